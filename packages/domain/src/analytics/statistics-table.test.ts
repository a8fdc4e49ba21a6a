import { describe, expect, it } from 'vitest';
import { STAT_IDS, STAT_PERIODS, type StatId, type StatPeriod } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { BENCHMARK_STAT_IDS } from '../stats-catalogue.js';
import fixture from './fixtures/conformance.json';
import { AnalyticsInputError, type AnalyticsInput } from './prepare.js';
import { computeStatisticsTable, RELATIVE_STAT_IDS, type StatisticsTable } from './statistics-table.js';

function ref(id: string): PriceSeries {
  const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[id];
  if (!f) throw new Error(id);
  return { dates: f.dates, prices: f.prices, adjusted: f.prices };
}
const dax = ref('eustockmarkets_dax');
const smi = ref('eustockmarkets_smi');
const cac = ref('eustockmarkets_cac');
const ftse = ref('eustockmarkets_ftse');

function value(t: StatisticsTable, period: StatPeriod, id: StatId): number | null {
  const c = t.cells.find((x) => x.period === period && x.statId === id);
  if (!c) throw new Error(`no cell ${period} ${id}`);
  return c.value;
}
const relErr = (a: number | null, b: number): number => Math.abs((a ?? NaN) / b - 1);

const series = (dates: string[], prices: number[]): PriceSeries => ({ dates, prices, adjusted: prices });
function daily(n: number, f: (i: number) => number, start = '2020-01-01'): PriceSeries {
  const dates: string[] = [];
  const prices: number[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  for (let i = 0; dates.length < n; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue;
    dates.push(d.toISOString().slice(0, 10));
    prices.push(f(i++));
  }
  return series(dates, prices);
}
/** A deterministic noisy walk (LCG), so tests need no fixtures. */
function walk(n: number, seed = 7, drift = 0.0003, vol = 0.01): PriceSeries {
  let x = seed;
  let p = 100;
  return daily(n, (i) => {
    if (i === 0) return p;
    x = (x * 1103515245 + 12345) % 2147483648;
    p *= 1 + drift + (x / 2147483648 - 0.5) * 2 * vol;
    return p;
  });
}

describe('sanity anchors of issue 3 (PerformanceAnalytics, rf 0)', () => {
  const daxSmi = computeStatisticsTable({ fund: dax, benchmark: smi, frequency: 'daily' });
  const cacFtse = computeStatisticsTable({ fund: cac, benchmark: ftse, frequency: 'daily' });
  it('DAX 1991-07-01..1998-08-14 max: annualizedReturn and maximumDrawdown', () => {
    expect(dax.dates[0]).toBe('1991-07-01');
    expect(dax.dates.at(-1)).toBe('1998-08-14');
    expect(relErr(value(daxSmi, 'max', 'annualizedReturn'), 0.17858494583426343)).toBeLessThan(1e-12);
    expect(relErr(value(daxSmi, 'max', 'maximumDrawdown'), 0.22622259742982798)).toBeLessThan(1e-12);
  });
  it('DAX 12m sharpeRatio', () => {
    expect(relErr(value(daxSmi, '12m', 'sharpeRatio'), 1.2030841963502827)).toBeLessThan(1e-12);
  });
  it('DAX vs SMI ytd beta', () => {
    expect(relErr(value(daxSmi, 'ytd', 'beta'), 0.84999526206079479)).toBeLessThan(1e-12);
  });
  it('CAC vs FTSE 36m informationRatio', () => {
    expect(relErr(value(cacFtse, '36m', 'informationRatio'), 0.74510629971594333)).toBeLessThan(1e-12);
  });
  it('states its conventions and the METRICS.md §2 windows', () => {
    expect(daxSmi.conventions).toEqual({
      returnMethod: 'simple',
      scale: 252,
      riskFreeAnnual: 0,
      varMethod: 'historical-type7',
      priceField: 'adjusted',
      benchmarkAlignment: 'common-dates',
      pairScale: 252,
      riskFreeSeries: null,
    });
    const c60 = daxSmi.cells.find((c) => c.period === '60m' && c.statId === 'cumulativeReturn');
    // 1998-08-14 - 60m = 1993-08-14, a Saturday: the window starts on Friday 1993-08-13.
    expect(c60?.startDate).toBe('1993-08-13');
    const c12 = daxSmi.cells.find((c) => c.period === '12m' && c.statId === 'cumulativeReturn');
    expect(c12).toMatchObject({ startDate: '1997-08-14', endDate: '1998-08-14', nReturns: 261 });
  });
});

describe('table shape', () => {
  it('29 statistics x 8 periods, period-major in STAT_IDS order', () => {
    const t = computeStatisticsTable({ fund: dax, benchmark: smi, frequency: 'daily' });
    expect(t.cells).toHaveLength(29 * 8);
    expect(t.cells.slice(0, 29).map((c) => c.statId)).toEqual([...STAT_IDS]);
    expect([...new Set(t.cells.map((c) => c.period))]).toEqual([...STAT_PERIODS]);
    expect(t.periods.map((p) => p.period)).toEqual([...STAT_PERIODS]);
  });
  it('the relative statistics are exactly the catalogue benchmark statistics', () => {
    expect([...RELATIVE_STAT_IDS].sort()).toEqual([...BENCHMARK_STAT_IDS].sort());
  });
  it('selects periods and statistics', () => {
    const t = computeStatisticsTable(
      { fund: dax, frequency: 'daily' },
      { periods: ['ytd'], statIds: ['sharpeRatio', 'beta'] },
    );
    expect(t.cells.map((c) => [c.period, c.statId, c.nullReason])).toEqual([
      ['ytd', 'sharpeRatio', undefined],
      ['ytd', 'beta', 'benchmarkRequired'],
    ]);
  });
  it('never emits NaN or Infinity', () => {
    const t = computeStatisticsTable({ fund: dax, benchmark: smi, frequency: 'daily', riskFreeAnnual: 0.05 });
    for (const c of t.cells) if (c.value !== null) expect(Number.isFinite(c.value)).toBe(true);
  });
});

describe('edge-case contract', () => {
  const all = (input: AnalyticsInput): StatisticsTable => computeStatisticsTable(input);
  it('empty series: every period unavailable (noData), every value null', () => {
    const t = all({ fund: series([], []), frequency: 'daily' });
    expect(t.cells.every((c) => c.value === null && c.startDate === null && c.nReturns === 0)).toBe(true);
    expect(t.cells.every((c) => c.nullReason === 'noData' || c.nullReason === 'benchmarkRequired')).toBe(
      true,
    );
    expect(t.periods.every((p) => !p.fund.available)).toBe(true);
  });
  it('one price: no returns', () => {
    const t = all({ fund: series(['2024-01-02'], [100]), frequency: 'daily' });
    const max = t.periods.find((p) => p.period === 'max');
    expect(max?.fund).toEqual({ available: false, period: 'max', reason: 'noReturns' });
    expect(t.cells.every((c) => c.value === null)).toBe(true);
  });
  it('two prices: n = 1, sd-based statistics are tooFewReturns', () => {
    const t = all({ fund: series(['2024-01-02', '2024-01-03'], [100, 101]), frequency: 'daily' });
    expect(value(t, 'max', 'cumulativeReturn')).toBeCloseTo(0.01, 15);
    expect(value(t, 'max', 'annualizedReturn')).toBeCloseTo(Math.pow(1.01, 252) - 1, 10);
    const vol = t.cells.find((c) => c.period === 'max' && c.statId === 'annualizedVolatility');
    expect(vol).toMatchObject({ value: null, nullReason: 'tooFewReturns' });
    expect(value(t, 'max', 'maximumDrawdown')).toBe(0);
    expect(value(t, 'max', 'omegaRatio')).toBeNull();
    // history shorter than a month: 1m is not available (no price on or before L - 1 month)
    expect(t.periods.find((p) => p.period === '1m')?.fund).toMatchObject({ reason: 'insufficientHistory' });
  });
  it('flat series: zero return and drawdown, undefined ratios are null (never 0)', () => {
    const t = all({ fund: daily(300, () => 100), benchmark: walk(300), frequency: 'daily' });
    expect(value(t, 'max', 'cumulativeReturn')).toBe(0);
    expect(value(t, 'max', 'annualizedVolatility')).toBe(0);
    expect(value(t, 'max', 'maximumDrawdown')).toBe(0);
    for (const id of [
      'sharpeRatio',
      'sortinoRatio',
      'calmarRatio',
      'omegaRatio',
      'skewness',
      'kurtosis',
    ] as const) {
      const c = t.cells.find((x) => x.period === 'max' && x.statId === id);
      expect(c).toMatchObject({ value: null, nullReason: 'undefined' });
    }
    expect(value(t, 'max', 'returnToVolatilityRatio')).toBeNull();
    expect(value(t, 'max', 'beta')).toBe(0);
    expect(value(t, 'max', 'correlation')).toBeNull();
    expect(value(t, 'max', 'averagePositiveMonthlyReturns')).toBeNull();
    expect(value(t, 'max', 'maxPositiveMonthlyReturn')).toBeNull();
    expect(value(t, 'max', 'maxConsecutivePositiveMonthlyReturns')).toBe(0);
    expect(value(t, 'max', 'ratioOfPositiveMonthlyReturns')).toBe(0);
    expect(value(t, 'max', 'ratioOfNegativeMonthlyReturns')).toBe(0);
  });
  it('M2 needs two calendar months', () => {
    const t = all({ fund: ref('managers_ham1'), benchmark: ref('managers_sp500_tr'), frequency: 'monthly' });
    expect(t.cells.find((c) => c.period === '1m' && c.statId === 'm2RiskAdjustedPerfMonthly')).toMatchObject({
      value: null,
      nullReason: 'tooFewReturns',
    });
    expect(value(t, '3m', 'm2RiskAdjustedPerfMonthly')).not.toBeNull();
  });
  it('flat benchmark: beta, correlation, M2 undefined', () => {
    const t = all({ fund: walk(300), benchmark: daily(300, () => 50), frequency: 'daily' });
    expect(value(t, 'max', 'beta')).toBeNull();
    expect(value(t, 'max', 'correlation')).toBeNull();
    expect(value(t, 'max', 'alpha')).toBeNull();
    expect(value(t, 'max', 'treynorRatio')).toBeNull();
    expect(value(t, 'max', 'm2RiskAdjustedPerfMonthly')).toBe(0);
    expect(value(t, 'max', 'trackingError')).not.toBeNull();
  });
  it('gaps: windows follow dates, not counts (a missing month is no empty bucket)', () => {
    const s = walk(400);
    const keep = s.dates.map((d) => !d.startsWith('2020-06'));
    const gappy = series(
      s.dates.filter((_, i) => keep[i]),
      s.prices.filter((_, i) => keep[i]),
    );
    const t = all({ fund: gappy, frequency: 'daily' });
    const full = all({ fund: s, frequency: 'daily' });
    expect(value(t, 'max', 'cumulativeReturn')).toBeCloseTo(
      value(full, 'max', 'cumulativeReturn') ?? NaN,
      12,
    );
    const mFull = full.periods.find((p) => p.period === 'max')?.fund;
    const mGap = t.periods.find((p) => p.period === 'max')?.fund;
    expect(mFull?.available && mGap?.available && mFull.nReturns - mGap.nReturns).toBe(22);
  });
  it('benchmark on a different calendar: aligned on common dates before returns', () => {
    const fund = walk(300);
    const bench = walk(300, 99);
    // the benchmark misses every third fund date and has extra dates of its own (weekends)
    const bDates = bench.dates.filter((_, i) => i % 3 !== 0);
    const bPrices = bench.prices.filter((_, i) => i % 3 !== 0);
    const withExtra = series(
      [...bDates, '2020-01-04', '2020-01-05'].sort(),
      [...bDates, '2020-01-04', '2020-01-05'].sort().map((d) => {
        const i = bDates.indexOf(d);
        return i >= 0 ? (bPrices[i] ?? 1) : 77;
      }),
    );
    const t = all({ fund, benchmark: withExtra, frequency: 'daily' });
    const maxInfo = t.periods.find((p) => p.period === 'max');
    expect(maxInfo?.aligned?.available && maxInfo.aligned.nReturns).toBe(bDates.length - 1);
    // fund-only statistics ignore the benchmark entirely
    const alone = all({ fund, frequency: 'daily' });
    expect(value(t, 'max', 'sharpeRatio')).toBe(value(alone, 'max', 'sharpeRatio'));
    // relative statistics equal those of the pre-aligned pair
    const common = fund.dates.filter((_, i) => i % 3 !== 0);
    const pre = all({
      fund: series(
        common,
        fund.prices.filter((_, i) => i % 3 !== 0),
      ),
      benchmark: series(bDates, bPrices),
      frequency: 'daily',
    });
    for (const id of RELATIVE_STAT_IDS) expect(value(t, 'max', id)).toBe(value(pre, 'max', id));
  });
  it('disjoint benchmark: relative statistics unavailable, fund statistics intact', () => {
    const t = all({ fund: walk(100), benchmark: walk(100, 3, 0, 0.01), frequency: 'daily' });
    expect(value(t, 'max', 'beta')).not.toBeNull();
    const late = daily(50, (i) => 100 + i, '2030-01-01');
    const t2 = all({ fund: walk(100), benchmark: late, frequency: 'daily' });
    const beta = t2.cells.find((c) => c.period === 'max' && c.statId === 'beta');
    expect(beta).toMatchObject({ value: null, nullReason: 'noData' });
    expect(value(t2, 'max', 'sharpeRatio')).not.toBeNull();
  });
  it('rejects malformed input (unsorted or duplicate dates, zero, negative or NaN prices)', () => {
    expect(() => all({ fund: series(['2024-01-03', '2024-01-02'], [1, 2]), frequency: 'daily' })).toThrow(
      AnalyticsInputError,
    );
    expect(() => all({ fund: series(['2024-01-02', '2024-01-02'], [1, 2]), frequency: 'daily' })).toThrow(
      AnalyticsInputError,
    );
    for (const bad of [0, -1, NaN, Infinity]) {
      expect(() => all({ fund: series(['2024-01-02', '2024-01-03'], [1, bad]), frequency: 'daily' })).toThrow(
        AnalyticsInputError,
      );
    }
    expect(() => all({ fund: walk(10), frequency: 'daily', riskFreeAnnual: NaN })).toThrow(
      AnalyticsInputError,
    );
  });
  it('price field: adjusted by default, raw prices on request', () => {
    const s: PriceSeries = { dates: ['2024-01-02', '2024-01-03'], prices: [100, 100], adjusted: [100, 110] };
    expect(value(all({ fund: s, frequency: 'daily' }), 'max', 'cumulativeReturn')).toBeCloseTo(0.1, 14);
    expect(value(all({ fund: s, frequency: 'daily', priceField: 'price' }), 'max', 'cumulativeReturn')).toBe(
      0,
    );
  });
});

describe('metamorphic properties', () => {
  const base = walk(800, 11, 0.0002, 0.015);
  const bench = walk(800, 5, 0.0001, 0.01);
  const t0 = computeStatisticsTable({ fund: base, benchmark: bench, frequency: 'daily' });
  it('scaling all prices leaves every statistic unchanged', () => {
    const scaled = series(
      base.dates,
      base.prices.map((p) => p * 37.5),
    );
    const b2 = series(
      bench.dates,
      bench.prices.map((p) => p / 3),
    );
    const t1 = computeStatisticsTable({ fund: scaled, benchmark: b2, frequency: 'daily' });
    t0.cells.forEach((c, i) => {
      const d = t1.cells[i];
      if (c.value === null) expect(d?.value).toBeNull();
      else
        expect(Math.abs((d?.value ?? NaN) - c.value)).toBeLessThanOrEqual(
          1e-9 * Math.max(1, Math.abs(c.value)),
        );
    });
  });
  it('raising every return never raises the maximum drawdown and never lowers the cumulative return', () => {
    const prices = [base.prices[0] ?? 100];
    for (let i = 1; i < base.prices.length; i++) {
      const r = (base.prices[i] ?? 0) / (base.prices[i - 1] ?? 1) - 1;
      prices.push((prices[i - 1] ?? 0) * (1 + r + 0.001));
    }
    const t1 = computeStatisticsTable({ fund: series(base.dates, prices), frequency: 'daily' });
    for (const p of STAT_PERIODS) {
      if (value(t0, p, 'cumulativeReturn') === null) continue; // 60m: history too short
      expect(value(t1, p, 'maximumDrawdown') ?? 0).toBeLessThanOrEqual(value(t0, p, 'maximumDrawdown') ?? 0);
      expect(value(t1, p, 'cumulativeReturn') ?? 0).toBeGreaterThan(value(t0, p, 'cumulativeReturn') ?? 0);
    }
  });
  it('the fund against itself: beta 1, correlation 1, tracking error 0, alpha 0, information ratio null', () => {
    const t = computeStatisticsTable({ fund: base, benchmark: base, frequency: 'daily' });
    expect(value(t, 'max', 'beta')).toBeCloseTo(1, 12);
    expect(value(t, 'max', 'correlation')).toBeCloseTo(1, 12);
    expect(value(t, 'max', 'trackingError')).toBe(0);
    expect(value(t, 'max', 'alpha')).toBeCloseTo(0, 14);
    expect(value(t, 'max', 'informationRatio')).toBeNull();
  });
  it('rf shifts the Sharpe ratio but not beta, correlation, tracking error or information ratio', () => {
    const t = computeStatisticsTable({
      fund: base,
      benchmark: bench,
      frequency: 'daily',
      riskFreeAnnual: 0.02,
    });
    expect(value(t, 'max', 'sharpeRatio')).toBeLessThan(value(t0, 'max', 'sharpeRatio') ?? 0);
    for (const id of ['beta', 'correlation', 'trackingError', 'informationRatio'] as const) {
      expect(value(t, 'max', id)).toBeCloseTo(value(t0, 'max', id) ?? NaN, 12);
    }
    expect(t.conventions.riskFreeAnnual).toBe(0.02);
  });
});

describe('benchmark on a coarser calendar', () => {
  it('annualises benchmark-relative statistics with the scale of the common dates', () => {
    // Daily fund, month-end benchmark: the aligned pair has monthly returns, so its scale is 12, not 252.
    const days: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2022, 11, 31); t += 86_400_000) {
      const d = new Date(t);
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    }
    const prices = days.map((_, i) => 100 * Math.exp(0.0003 * i + 0.01 * Math.sin(i / 7)));
    const monthEnds = days.filter((d, i) => days[i + 1]?.slice(0, 7) !== d.slice(0, 7));
    const bench = monthEnds.map((d) => prices[days.indexOf(d)] ?? 0);
    const table = computeStatisticsTable(
      {
        fund: { dates: days, prices, adjusted: prices },
        benchmark: { dates: monthEnds, prices: bench, adjusted: bench },
        frequency: 'daily',
      },
      { periods: ['max'], statIds: ['trackingError', 'beta', 'annualizedVolatility'] },
    );
    expect(table.conventions.scale).toBe(252);
    expect(table.conventions.pairScale).toBe(12);
    // The benchmark is the fund sampled monthly: identical aligned returns, so tracking error 0 and beta 1.
    expect(table.cells.find((c) => c.statId === 'trackingError')?.value).toBeCloseTo(0, 12);
    expect(table.cells.find((c) => c.statId === 'beta')?.value).toBeCloseTo(1, 12);
  });
});
