import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '../prices/layout.js';
import { computeAnalysisSeries } from './analysis-series.js';
import { prepareAnalytics, prepareSeries } from './prepare.js';
import { applyResampleMask, resample, resampleMask } from './resample.js';
import { drawdownEpisodes, drawdownSeries, periodReturns, returnProfile, seriesWindow } from './series.js';
import { computeStatisticsTable } from './statistics-table.js';
import fixture from './fixtures/conformance.json';

const series = (dates: string[], prices: number[]): PriceSeries => ({ dates, prices, adjusted: prices });
function ref(id: string): PriceSeries {
  const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[id];
  if (!f) throw new Error(id);
  return series(f.dates, f.prices);
}
const dax = ref('eustockmarkets_dax');
const smi = ref('eustockmarkets_smi');

describe('cumulative returns, drawdowns, outperformance (METRICS.md §5)', () => {
  const s = computeAnalysisSeries({
    fund: dax,
    benchmark: smi,
    frequency: 'daily',
    oldDataEndDate: '1993-12-31',
  });
  it('cumulative returns start at 0 on the window start and end at the cumulative return', () => {
    const cr = s.cumulativeReturns.fund;
    expect(cr.dates[0]).toBe('1991-07-01');
    expect(cr.values[0]).toBe(0);
    const t = computeStatisticsTable({ fund: dax, frequency: 'daily' }, { periods: ['max'] });
    const cum = t.cells.find((c) => c.statId === 'cumulativeReturn')?.value ?? NaN;
    expect(cr.values.at(-1)).toBeCloseTo(cum, 12);
    expect(cr.dates).toHaveLength(dax.dates.length);
  });
  it('every series carries the legacy-data boundary', () => {
    expect(s.oldDataEndDate).toBe('1993-12-31');
    for (const c of [
      s.cumulativeReturns.fund,
      s.cumulativeReturns.benchmark,
      s.drawdowns.fund,
      s.drawdowns.benchmark,
      s.outperformance,
      s.rolling1y.fund,
      s.rolling1y.beta,
    ]) {
      expect(c?.oldDataEndDate).toBe('1993-12-31');
    }
  });
  it('drawdowns are <= 0 and their minimum is -maximumDrawdown', () => {
    const dd = s.drawdowns.fund.values;
    expect(Math.max(...dd)).toBe(0);
    expect(-Math.min(...dd)).toBeCloseTo(0.22622259742982798, 14);
    expect(s.drawdownEpisodes.fund[0]?.depth).toBeCloseTo(-0.22622259742982798, 14);
  });
  it('outperformance = (1 + R_f) / (1 + R_b) - 1 on common dates', () => {
    const o = s.outperformance;
    const last = o?.values.at(-1) ?? NaN;
    const f = s.cumulativeReturns.fund.values.at(-1) ?? NaN;
    const b = s.cumulativeReturns.benchmark?.values.at(-1) ?? NaN;
    expect(last).toBeCloseTo((1 + f) / (1 + b) - 1, 12);
    expect(o?.values[0]).toBe(0);
  });
  it('initial value turns returns into a wealth index', () => {
    const w = computeAnalysisSeries({ fund: dax, frequency: 'daily' }, { initialValue: 100 });
    expect(w.cumulativeReturns.fund.values[0]).toBe(100);
    expect(w.cumulativeReturns.fund.values.at(-1)).toBeCloseTo(100 * (1 + 2.3606876438986943), 9);
    expect(w.initialValue).toBe(100);
  });
  it('windows: a period, an explicit range, a range before the data', () => {
    const ytd = computeAnalysisSeries({ fund: dax, benchmark: smi, frequency: 'daily' }, { window: 'ytd' });
    expect(ytd.window).toEqual({
      available: true,
      startDate: '1997-12-31',
      endDate: '1998-08-14',
      nReturns: 162,
    });
    expect(ytd.cumulativeReturns.fund.dates[0]).toBe('1997-12-31');
    expect(ytd.cumulativeReturns.benchmark?.dates[0]).toBe('1997-12-31');
    expect(ytd.monthlyReturns.fund.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const range = computeAnalysisSeries(
      { fund: dax, frequency: 'daily' },
      { window: { from: '1995-01-01', to: '1995-12-31' } },
    );
    expect(range.window).toMatchObject({ startDate: '1994-12-30', endDate: '1995-12-29' });
    const wide = seriesWindow(dax.dates, { from: '1980-01-01' });
    expect(wide).toMatchObject({ available: true, start: 0 });
    expect(seriesWindow(dax.dates, { from: '1990-01-01', to: '1990-12-31' })).toEqual({
      available: false,
      reason: 'insufficientHistory',
    });
  });
  it('rolling one-year series start at the scale-th return and are restricted to the window', () => {
    expect(s.rolling1y.fund.dates[0]).toBe(dax.dates[252]);
    expect(s.rolling1y.beta?.dates[0]).toBe(dax.dates[252]);
    const y = computeAnalysisSeries({ fund: dax, benchmark: smi, frequency: 'daily' }, { window: '12m' });
    expect(y.rolling1y.fund.dates[0]).toBe('1997-08-15');
    expect(y.rolling1y.fund.dates.at(-1)).toBe('1998-08-14');
    expect(y.rolling1y.fund.rollingSharpeRatio).toHaveLength(261);
  });
  it("the benchmark's rolling metrics are its own, on its own calendar and frequency", () => {
    const alone = computeAnalysisSeries({ fund: smi, frequency: 'daily' });
    expect(s.rolling1y.benchmark?.scale).toBe(252);
    expect(s.rolling1y.benchmark?.dates).toEqual(alone.rolling1y.fund.dates);
    expect(s.rolling1y.benchmark?.rollingAnnualizedVolatility).toEqual(
      alone.rolling1y.fund.rollingAnnualizedVolatility,
    );
    expect(s.rolling1y.benchmark?.rollingSharpeRatio).toEqual(alone.rolling1y.fund.rollingSharpeRatio);
    // A weekly fund against a daily benchmark: the benchmark's window is 252 of its own returns, not 52.
    const weeklyFund = ref('eustockmarkets_weekly_dax');
    const mixed = computeAnalysisSeries({
      fund: weeklyFund,
      benchmark: smi,
      frequency: 'weekly',
      benchmarkFrequency: 'daily',
    });
    expect(mixed.rolling1y.fund.dates[0]).toBe(weeklyFund.dates[52]);
    expect(mixed.rolling1y.benchmark?.scale).toBe(252);
    expect(mixed.rolling1y.benchmark?.dates[0]).toBe(smi.dates[252]);
    expect(mixed.rolling1y.benchmark?.rollingAnnualizedVolatility.at(-1)).toBe(
      alone.rolling1y.fund.rollingAnnualizedVolatility.at(-1),
    );
    // Without a benchmark frequency the fund's applies; without a benchmark there is nothing.
    const same = computeAnalysisSeries({ fund: weeklyFund, benchmark: smi, frequency: 'weekly' });
    expect(same.rolling1y.benchmark?.scale).toBe(52);
    expect(computeAnalysisSeries({ fund: dax, frequency: 'daily' }).rolling1y.benchmark).toBeNull();
  });
  it('monthly and yearly tables for fund and benchmark', () => {
    expect(s.yearlyReturns.fund.map((r) => r.year)).toEqual([1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998]);
    expect(s.yearlyReturns.benchmark?.map((r) => r.year)).toHaveLength(8);
    const compounded = s.monthlyReturns.fund.reduce((a, m) => a * (1 + m.value), 1) - 1;
    expect(compounded).toBeCloseTo(2.3606876438986943, 10);
  });
  it('return profile counts every month once, fund and benchmark on shared bins', () => {
    const p = s.returnProfile;
    expect(p.bins.reduce((a, b) => a + b.fund, 0)).toBe(s.monthlyReturns.fund.length);
    expect(p.bins.reduce((a, b) => a + (b.benchmark ?? 0), 0)).toBe(s.monthlyReturns.benchmark?.length);
    expect(p.bins.length).toBeLessThanOrEqual(25);
    for (let i = 1; i < p.bins.length; i++) expect(p.bins[i]?.from).toBeCloseTo(p.bins[i - 1]?.to ?? NaN, 12);
  });
  it('weighted components over the window', () => {
    const w = computeAnalysisSeries(
      { fund: dax, frequency: 'daily' },
      {
        window: 'ytd',
        components: [
          { id: 'dax', dates: dax.dates, prices: dax.prices, weight: 0.6 },
          { id: 'smi', dates: smi.dates, prices: smi.prices, weight: 0.4 },
        ],
      },
    );
    expect(w.cumulativeWeightedReturns?.dates[0]).toBe('1997-12-31');
    expect(w.cumulativeWeightedReturns?.total[0]).toBe(0);
    expect(w.cumulativeWeightedReturns?.contributions.map((c) => c.id)).toEqual(['dax', 'smi']);
    expect(s.cumulativeWeightedReturns).toBeNull();
  });
  it('unavailable window: empty series, never fake numbers', () => {
    const u = computeAnalysisSeries({ fund: series(['2024-01-02'], [1]), frequency: 'daily' });
    expect(u.window).toEqual({ available: false, reason: 'noReturns' });
    expect(u.cumulativeReturns.fund.values).toEqual([]);
    expect(u.drawdownEpisodes.fund).toEqual([]);
    expect(u.returnProfile.bins).toEqual([]);
    const e = computeAnalysisSeries({ fund: series([], []), frequency: 'daily' });
    expect(e.window).toEqual({ available: false, reason: 'noData' });
    expect(e.rolling1y.fund.dates).toEqual([]);
  });
  it('resampling masks shared between series on the same dates change nothing', () => {
    // A series resampled alongside others equals the same series resampled alone: DAX and SMI (EuStockMarkets)
    // share their calendar and so one mask; a benchmark with every third date missing gets its own.
    const sparse = series(
      smi.dates.filter((_, i) => i % 3 !== 1),
      smi.prices.filter((_, i) => i % 3 !== 1),
    );
    for (const benchmark of [smi, sparse]) {
      const both = computeAnalysisSeries({ fund: dax, benchmark, frequency: 'daily' }, { withResample: 150 });
      const alone = computeAnalysisSeries({ fund: benchmark, frequency: 'daily' }, { withResample: 150 });
      const fundAlone = computeAnalysisSeries({ fund: dax, frequency: 'daily' }, { withResample: 150 });
      expect(both.cumulativeReturns.benchmark).toEqual(alone.cumulativeReturns.fund);
      expect(both.drawdowns.benchmark).toEqual(alone.drawdowns.fund);
      expect(both.cumulativeReturns.fund).toEqual(fundAlone.cumulativeReturns.fund);
      expect(both.rolling1y.benchmark).toEqual({ ...alone.rolling1y.fund, scale: 252 });
    }
  });
  it('resampling keeps first, last and the extrema, within the budget', () => {
    const r = computeAnalysisSeries({ fund: dax, benchmark: smi, frequency: 'daily' }, { withResample: 200 });
    const cr = r.cumulativeReturns.fund;
    expect(cr.dates.length).toBeLessThanOrEqual(200);
    expect(cr.dates[0]).toBe('1991-07-01');
    expect(cr.dates.at(-1)).toBe('1998-08-14');
    const dd = r.drawdowns.fund.values;
    expect(-Math.min(...dd)).toBeCloseTo(0.22622259742982798, 14);
    expect(r.rolling1y.fund.dates.length).toBeLessThanOrEqual(200);
    expect(r.rolling1y.fund.dates.length).toBe(r.rolling1y.fund.rollingSharpeRatio.length);
  });
});

describe('resample', () => {
  const dates = Array.from({ length: 1000 }, (_, i) =>
    new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10),
  );
  const values = dates.map((_, i) => Math.sin(i / 10) + (i === 500 ? 5 : 0));
  it('returns short series unchanged', () => {
    expect(resample({ dates: ['2020-01-01'], values: [1] }, 10)).toEqual({
      dates: ['2020-01-01'],
      values: [1],
    });
  });
  it('keeps week ends when they fit, plus first, last and extrema', () => {
    const r = resample({ dates, values }, 200);
    expect(r.dates.length).toBeLessThanOrEqual(200);
    expect(r.dates[0]).toBe(dates[0]);
    expect(r.dates.at(-1)).toBe(dates.at(-1));
    expect(Math.max(...r.values)).toBe(Math.max(...values));
    expect(Math.min(...r.values)).toBe(Math.min(...values));
    // weekly buckets: consecutive kept dates are at most 7 days apart
    expect(r.dates.length).toBeGreaterThan(140);
  });
  it('falls back to coarser buckets, then to a stride', () => {
    expect(resample({ dates, values }, 40).dates.length).toBeLessThanOrEqual(40);
    expect(resample({ dates, values }, 6).dates.length).toBeLessThanOrEqual(6);
  });
  it('keeps month and year ends exactly (string-prefix bucketing)', () => {
    const months = resample({ dates, values }, 40);
    // Every kept date but the first and the extrema is the last date of its month in the input.
    const lastOfMonth = new Set(dates.filter((d, i) => d.slice(0, 7) !== (dates[i + 1] ?? '').slice(0, 7)));
    const extra = new Set([
      dates[0],
      dates[values.indexOf(Math.max(...values))],
      dates[values.indexOf(Math.min(...values))],
    ]);
    for (const d of months.dates) expect(lastOfMonth.has(d) || extra.has(d), d).toBe(true);
    expect(months.dates.filter((d) => lastOfMonth.has(d))).toHaveLength(lastOfMonth.size);
  });
  it('one mask serves every chart on the same dates, and a sub-range mask equals the mask of the slice', () => {
    const mask = resampleMask(dates, 0, dates.length, 200);
    const other = dates.map((_, i) => Math.cos(i / 7));
    expect(applyResampleMask({ dates, values }, mask)).toEqual(resample({ dates, values }, 200));
    expect(applyResampleMask({ dates, values: other }, mask)).toEqual(
      resample({ dates, values: other }, 200),
    );
    expect(resampleMask(dates, 100, 900, 150)).toEqual(resampleMask(dates.slice(100, 900), 0, 800, 150));
    expect(resampleMask(dates, 0, 150, 200)).toBeNull();
    expect(() => applyResampleMask({ dates: dates.slice(1), values: values.slice(1) }, mask)).toThrow(/mask/);
  });
});

