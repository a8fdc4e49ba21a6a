import { describe, expect, it } from 'vitest';
import {
  holdingTermLabel,
  primaryModeOf,
  priceSeriesIdFor,
  type GenericComponent,
  type HoldingSnapshot,
  type Language,
} from '@portal/domain';
import { loadPriceProfiles } from '../seed.js';
import { loadSeedComponents, prepareSeedComponents } from './seed-components.js';
import type { SeedData } from './seed-figures.js';
import { loadSeedHoldings, seedHoldings } from './seed-holdings.js';
import { generateSeedPrices } from './seed-prices.js';
import { loadTenant, repoRoot } from './tenants.js';

/*
 * The demo's overview components agree with the figures computed from the seeded data (issue 26 item 8): the seed is
 * run as scripts/seed.ts runs it (prices, holdings, components for one day), and every chart of figures is checked
 * against what this test computes itself from the same prices and holdings, the way a reader would check the page.
 */

const TODAY = '2026-11-27';
const demo = loadTenant('demo');
const products = demo.catalogue.products;
const data: SeedData = {
  products,
  series: generateSeedPrices(demo.catalogue, { today: TODAY, profiles: loadPriceProfiles('demo') }),
  snapshots: seedHoldings(loadSeedHoldings(repoRoot, 'demo'), products, TODAY).snapshots,
  today: TODAY,
};
const seeded = prepareSeedComponents(
  repoRoot,
  'demo',
  new Set(products.map((p) => p.productId)),
  new Date(`${TODAY}T00:00:00Z`),
  data,
);
const component = (productId: string, id: string): GenericComponent => {
  const found = seeded.components.find((c) => c.productId === productId && c.component.id === id);
  if (!found) throw new Error(`no seeded component ${productId}/${id}`);
  return found.component;
};
const rowsOf = (c: GenericComponent, lang: Language) => c.content[lang]?.rows ?? [];
const LANGS: Language[] = ['en', 'de', 'fr', 'pt'];

/** Calendar-year total returns in %, from year-end adjusted prices (the first, partial year left out). */
function yearEndReturns(productId: string): Map<string, number> {
  const product = products.find((p) => p.productId === productId);
  if (!product) throw new Error(productId);
  const id = priceSeriesIdFor(product, primaryModeOf(product).mode);
  const points = data.series.find((s) => s.base.seriesId === id)?.points ?? [];
  const yearEnd = new Map<string, number>();
  for (const p of points) yearEnd.set(p.date.slice(0, 4), p.adjustedPrice ?? p.price);
  const years = [...yearEnd.keys()];
  return new Map(
    years
      .slice(1)
      .map((y, i) => [y, ((yearEnd.get(y) ?? NaN) / (yearEnd.get(years[i] ?? '') ?? NaN) - 1) * 100]),
  );
}

/** The latest snapshot's weights in %, summed by one field of the positions. */
function latestWeights(productId: string, field: 'currency' | 'sector' | 'assetClass'): Map<string, number> {
  const latest = data.snapshots
    .filter((s) => s.productId === productId)
    .reduce<HoldingSnapshot | undefined>((a, s) => (!a || s.date > a.date ? s : a), undefined);
  const sums = new Map<string, number>();
  for (const h of latest?.holdings ?? []) sums.set(h[field], (sums.get(h[field]) ?? 0) + h.weight * 100);
  return sums;
}

describe('the demo overview tells the figures of its seeded data', () => {
  it('shows the calendar-year returns the analysis page computes', () => {
    const c = component('global-equity-chf', 'calendar-years');
    const computed = yearEndReturns('global-equity-chf');
    const rows = rowsOf(c, 'en');
    expect(rows.map((r) => r.key)).toEqual(['2020', '2021', '2022', '2023', '2024', '2025']);
    for (const r of rows) expect(r.value).toBeCloseTo(computed.get(r.key) ?? NaN, 1);
    for (const lang of LANGS) expect(rowsOf(c, lang)).toEqual(rows);
  });

  it('shows the currency exposure, sectors and asset classes of the latest holdings', () => {
    const cases = [
      { productId: 'global-equity-chf', id: 'currencies', field: 'currency' as const },
      { productId: 'global-equity-chf', id: 'sectors', field: 'sector' as const },
      { productId: 'global-equity-chf', id: 'allocation', field: 'assetClass' as const },
      { productId: 'multi-asset-dynamic', id: 'allocation', field: 'assetClass' as const },
    ];
    for (const { productId, id, field } of cases) {
      const weights = [...latestWeights(productId, field)].sort((a, b) => b[1] - a[1]);
      const c = component(productId, id);
      // A pie or donut shows the four largest groups and the rest as "other", so its slices add up to 100 %.
      const whole = c.type === 'pie-chart' || c.type === 'donut-chart';
      const kept =
        whole && weights.length > 5
          ? weights.filter(([k]) => k !== 'other').slice(0, 4)
          : weights.slice(0, 5);
      const rest = weights.filter((w) => !kept.includes(w)).reduce((a, [, w]) => a + w, 0);
      for (const lang of LANGS) {
        const label = (key: string) => (field === 'currency' ? key : holdingTermLabel(field, key, lang));
        const other = holdingTermLabel(field === 'currency' ? 'assetClass' : field, 'other', lang);
        const expected = [
          ...kept.map(([k, w]) => [label(k), w] as const),
          ...(whole && weights.length > 5 ? [[other, rest] as const] : []),
        ];
        const rows = rowsOf(c, lang);
        expect(
          rows.map((r) => r.key),
          `${productId}/${id} ${lang}`,
        ).toEqual(expected.map(([k]) => k));
        rows.forEach((r, i) => {
          expect(r.value).toBeCloseTo(expected[i]?.[1] ?? NaN, 1);
        });
        expect(c.content[lang]?.footnote).not.toContain('{date}');
      }
    }
  });

  it('states the management fee and the number of holdings the data has', () => {
    const product = products.find((p) => p.productId === 'global-equity-chf');
    const fee = ((product?.shareClass?.managementFee ?? NaN) * 100).toFixed(2);
    const fees = component('global-equity-chf', 'fees');
    for (const lang of LANGS) {
      const feeRow = rowsOf(fees, lang)[0];
      expect(String(feeRow?.value).replace(',', '.')).toContain(fee);
    }
    const holdings = latestWeights('global-equity-chf', 'assetClass');
    const equities = data.snapshots
      .filter((s) => s.productId === 'global-equity-chf')
      .at(-1)
      ?.holdings.filter((h) => h.assetClass === 'equity').length;
    expect(holdings.size).toBeGreaterThan(0);
    // The strategy text says "40 to 60 holdings".
    expect(component('global-equity-chf', 'strategy').content.en?.text).toContain('40 to 60 holdings');
    expect(equities).toBeGreaterThanOrEqual(40);
    expect(equities).toBeLessThanOrEqual(60);
  });

  it('types figures by hand only where the seeded data holds none', () => {
    // The seeded data holds no maturities (the bond fund's duration buckets) and no unitholder counts.
    const notInData = ['swiss-bond-i/duration', 'global-equity-chf/investors'];
    const handTyped = loadSeedComponents(repoRoot, 'demo')
      .components.filter((c) => c.type.endsWith('-chart') && !c.computed)
      .map((c) => `${c.productId}/${c.id}`);
    for (const key of handTyped) expect(notInData, key).toContain(key);
  });
});
