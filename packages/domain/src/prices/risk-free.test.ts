import { describe, expect, it } from 'vitest';
import { parseBulkPriceCsv } from '../csv/bulk-prices/bulk-price-csv.js';
import { catalogueSchema } from '../tenant/catalogue.js';
import { productConfigSchema } from '../tenant/product-config.js';
import { bulkPriceTargets } from './bulk-price-targets.js';
import {
  RISK_FREE_RATES,
  RISK_FREE_SERIES_IDS,
  isRiskFreeSeriesId,
  riskFreeRateById,
  riskFreeRateFor,
  riskFreeSeriesOf,
  seriesValueProblem,
  seriesValueRule,
} from './risk-free.js';

// METRICS.md "Risk-free rate from a series"; docs/risk-free.md.

const product = (productId: string) =>
  productConfigSchema.parse({
    productId,
    storeModule: 'm',
    productName: productId,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-02',
    allowedRoles: [],
    allowPriceDataModification: true,
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
  });

describe('risk-free series per currency', () => {
  it('maps each of the five currencies to its overnight rate', () => {
    expect(
      Object.fromEntries(['CHF', 'EUR', 'USD', 'GBP', 'JPY'].map((c) => [c, riskFreeRateFor(c)?.name])),
    ).toEqual({ CHF: 'SARON', EUR: '€STR', USD: 'SOFR', GBP: 'SONIA', JPY: 'TONA' });
    expect(riskFreeRateFor('CHF')?.id).toBe('saron');
    expect(riskFreeRateFor('SEK')).toBeNull();
  });

  it('has one series per currency and ids that are storable slugs', () => {
    expect(new Set(RISK_FREE_RATES.map((r) => r.currency)).size).toBe(RISK_FREE_RATES.length);
    for (const id of RISK_FREE_SERIES_IDS) expect(id).toMatch(/^[a-z0-9][a-z0-9-_.]*$/);
    expect(riskFreeRateById('estr')?.currency).toBe('EUR');
    expect(isRiskFreeSeriesId('sofr')).toBe(true);
    expect(isRiskFreeSeriesId('SOFR')).toBe(false);
  });
});

describe('value rule by series kind', () => {
  it('prices must be above zero; rates may be zero or negative but stay inside ±100 %', () => {
    expect(seriesValueRule('product')).toBe('positive');
    expect(seriesValueRule('benchmark')).toBe('positive');
    expect(seriesValueRule('rate')).toBe('ratePercent');
    expect(seriesValueProblem('positive', 0)).toBe('nonPositive');
    expect(seriesValueProblem('positive', -0.75)).toBe('nonPositive');
    expect(seriesValueProblem('positive', 101.5)).toBeNull();
    expect(seriesValueProblem('ratePercent', -0.75)).toBeNull();
    expect(seriesValueProblem('ratePercent', 0)).toBeNull();
    expect(seriesValueProblem('ratePercent', 99.99)).toBeNull();
    expect(seriesValueProblem('ratePercent', 100)).toBe('rateOutOfRange');
    expect(seriesValueProblem('ratePercent', -125)).toBe('rateOutOfRange');
  });
});

describe('riskFreeSeriesOf', () => {
  it('turns the stored percent into decimals for the engine', () => {
    const s = riskFreeSeriesOf('saron', {
      dates: ['2020-01-02', '2020-01-03'],
      prices: [-0.75, 1.25],
      adjusted: [-0.75, 1.25],
    });
    expect(s?.id).toBe('saron');
    expect(s?.dates).toEqual(['2020-01-02', '2020-01-03']);
    expect(s?.rates[0]).toBeCloseTo(-0.0075, 15);
    expect(s?.rates[1]).toBeCloseTo(0.0125, 15);
  });

  it('is null when nothing is stored (the constant rate applies)', () => {
    expect(riskFreeSeriesOf('sonia', null)).toBeNull();
    expect(riskFreeSeriesOf('sonia', { dates: [], prices: [], adjusted: [] })).toBeNull();
  });
});

describe('rate series in the bulk price CSV', () => {
  const catalogue = { products: [product('fund')], benchmarks: [] };
  const admin = bulkPriceTargets(catalogue, { roles: ['admin'], userDefinedRoles: [] });

  it('are known to everyone and updatable by admins only, as daily rate series in their currency', () => {
    expect(admin.seriesOf.get('saron')).toEqual({
      seriesId: 'saron',
      kind: 'rate',
      ownerId: 'saron',
      frequency: 'daily',
      currency: 'CHF',
    });
    const productAdmin = bulkPriceTargets(catalogue, {
      roles: ['insight', 'desk'],
      userDefinedRoles: [{ name: 'desk', allowedProductIds: ['fund'] }],
    });
    expect(productAdmin.knownIds.has('saron')).toBe(true);
    expect(productAdmin.updatableIds.has('saron')).toBe(false);
    expect([...productAdmin.updatableIds]).toEqual(['fund']);
  });

  const parse = (text: string) =>
    parseBulkPriceCsv(text, {
      knownIds: admin.knownIds,
      updatableIds: admin.updatableIds,
      kindOf: (id) => admin.seriesOf.get(id)?.kind,
    });

  it('accept zero and negative rates under a rate id, still not under a product id', () => {
    const r = parse(
      [
        'ID,DATE,PRICE',
        'saron,2020-01-02,-0.75',
        'saron,2020-01-03,0',
        'saron,2020-01-06,-0.7',
        'fund,2020-01-02,-1',
        'fund,2020-01-03,0',
      ].join('\n'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.row, e.column, e.value, e.messageKey])).toEqual([
      [5, 'PRICE', '-1', 'csv.bulkPrice.nonPositive'],
      [6, 'PRICE', '0', 'csv.bulkPrice.nonPositive'],
    ]);
  });

  it('refuse a rate outside ±100 % with its row, column and value', () => {
    const r = parse(['ID,DATE,PRICE', 'sofr,2023-07-27,5.3', 'sofr,2023-07-28,530'].join('\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.row, e.column, e.value, e.messageKey])).toEqual([
      [3, 'PRICE', '530', 'csv.bulkPrice.rateOutOfRange'],
    ]);
  });

  it('read a clean rate file, without the price-only quality warnings (flat runs, jumps)', () => {
    const rows = ['ID,DATE,PRICE'];
    // Twenty flat business days, then a 50 bp hike: a stale price and an extreme move for a fund, normal for a rate.
    const day = (i: number) => new Date(Date.UTC(2022, 8, 5) + i * 86_400_000).toISOString().slice(0, 10);
    let n = 0;
    for (let i = 0; n < 40; i++) {
      const d = new Date(`${day(i)}T00:00:00Z`).getUTCDay();
      if (d === 0 || d === 6) continue;
      rows.push(`saron,${day(i)},${n < 20 ? '-0.25' : '0.45'}`);
      n++;
    }
    const r = parse(rows.join('\n'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.byId.get('saron')?.[0]).toEqual({ date: '2022-09-05', price: -0.25 });
    expect(r.warnings).toEqual([]);
  });
});

describe('catalogue', () => {
  it('reserves the rate ids: no product or benchmark may take one', () => {
    const r = catalogueSchema.safeParse({
      products: [product('saron')],
      benchmarks: [{ id: 'sofr', name: { en: 'SOFR index' }, currency: 'USD', updateFrequency: 'daily' }],
    });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('"saron" is reserved for a risk-free rate series');
    expect(messages).toContain('"sofr" is reserved for a risk-free rate series');
  });
});