describe('drawdown episodes', () => {
  const d = [
    '2024-01-01',
    '2024-01-02',
    '2024-01-03',
    '2024-01-04',
    '2024-01-05',
    '2024-01-06',
    '2024-01-07',
  ];
  const s = prepareSeries(d, [100, 110, 99, 88, 110, 120, 108]);
  it('peak, trough, recovery, depth and lengths', () => {
    const e = drawdownEpisodes(s, 0, 6);
    expect(e).toEqual([
      {
        peakDate: '2024-01-02',
        startDate: '2024-01-03',
        troughDate: '2024-01-04',
        recoveryDate: '2024-01-05',
        depth: 88 / 110 - 1,
        length: 3,
        toTrough: 2,
        recovery: 1,
      },
      {
        peakDate: '2024-01-06',
        startDate: '2024-01-07',
        troughDate: '2024-01-07',
        recoveryDate: null,
        depth: 108 / 120 - 1,
        length: 1,
        toTrough: 1,
        recovery: null,
      },
    ]);
    expect(drawdownSeries(s, 0, 6).values).toEqual([0, 0, 99 / 110 - 1, 88 / 110 - 1, 0, 0, 108 / 120 - 1]);
  });
  it('limits to the deepest N', () => {
    expect(drawdownEpisodes(s, 0, 6, 1)).toHaveLength(1);
  });
});

