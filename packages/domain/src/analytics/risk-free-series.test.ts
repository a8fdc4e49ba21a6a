/**
 * The engine with a dated risk-free series (METRICS.md "Risk-free rate from a series") against a brute-force
 * reference written here in plain loops straight from METRICS.md (no engine code: its own windows, alignment, month
 * buckets and rate look-up), on the reference data of METRICS.md (the price files of conformance.test.ts) with a
 * synthetic time-varying rate: steps, negative rates, a gap of several months without a fixing, and a first fixing
 * after the start of the longest windows (so those windows are `riskFreeRateMissing`).
 */
import { describe, expect, it } from 'vitest';
import { STAT_IDS, STAT_PERIODS, type StatId, type StatPeriod } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { computeAnalysisSeries } from './analysis-series.js';
import fixture from './fixtures/conformance.json';
import { alpha, m2RiskAdjustedPerfMonthly, sharpeRatio, treynorRatio } from './metrics.js';
import type { RiskFreeSeries } from './prepare.js';
import { computeStatisticsTable, type StatisticCell } from './statistics-table.js';

type Frequency = 'daily' | 'weekly' | 'monthly';
interface Prices {
  dates: string[];
  prices: number[];
}

/** `a[i]`, which the reference only reads inside its bounds. */
function at<T>(a: ArrayLike<T>, i: number): T {
  const v = a[i];
  if (v === undefined) throw new Error(`index ${i} out of bounds`);
  return v;
}

const files = fixture.files as Record<string, Prices | undefined>;
function file(id: string): Prices {
  const f = files[id];
  if (!f) throw new Error(`fixture without ${id}`);
  return f;
}
const asSeries = (p: Prices): PriceSeries => ({ dates: p.dates, prices: p.prices, adjusted: p.prices });

// ---------------------------------------------------------------------------------------------------------------
// The reference: METRICS.md read literally.

const SCALES: Record<Frequency, number> = { daily: 252, weekly: 52, monthly: 12 };

const dayOf = (d: string): number =>
  Date.UTC(+d.slice(0, 4), +d.slice(5, 7) - 1, +d.slice(8, 10)) / 86_400_000;
const monthOf = (d: string): number => +d.slice(0, 4) * 12 + +d.slice(5, 7) - 1;
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** "Product-level rules": snapped median calendar-day gap. */
function scaleOfGaps(dates: string[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < dates.length; i++) gaps.push(dayOf(at(dates, i)) - dayOf(at(dates, i - 1)));
  gaps.sort((a, b) => a - b);
  const h = gaps.length >> 1;
  const median = gaps.length % 2 ? at(gaps, h) : (at(gaps, h - 1) + at(gaps, h)) / 2;
  return median <= 4 ? 252 : median <= 10 ? 52 : median <= 45 ? 12 : median <= 135 ? 4 : 1;
}

/** §2: the start index of a period on `dates`, or null when not available. */
function windowStart(dates: string[], period: StatPeriod): number | null {
  const last = at(dates, dates.length - 1);
  let target: string | null = null;
  if (period === 'ytd') target = `${+last.slice(0, 4) - 1}-12-31`;
  else if (period !== 'max') {
    const months = +period.slice(0, -1);
    const total = +last.slice(0, 4) * 12 + +last.slice(5, 7) - 1 - months;
    const y = Math.floor(total / 12);
    const m = (total % 12) + 1;
    const dim = new Date(Date.UTC(y, m, 0)).getUTCDate();
    target = `${pad(y, 4)}-${pad(m)}-${pad(Math.min(+last.slice(8, 10), dim))}`;
  }
  let s = -1;
  if (target === null) s = 0;
  else for (let i = 0; i < dates.length; i++) if (at(dates, i) <= target) s = i;
  return s < 0 || s >= dates.length - 1 ? null : s;
}

