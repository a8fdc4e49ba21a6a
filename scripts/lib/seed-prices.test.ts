import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSchema, modesOf, priceSeriesIdFor, type PricePoint } from '@portal/domain';
import {
  businessDays,
  defaultSeriesStart,
  generateSeedPrices,
  hashString,
  mulberry32,
  normals,
  priceProfilesSchema,
  sampleIndices,
  SeedPriceError,
  weekday,
  type SeedSeries,
} from './seed-prices.js';
import { loadTenant, repoRoot } from './tenants.js';

const TODAY = '2026-03-18'; // a Wednesday
const demo = loadTenant('demo');
const profiles = priceProfilesSchema.parse(
  JSON.parse(readFileSync(join(repoRoot, 'emulator-data', 'demo', 'price-profiles.json'), 'utf8')),
);
const all = generateSeedPrices(demo.catalogue, { today: TODAY, profiles });
const byId = new Map(all.map((s) => [s.base.seriesId, s]));

function series(id: string): SeedSeries {
  const s = byId.get(id);
  if (!s) throw new Error(`no series ${id}`);
  return s;
}
const logReturns = (points: readonly PricePoint[], field: 'price' | 'adjustedPrice' = 'price') =>
  points.slice(1).map((p, i) => {
    const prev = points[i];
    const a = field === 'price' ? p.price : (p.adjustedPrice ?? p.price);
    const b = field === 'price' ? (prev?.price ?? a) : (prev?.adjustedPrice ?? prev?.price ?? a);
    return Math.log(a / b);
  });
/** The points of both series on the dates they share (from the later start on). */
function onCommonDates(a: readonly PricePoint[], b: readonly PricePoint[]): [PricePoint[], PricePoint[]] {
  const dates = new Set(b.map((p) => p.date));
  const left = a.filter((p) => dates.has(p.date));
  const kept = new Set(left.map((p) => p.date));
  return [left, b.filter((p) => kept.has(p.date))];
}
function stdev(xs: readonly number[]): number {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
}
function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const ma = a.slice(0, n).reduce((x, y) => x + y, 0) / n;
  const mb = b.slice(0, n).reduce((x, y) => x + y, 0) / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] ?? 0) - ma;
    const db = (b[i] ?? 0) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return cov / Math.sqrt(va * vb);
}
const priceOn = (s: SeedSeries, date: string) =>
  s.points.filter((p) => p.date <= date).at(-1)?.price ?? Number.NaN;

describe('calendar and random helpers', () => {
  it('lists Mon–Fri only', () => {
    expect(businessDays('2026-03-13', '2026-03-17')).toEqual(['2026-03-13', '2026-03-16', '2026-03-17']);
  });

  it('starts the default history on the first business day of the year 12 years back', () => {
    expect(defaultSeriesStart('2026-03-18')).toBe('2014-01-02');
    expect(defaultSeriesStart('2031-12-31')).toBe('2019-01-02');
  });

  it('samples Fridays and period ends, completed periods only', () => {
    const dates = businessDays('2026-01-01', '2026-03-18');
    expect(sampleIndices(dates, 'weekly').every((i) => weekday(dates[i] ?? '') === 5)).toBe(true);
    expect(sampleIndices(dates, 'monthly').map((i) => dates[i])).toEqual(['2026-01-30', '2026-02-27']);
    expect(sampleIndices(businessDays('2026-01-01', '2026-03-31'), 'monthly').map((i) => i)).toHaveLength(3);
    expect(sampleIndices(businessDays('2025-01-01', '2026-03-18'), 'quarterly')).toHaveLength(4);
    expect(sampleIndices(businessDays('2024-01-01', '2026-03-18'), 'yearly')).toHaveLength(2);
  });

  it('draws reproducible, standard normal numbers per key', () => {
    expect(mulberry32(hashString('a'))()).toBe(mulberry32(hashString('a'))());
    expect(hashString('a')).not.toBe(hashString('b'));
    const z = normals('test', 20_000);
    const mean = z.reduce((a, b) => a + b, 0) / z.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(stdev([...z])).toBeCloseTo(1, 1);
  });
});