describe('factsheet period returns', () => {
  const prep = prepareAnalytics({ fund: dax, benchmark: smi, frequency: 'daily' });
  it('cumulative by default, annualized beyond one year on request', () => {
    const plain = periodReturns(prep.fund, prep.benchmark, 252, ['12m', '36m', 'max']);
    const ann = periodReturns(prep.fund, prep.benchmark, 252, ['12m', '36m', 'max'], {
      annualizePeriodsBiggerThanOneYear: true,
    });
    expect(plain.map((p) => p.annualized)).toEqual([false, false, false]);
    expect(ann.map((p) => p.annualized)).toEqual([false, true, true]);
    expect(ann[2]?.fund).toBeCloseTo(0.17858494583426343, 13);
    expect(ann[0]?.fund).toBe(plain[0]?.fund);
    expect(plain[2]?.fund).toBeCloseTo(2.3606876438986943, 12);
    expect(plain[2]?.benchmark).not.toBeNull();
  });
  it('benchmark must cover the start; unavailable periods say why', () => {
    const late = prepareAnalytics({
      fund: dax,
      benchmark: series(['1998-01-02', '1998-08-14'], [1, 2]),
      frequency: 'daily',
    });
    const r = periodReturns(late.fund, late.benchmark, 252, ['max', 'ytd']);
    expect(r[0]?.benchmark).toBeNull();
    expect(r[1]?.benchmark).toBeNull();
    const short = prepareAnalytics({
      fund: series(['2024-01-02', '2024-01-03'], [1, 2]),
      frequency: 'daily',
    });
    expect(periodReturns(short.fund, null, 252, ['60m'])[0]).toMatchObject({
      available: false,
      reason: 'insufficientHistory',
      fund: null,
    });
  });
});

describe('return profile bins', () => {
  it('chooses a nice width and counts edge values in the upper bin', () => {
    const p = returnProfile([0.01, 0.02, -0.01, 0], null);
    expect(p.binWidth).toBe(0.0025);
    expect(p.bins[0]?.from).toBeCloseTo(-0.01, 15);
    expect(p.bins.reduce((a, b) => a + b.fund, 0)).toBe(4);
    expect(p.bins.every((b) => b.benchmark === null)).toBe(true);
    const wide = returnProfile([-0.3, 0.4], [0.1]);
    expect(wide.binWidth).toBe(0.05);
  });
});