/** The rate in effect on `date`: the last rate dated on or before it, null before the first. */
function rateOn(rf: RiskFreeSeries, date: string): number | null {
  let y: number | null = null;
  for (let k = 0; k < rf.dates.length; k++) if (at(rf.dates, k) <= date) y = at(rf.rates, k);
  return y;
}

const mean = (a: number[]): number => a.reduce((s, v) => s + v, 0) / a.length;
const sd = (a: number[]): number => {
  const m = mean(a);
  return Math.sqrt(a.reduce((s, v) => s + (v - m) ** 2, 0) / (a.length - 1));
};
const fin = (v: number): number | null => (Number.isFinite(v) ? v : null);

type Expected = { value: number | null; reason?: 'riskFreeRateMissing' | 'tooFewReturns' };

/** Sharpe of the fund window `[s, e]` (fund's own dates, `rf_p,i = y(t_{i-1}) / scale`). */
function refSharpe(p: Prices, scale: number, rf: RiskFreeSeries, s: number): Expected {
  const e = p.dates.length - 1;
  if (e - s < 2) return { value: null, reason: 'tooFewReturns' };
  if (rateOn(rf, at(p.dates, s)) === null) return { value: null, reason: 'riskFreeRateMissing' };
  const x: number[] = [];
  for (let i = s + 1; i <= e; i++) {
    const r = at(p.prices, i) / at(p.prices, i - 1) - 1;
    x.push(r - (rateOn(rf, at(p.dates, i - 1)) ?? NaN) / scale);
  }
  return { value: fin((mean(x) / sd(x)) * Math.sqrt(scale)) };
}

/** §1: inner join on the dates. */
function align(a: Prices, b: Prices): { dates: string[]; a: number[]; b: number[] } {
  const out = { dates: [] as string[], a: [] as number[], b: [] as number[] };
  const bByDate = new Map(b.dates.map((d, i) => [d, at(b.prices, i)]));
  a.dates.forEach((d, i) => {
    const pb = bByDate.get(d);
    if (pb !== undefined) {
      out.dates.push(d);
      out.a.push(at(a.prices, i));
      out.b.push(pb);
    }
  });
  return out;
}

type RelativeRf = 'alpha' | 'beta' | 'treynorRatio' | 'm2RiskAdjustedPerfMonthly';