describe('generateSeedPrices on the demo catalogue', () => {
  it('makes one series per benchmark and per product mode, with the mode frequency', () => {
    const expected = [
      ...demo.catalogue.benchmarks.map((b) => [b.id, b.updateFrequency]),
      ...demo.catalogue.products.flatMap((p) =>
        modesOf(p).map((m) => [priceSeriesIdFor(p, m.mode), m.updateFrequency]),
      ),
    ];
    expect(all.map((s) => [s.base.seriesId, s.base.frequency])).toEqual(expected);
    expect(series('global-equity-eur-h').base).toEqual({
      seriesId: 'global-equity-eur-h',
      kind: 'product',
      ownerId: 'global-equity-eur-h',
      frequency: 'daily',
      currency: 'EUR',
    });
  });

  it('is deterministic', () => {
    expect(generateSeedPrices(demo.catalogue, { today: TODAY, profiles })).toEqual(all);
  });

  it('keeps past prices of completed years when seeded on a later day', () => {
    const later = generateSeedPrices(demo.catalogue, { today: '2026-06-30', profiles });
    const a = series('global-equity-chf').points.filter((p) => p.date <= '2025-12-31');
    const b = later
      .find((s) => s.base.seriesId === 'global-equity-chf')
      ?.points.filter((p) => p.date <= '2025-12-31');
    expect(b).toEqual(a);
  });

  it('gives valid points: ascending business days, positive prices with at most 4 decimals', () => {
    const bad = all.flatMap((s) =>
      s.points.flatMap((p, i) => {
        const ok =
          ![0, 6].includes(weekday(p.date)) &&
          (i === 0 || p.date > (s.points[i - 1]?.date ?? '')) &&
          p.price > 0 &&
          Math.round(p.price * 1e4) / 1e4 === p.price &&
          (p.adjustedPrice === undefined || Math.round(p.adjustedPrice * 1e4) / 1e4 === p.adjustedPrice);
        return ok ? [] : [`${s.base.seriesId} ${p.date} ${p.price}`];
      }),
    );
    expect(bad).toEqual([]);
  });

  it('starts live series at the inception, backtests ten years before, benchmarks before both; ends today', () => {
    const products = new Map(demo.catalogue.products.map((p) => [p.productId, p]));
    for (const s of all) {
      if (s.base.frequency === 'daily') expect(s.points.at(-1)?.date).toBe(TODAY);
      const first = s.points[0]?.date ?? 'none';
      if (s.base.kind === 'benchmark') {
        expect(first <= '2016-03-18').toBe(true);
        continue;
      }
      const product = products.get(s.base.ownerId);
      const inception = product?.inceptionDate ?? '';
      if (s.base.seriesId.endsWith('--historical')) {
        const tenYears = `${Number(inception.slice(0, 4)) - 10}${inception.slice(4)}`;
        expect(first >= tenYears && first < inception).toBe(true);
      } else if (s.base.ownerId !== 'swiss-bond-i') {
        // The first business day on or after the inception (a weekly or monthly series: its first period end).
        expect(first >= inception).toBe(true);
        expect(Date.parse(first) - Date.parse(inception)).toBeLessThan(32 * 86_400_000);
      }
    }
    expect(series('swiss-bond-i').points[0]?.date).toBe('2006-01-02');
    const legacy = demo.catalogue.products.find((p) => p.productId === 'swiss-bond-i');
    expect((series('swiss-bond-i').points[0]?.date ?? 'none') < (legacy?.oldDataEndDate ?? '')).toBe(true);
  });

  it('ends daily series on the Friday before a weekend seeding day', () => {
    const weekend = generateSeedPrices(demo.catalogue, { today: '2026-03-21', profiles });
    expect(weekend.find((s) => s.base.seriesId === 'world-equity-usd')?.points.at(-1)?.date).toBe(
      '2026-03-20',
    );
  });

  it('samples weekly series on Fridays and monthly series on month-end business days', () => {
    const weekly = series('alpinum-absolute-return--historical').points;
    expect(weekly.every((p) => weekday(p.date) === 5)).toBe(true);
    expect(weekly.at(-1)?.date).toBe('2026-03-13');
    const monthly = series('swiss-bond-m').points;
    expect(monthly.slice(-3).map((p) => p.date)).toEqual(['2025-12-31', '2026-01-30', '2026-02-27']);
  });

  it('has asset-class-like volatility', () => {
    const vol = (id: string) => stdev(logReturns(series(id).points)) * Math.sqrt(252);
    expect(vol('world-equity-usd')).toBeGreaterThan(0.12);
    expect(vol('world-equity-usd')).toBeLessThan(0.24);
    expect(vol('swiss-bond-index-chf')).toBeGreaterThan(0.02);
    expect(vol('swiss-bond-index-chf')).toBeLessThan(0.07);
    expect(vol('multi-asset-dynamic')).toBeGreaterThan(0.04);
    expect(vol('multi-asset-dynamic')).toBeLessThan(0.12);
  });

  it('shows the covid crash in equities', () => {
    const eq = series('world-equity-usd');
    expect(priceOn(eq, '2020-03-23') / priceOn(eq, '2020-02-19') - 1).toBeLessThan(-0.15);
  });

  it('moves share classes of one family together, with fee and currency differences', () => {
    const [c1, e1] = onCommonDates(series('global-equity-chf').points, series('global-equity-eur-h').points);
    const [c2, u2] = onCommonDates(series('global-equity-chf').points, series('global-equity-usd-d').points);
    expect(correlation(logReturns(c1), logReturns(e1))).toBeGreaterThan(0.99);
    expect(correlation(logReturns(c2), logReturns(u2, 'adjustedPrice'))).toBeGreaterThan(0.99);
    const chf = logReturns(series('global-equity-chf').points);
    expect(series('global-equity-chf').points.at(-1)?.price).not.toBe(
      series('global-equity-eur-h').points.at(-1)?.price,
    );
    // Funds follow their benchmark (beta × benchmark + noise), not an independent walk.
    const since = series('global-equity-chf').points[0]?.date ?? '';
    const bench = logReturns(series('world-equity-usd').points.filter((p) => p.date >= since));
    expect(bench).toHaveLength(chf.length);
    expect(correlation(chf, bench)).toBeGreaterThan(0.8);
  });

  it('pays yearly dividends on the distributing class, so its adjusted price rises above its price', () => {
    const points = series('global-equity-usd-d').points;
    const last = points.at(-1);
    expect(last?.adjustedPrice).toBeGreaterThan(last?.price ?? Infinity);
    expect(points.every((p) => (p.adjustedPrice ?? p.price) >= p.price)).toBe(true);
    for (const id of ['global-equity-chf', 'world-equity-usd']) {
      expect(series(id).points.every((p) => p.adjustedPrice === undefined)).toBe(true);
    }
  });

  it('builds the weighted internal mode from its components', () => {
    const product = demo.catalogue.products.find((p) => p.productId === 'multi-asset-dynamic');
    const components = product?.internal?.weightedComponents ?? [];
    const internal = series('multi-asset-dynamic--internal').points;
    const parts = components.map((c) => ({ w: c.weight, points: series(c.seriesId).points }));
    // Daily rebalanced: each day's simple return is the weighted sum of the components' (up to price rounding).
    // Days on which every component has a price (some start later than the internal series).
    const starts = parts.map((p) => p.points[0]?.date ?? '');
    const from = internal.findIndex((p) => starts.every((d) => d < p.date));
    expect(from).toBeGreaterThan(0);
    for (const i of [from + 10, from + 500, internal.length - 2]) {
      const day = internal[i];
      const prev = internal[i - 1];
      const expected = parts.reduce((a, p) => {
        const x = p.points.find((q) => q.date === day?.date)?.price ?? Number.NaN;
        const y = p.points.find((q) => q.date === prev?.date)?.price ?? Number.NaN;
        return a + p.w * (x / y - 1);
      }, 0);
      expect((day?.price ?? 0) / (prev?.price ?? 1) - 1).toBeCloseTo(expected, 5);
    }
  });

  it('rejects profiles naming unknown ids', () => {
    const bad = priceProfilesSchema.parse({ families: { 'no-such-root': { beta: 1 } } });
    expect(() => generateSeedPrices(demo.catalogue, { today: TODAY, profiles: bad })).toThrow(SeedPriceError);
  });

  it('works without profiles (defaults from the catalogue)', () => {
    const catalogue = catalogueSchema.parse({
      benchmarks: [{ id: 'b', name: { en: 'B' }, currency: 'USD', updateFrequency: 'daily' }],
      products: [
        {
          productId: 'p',
          storeModule: 'p',
          productName: 'P',
          productShareClassRoot: 'p',
          isDefaultShareClass: true,
          availableLanguages: ['en'],
          currency: 'CHF',
          inceptionDate: '2020-01-31',
          live: {
            mode: 'live',
            updateFrequency: 'daily',
            genericCardsToShow: ['cumulativeReturns'],
            benchmarks: ['b'],
          },
        },
      ],
    });
    const out = generateSeedPrices(catalogue, { today: TODAY });
    expect(out.map((s) => s.base.seriesId)).toEqual(['b', 'p']);
    // No profile: the series starts at the inception date.
    expect(out[1]?.points[0]).toEqual({ date: '2020-01-31', price: 100 });
  });
});