/** The rf-dependent relative statistics of the pair window `[s, e]` (previous common date, `pairScale`). */
function refRelative(
  pair: { dates: string[]; a: number[]; b: number[] },
  pairScale: number,
  rf: RiskFreeSeries,
  s: number,
): Record<RelativeRf, Expected> {
  const e = pair.dates.length - 1;
  const missing = rateOn(rf, at(pair.dates, s)) === null;
  const x: number[] = [];
  const y: number[] = [];
  for (let i = s + 1; i <= e && !missing; i++) {
    const q = (rateOn(rf, at(pair.dates, i - 1)) ?? NaN) / pairScale;
    x.push(at(pair.a, i) / at(pair.a, i - 1) - 1 - q);
    y.push(at(pair.b, i) / at(pair.b, i - 1) - 1 - q);
  }
  // §3 calendar months of the window, each with the rate in effect at its anchor price (previous bucket's last).
  const fundM: number[] = [];
  const benchM: number[] = [];
  const rateM: number[] = [];
  let anchor = s;
  for (let i = s + 1; i <= e; i++) {
    if (i === e || monthOf(at(pair.dates, i)) !== monthOf(at(pair.dates, i + 1))) {
      fundM.push(at(pair.a, i) / at(pair.a, anchor) - 1);
      benchM.push(at(pair.b, i) / at(pair.b, anchor) - 1);
      rateM.push((rateOn(rf, at(pair.dates, anchor)) ?? NaN) / 12);
      anchor = i;
    }
  }
  const tooFew = e - s < 2;
  const fail = (reason: 'riskFreeRateMissing' | 'tooFewReturns'): Expected => ({ value: null, reason });
  const m2 =
    fundM.length < 2
      ? fail('tooFewReturns')
      : missing
        ? fail('riskFreeRateMissing')
        : (() => {
            const ex = fundM.map((v, k) => v - at(rateM, k));
            return { value: fin((mean(ex) / sd(ex)) * sd(benchM) + mean(rateM)) };
          })();
  if (tooFew || missing) {
    const r = fail(tooFew ? 'tooFewReturns' : 'riskFreeRateMissing');
    return { alpha: r, beta: r, treynorRatio: r, m2RiskAdjustedPerfMonthly: m2 };
  }
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let syy = 0;
  for (let k = 0; k < x.length; k++) {
    sxy += (at(x, k) - mx) * (at(y, k) - my);
    syy += (at(y, k) - my) ** 2;
  }
  const beta = sxy / syy;
  const growth = x.reduce((g, v) => g * (1 + v), 1);
  return {
    beta: { value: fin(beta) },
    alpha: { value: fin((1 + mx - beta * my) ** pairScale - 1) },
    treynorRatio: { value: fin((growth ** (pairScale / x.length) - 1) / beta) },
    m2RiskAdjustedPerfMonthly: m2,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The synthetic rate series.

/**
 * Fixings every 9 to 40 calendar days from `first` to `last`: a step path through negative and positive rates
 * (about -0.9 % to +5 %), with no fixing for eight months after the first third (the last rate stays in effect).
 */
function syntheticRates(id: string, first: string, last: string): RiskFreeSeries {
  const dates: string[] = [];
  const rates: number[] = [];
  const end = dayOf(last);
  const start = dayOf(first);
  const gapFrom = start + (end - start) / 3;
  let day = start;
  for (let k = 0; day <= end; k++) {
    if (!(day > gapFrom && day < gapFrom + 240)) {
      dates.push(new Date(day * 86_400_000).toISOString().slice(0, 10));
      rates.push(
        Math.round((0.02 + 0.025 * Math.sin(k / 7) + 0.006 * Math.cos(k * 1.9)) * 1e6) / 1e6 - 0.009,
      );
    }
    day += 9 + ((k * 13) % 32);
  }
  return { id, dates, rates };
}

interface Case {
  name: string;
  fund: string;
  benchmark: string | null;
  frequency: Frequency;
  /** First fixing: after the start of the longest windows, so some windows lack a rate. */
  rateFrom: string;
}

const CASES: Case[] = [
  {
    name: 'DAX vs SMI daily',
    fund: 'eustockmarkets_dax',
    benchmark: 'eustockmarkets_smi',
    frequency: 'daily',
    rateFrom: '1994-01-10',
  },
  {
    name: 'DAX vs SMI weekly',
    fund: 'eustockmarkets_weekly_dax',
    benchmark: 'eustockmarkets_weekly_smi',
    frequency: 'weekly',
    rateFrom: '1993-11-20',
  },
  {
    name: 'HAM1 vs S&P 500 monthly',
    fund: 'managers_ham1',
    benchmark: 'managers_sp500_tr',
    frequency: 'monthly',
    rateFrom: '1997-03-15',
  },
  {
    name: 'EDHEC CTA vs S&P 500 monthly',
    fund: 'edhec_cta_global',
    benchmark: 'managers_sp500_tr',
    frequency: 'monthly',
    rateFrom: '2000-01-31',
  },
  // A daily fund against a month-end benchmark: the pair's returns are monthly (pairScale 12, METRICS.md §1).
  {
    name: 'DAX daily vs S&P 500 month ends',
    fund: 'eustockmarkets_dax',
    benchmark: 'managers_sp500_tr',
    frequency: 'daily',
    rateFrom: '1992-06-30',
  },
  {
    name: 'EDHEC short selling, no benchmark',
    fund: 'edhec_short_selling',
    benchmark: null,
    frequency: 'monthly',
    rateFrom: '1999-07-01',
  },
];

const RF_STATS: StatId[] = ['sharpeRatio', 'alpha', 'beta', 'treynorRatio', 'm2RiskAdjustedPerfMonthly'];

const close = (actual: number | null | undefined, expected: number | null, rel: number): boolean =>
  expected === null || actual === null || actual === undefined
    ? actual === expected
    : Math.abs(actual - expected) <= rel * Math.max(Math.abs(expected), 1e-8);

const cellOf = (cells: StatisticCell[], period: StatPeriod, statId: StatId): StatisticCell => {
  const c = cells.find((x) => x.period === period && x.statId === statId);
  if (!c) throw new Error(`no cell ${period} ${statId}`);
  return c;
};

describe('risk-free series = brute-force reference of METRICS.md', () => {
  for (const c of CASES) {
    const fund = file(c.fund);
    const bench = c.benchmark ? file(c.benchmark) : null;
    const rf = syntheticRates('SYNTH', c.rateFrom, '2021-12-31');
    const table = computeStatisticsTable({
      fund: asSeries(fund),
      benchmark: bench ? asSeries(bench) : null,
      frequency: c.frequency,
      riskFreeSeries: rf,
    });

    it(`${c.name}: every rf-dependent statistic of every period to 1e-10`, () => {
      const scale = SCALES[c.frequency];
      const pair = bench ? align(fund, bench) : null;
      const pairScale = pair ? Math.min(scale, scaleOfGaps(pair.dates)) : scale;
      expect(table.conventions.pairScale).toBe(pairScale);
      const mismatches: string[] = [];
      let missing = 0;
      let computed = 0;
      for (const period of STAT_PERIODS) {
        const s = windowStart(fund.dates, period);
        const want: Partial<Record<StatId, Expected>> = {};
        if (s !== null) want.sharpeRatio = refSharpe(fund, scale, rf, s);
        const ps = pair ? windowStart(pair.dates, period) : null;
        if (pair && ps !== null) Object.assign(want, refRelative(pair, pairScale, rf, ps));
        for (const statId of RF_STATS) {
          const expected = want[statId];
          if (!expected) continue;
          const got = cellOf(table.cells, period, statId);
          if (expected.reason === 'riskFreeRateMissing') missing++;
          if (expected.value !== null) computed++;
          const ok =
            close(got.value, expected.value, 1e-10) &&
            (expected.reason === undefined || got.nullReason === expected.reason);
          if (!ok)
            mismatches.push(`${period} ${statId}: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`);
        }
      }
      expect(mismatches).toEqual([]);
      // The series starts after the longest windows' anchors: both cases occur.
      expect(missing).toBeGreaterThan(0);
      expect(computed).toBeGreaterThan(0);
    });

    it(`${c.name}: statistics without rf are unchanged by the series`, () => {
      const constant = computeStatisticsTable({
        fund: asSeries(fund),
        benchmark: bench ? asSeries(bench) : null,
        frequency: c.frequency,
      });
      const changed = table.cells.filter(
        (cell, i) => !RF_STATS.includes(cell.statId) && cell.value !== constant.cells[i]?.value,
      );
      expect(changed).toEqual([]);
    });
  }

  it('states the series and its last fixing with the conventions', () => {
    const rf = syntheticRates('SARON', '1994-01-10', '2021-12-31');
    const table = computeStatisticsTable({
      fund: asSeries(file('eustockmarkets_dax')),
      frequency: 'daily',
      riskFreeSeries: rf,
      riskFreeAnnual: 0.5,
    });
    expect(table.conventions.riskFreeSeries).toEqual({
      id: 'SARON',
      lastDate: rf.dates[rf.dates.length - 1],
    });
    // The typed rate is ignored when a series is given; the conventions state the series' last fixing.
    expect(table.conventions.riskFreeAnnual).toBe(rf.rates[rf.rates.length - 1]);
    expect(
      computeStatisticsTable({ fund: asSeries(file('eustockmarkets_dax')), frequency: 'daily' }).conventions
        .riskFreeSeries,
    ).toBeNull();
  });

  it('the rate in effect for return i is the last fixing on or before t_{i-1}', () => {
    // A fixing dated on a price date applies to the return that starts there, not to the one that ends there.
    const fund: PriceSeries = {
      dates: ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'],
      prices: [100, 101, 100.5, 102, 101],
      adjusted: [100, 101, 100.5, 102, 101],
    };
    const rf: RiskFreeSeries = {
      id: 'X',
      dates: ['2023-12-01', '2024-01-02', '2024-01-04'],
      rates: [0.01, -0.02, 0.05],
    };
    const r = [101 / 100 - 1, 100.5 / 101 - 1, 102 / 100.5 - 1, 101 / 102 - 1];
    const perReturn = [0.01 / 252, -0.02 / 252, -0.02 / 252, 0.05 / 252];
    const table = computeStatisticsTable(
      { fund, frequency: 'daily', riskFreeSeries: rf },
      { periods: ['max'], statIds: ['sharpeRatio'] },
    );
    expect(table.cells[0]?.value).toBeCloseTo(sharpeRatio(r, 252, perReturn) ?? NaN, 14);
    const x = r.map((v, i) => v - at(perReturn, i));
    expect(table.cells[0]?.value).toBeCloseTo((mean(x) / sd(x)) * Math.sqrt(252), 12);
  });

  it('rejects a malformed series (unsorted dates, unequal lengths, non-finite rate, no rate)', () => {
    const fund = asSeries(file('managers_ham1'));
    const bad: RiskFreeSeries[] = [
      { id: 'A', dates: ['2000-01-02', '2000-01-01'], rates: [0.01, 0.01] },
      { id: 'B', dates: ['2000-01-01'], rates: [0.01, 0.02] },
      { id: 'C', dates: ['2000-01-01'], rates: [NaN] },
      { id: 'D', dates: [], rates: [] },
    ];
    for (const riskFreeSeries of bad)
      expect(() => computeStatisticsTable({ fund, frequency: 'monthly', riskFreeSeries })).toThrow(
        riskFreeSeries.id,
      );
  });
});

describe('a constant series = the constant rate', () => {
  for (const c of fixture.cases) {
    for (const t of c.tables) {
      it(`${c.name}, rf ${t.riskFreeAnnual}: every cell to 1e-12 relative`, () => {
        const input = {
          fund: asSeries(file(c.fund)),
          benchmark: c.benchmark ? asSeries(file(c.benchmark)) : null,
          frequency: c.frequency as Frequency,
        };
        const constant = computeStatisticsTable({ ...input, riskFreeAnnual: t.riskFreeAnnual });
        const series = computeStatisticsTable({
          ...input,
          riskFreeSeries: { id: 'FLAT', dates: ['1900-01-01'], rates: [t.riskFreeAnnual] },
        });
        const mismatches = series.cells.filter((cell, i) => {
          const want = constant.cells[i];
          return (
            want?.statId !== cell.statId ||
            !close(cell.value, want.value, 1e-12) ||
            cell.nullReason !== want.nullReason
          );
        });
        expect(mismatches).toEqual([]);
        expect(STAT_IDS.length * STAT_PERIODS.length).toBe(series.cells.length);
      });
    }
  }
});

describe('metric functions take a per-return rate array', () => {
  const r = [0.01, -0.02, 0.015, 0.003, -0.007, 0.012];
  const b = [0.008, -0.01, 0.01, 0.001, -0.004, 0.01];
  const flat = r.map(() => 0.03 / 12);
  it('a constant array gives the constant-rate value', () => {
    const near = (a: number | null, want: number | null) => {
      expect(close(a, want, 1e-12), `${a} vs ${want}`).toBe(true);
    };
    near(sharpeRatio(r, 12, flat), sharpeRatio(r, 12, 0.03 / 12));
    near(alpha(r, b, 12, flat), alpha(r, b, 12, 0.03 / 12));
    near(treynorRatio(r, b, 12, flat), treynorRatio(r, b, 12, 0.03 / 12));
    near(
      m2RiskAdjustedPerfMonthly(
        r,
        b,
        r.map(() => 0.03),
      ),
      m2RiskAdjustedPerfMonthly(r, b, 0.03),
    );
  });
  it('M2 adds the mean of the monthly rates and needs one rate per month', () => {
    const rates = [0.01, -0.005, 0.02, 0.03, 0, 0.012];
    const ex = r.map((v, k) => v - at(rates, k) / 12);
    const want = (mean(ex) / sd(ex)) * sd(b) + mean(rates.map((y) => y / 12));
    expect(close(m2RiskAdjustedPerfMonthly(r, b, rates), want, 1e-12)).toBe(true);
    expect(m2RiskAdjustedPerfMonthly(r, b, rates.slice(1))).toBeNull();
  });
});

describe('ytd tables never show a bucket of the previous year (METRICS.md §5)', () => {
  // The fund is closed on 31 Dec 2024 (its ytd window starts on 30 Dec); the benchmark has a price that day.
  const fund: PriceSeries = {
    dates: ['2024-12-27', '2024-12-30', '2025-01-02', '2025-01-31', '2025-02-03', '2025-02-28'],
    prices: [99, 100, 101, 103, 102, 104],
    adjusted: [99, 100, 101, 103, 102, 104],
  };
  const benchmark: PriceSeries = {
    dates: ['2024-12-27', '2024-12-30', '2024-12-31', '2025-01-02', '2025-01-31', '2025-02-03', '2025-02-28'],
    prices: [199, 200, 204, 206, 208, 205, 210],
    adjusted: [199, 200, 204, 206, 208, 205, 210],
  };
  const ytd = computeAnalysisSeries({ fund, benchmark, frequency: 'daily' }, { window: 'ytd' });

  it('the benchmark starts its January bucket at its 31 Dec price', () => {
    expect(ytd.window).toMatchObject({ available: true, startDate: '2024-12-30' });
    expect(ytd.monthlyReturns.benchmark?.map((r) => [r.year, r.month])).toEqual([
      [2025, 1],
      [2025, 2],
    ]);
    expect(ytd.monthlyReturns.benchmark?.[0]?.value).toBeCloseTo(208 / 204 - 1, 14);
    expect(ytd.yearlyReturns.benchmark).toEqual([
      { year: 2025, lastDate: '2025-02-28', value: 210 / 204 - 1 },
    ]);
    expect(ytd.monthlyReturns.fund.map((r) => [r.year, r.month])).toEqual([
      [2025, 1],
      [2025, 2],
    ]);
    expect(ytd.returnProfile.bins.reduce((n, b) => n + (b.benchmark ?? 0), 0)).toBe(2);
  });

  it('the same for the YTD zoom (a range from 31 Dec of the previous year, as the API receives it)', () => {
    const zoom = computeAnalysisSeries(
      { fund, benchmark, frequency: 'daily' },
      { window: { from: '2024-12-31' } },
    );
    expect(zoom.monthlyReturns).toEqual(ytd.monthlyReturns);
    expect(zoom.yearlyReturns).toEqual(ytd.yearlyReturns);
  });

  it('the benchmark line still covers the fund window (anchored on or before its start date)', () => {
    expect(ytd.cumulativeReturns.benchmark?.dates[0]).toBe('2024-12-30');
  });

  it('other windows keep the benchmark buckets that follow its anchor', () => {
    const max = computeAnalysisSeries({ fund, benchmark, frequency: 'daily' }, { window: 'max' });
    expect(max.monthlyReturns.benchmark?.[0]).toMatchObject({ year: 2024, month: 12, value: 204 / 199 - 1 });
  });
});
