import type { StatPeriod } from '../constants.js';
import { calendarReturns } from './calendar.js';
import { lastIndexOnOrBefore, minusMonths } from './dates.js';
import { annualizeCumulative, finiteOrNull } from './metrics.js';
import { periodWindow, type PeriodUnavailableReason } from './periods.js';
import type { AlignedPair, PreparedSeries } from './prepare.js';
import type { DatedValues } from './resample.js';

/** Window of a series request: a statistics period, or explicit dates (a zoom preset's start, a chosen range). */
export type SeriesWindowSpec = StatPeriod | { from: string; to?: string | null };

export type SeriesWindow =
  | { available: true; start: number; end: number; startDate: string; endDate: string; nReturns: number }
  | { available: false; reason: PeriodUnavailableReason };

/**
 * Resolves a window on ascending `dates`. A period follows METRICS.md §2 exactly ({@link periodWindow}). An explicit
 * range `{from, to}` ends at the last price on or before `to` (default: the last price) and starts at the last price
 * on or before `from`, or at the first price when `from` precedes the data (a zoom wider than the history shows the
 * whole history).
 */
export function seriesWindow(dates: readonly string[], spec: SeriesWindowSpec): SeriesWindow {
  if (typeof spec === 'string') {
    const w = periodWindow(dates, spec);
    return w.available
      ? {
          available: true,
          start: w.start,
          end: w.end,
          startDate: w.startDate,
          endDate: w.endDate,
          nReturns: w.nReturns,
        }
      : { available: false, reason: w.reason };
  }
  if (dates.length === 0) return { available: false, reason: 'noData' };
  const end = spec.to ? lastIndexOnOrBefore(dates, spec.to) : dates.length - 1;
  if (end < 0) return { available: false, reason: 'insufficientHistory' };
  const start = Math.max(0, lastIndexOnOrBefore(dates, spec.from));
  if (start >= end) return { available: false, reason: 'noReturns' };
  return {
    available: true,
    start,
    end,
    startDate: dates[start] ?? '',
    endDate: dates[end] ?? '',
    nReturns: end - start,
  };
}

/**
 * The window of a second series (a benchmark on its own calendar) covering the same dates as a fund window: it
 * starts at its last price on or before `startDate` and ends at its last price on or before `endDate`. If it has no
 * price on or before `startDate` it starts at its first price, unless `requireStart` (then `null`: a factsheet must
 * not compare returns over different spans). `null` when that leaves no return.
 */
export function matchingWindow(
  dates: readonly string[],
  startDate: string,
  endDate: string,
  requireStart = false,
): { start: number; end: number } | null {
  const end = lastIndexOnOrBefore(dates, endDate);
  const found = lastIndexOnOrBefore(dates, startDate);
  if (found < 0 && requireStart) return null;
  const start = Math.max(0, found);
  return end > start ? { start, end } : null;
}

/**
 * Cumulative returns rebased at the window start (METRICS.md §5): `W_k - 1` with `W_k = P_k / P_start`, first point
 * = the window start with value 0. With `initialValue` `v` the values are the wealth index `v * W_k` instead
 * (e.g. 100 -> an index starting at 100), suited to a log scale.
 */
export function cumulativeReturnsSeries(
  s: PreparedSeries,
  start: number,
  end: number,
  initialValue: number | null = null,
): DatedValues {
  const values = new Array<number>(end - start + 1);
  const base = s.prices[start] ?? NaN;
  for (let i = start; i <= end; i++) {
    const w = (s.prices[i] ?? NaN) / base;
    values[i - start] = initialValue === null ? (i === start ? 0 : w - 1) : initialValue * w;
  }
  return { dates: s.dates.slice(start, end + 1), values };
}

/**
 * Drawdown series (METRICS.md §5): `W_k / max_{j<=k} W_j - 1` (<= 0), first point 0 (the window's start price is a
 * peak). PA `Drawdowns(R, geometric = TRUE)`. `maximumDrawdown = -min(values)`.
 */
export function drawdownSeries(s: PreparedSeries, start: number, end: number): DatedValues {
  const values = new Array<number>(end - start + 1);
  let peak = s.prices[start] ?? NaN;
  for (let i = start; i <= end; i++) {
    const p = s.prices[i] ?? NaN;
    if (p > peak) peak = p;
    values[i - start] = p >= peak ? 0 : p / peak - 1;
  }
  return { dates: s.dates.slice(start, end + 1), values };
}

/** One drawdown episode: from a peak, through its trough, to the first price back at (or above) the peak. */
export interface DrawdownEpisode {
  /** Date of the peak (the last price at the running maximum before the fall). */
  peakDate: string;
  /** First date below the peak (PA `table.Drawdowns` "From"). */
  startDate: string;
  troughDate: string;
  /** First date at or above the peak again; `null` while not recovered. */
  recoveryDate: string | null;
  /** `P_trough / P_peak - 1` (negative, like the drawdown series; PA "Depth"). */
  depth: number;
  /** Periods (prices) from the peak to the recovery, or to the window end when not recovered. */
  length: number;
  /** Periods from the peak to the trough. */
  toTrough: number;
  /** Periods from the trough to the recovery; `null` while not recovered. */
  recovery: number | null;
}

/**
 * The `limit` (default 10) deepest drawdown episodes of the window, deepest first (PA `table.Drawdowns`, which
 * sorts by depth). An episode opens at the first price below the running peak and closes at the first price at or
 * above it; one still open at the window end has `recoveryDate: null`.
 */
export function drawdownEpisodes(
  s: PreparedSeries,
  start: number,
  end: number,
  limit = 10,
): DrawdownEpisode[] {
  const episodes: DrawdownEpisode[] = [];
  let peakIdx = start;
  let peak = s.prices[start] ?? NaN;
  let open = false;
  let troughIdx = start;
  let trough = peak;
  const close = (recoveryIdx: number | null): void => {
    const last = recoveryIdx ?? end;
    episodes.push({
      peakDate: s.dates[peakIdx] ?? '',
      startDate: s.dates[peakIdx + 1] ?? '',
      troughDate: s.dates[troughIdx] ?? '',
      recoveryDate: recoveryIdx === null ? null : (s.dates[recoveryIdx] ?? ''),
      depth: trough / peak - 1,
      length: last - peakIdx,
      toTrough: troughIdx - peakIdx,
      recovery: recoveryIdx === null ? null : recoveryIdx - troughIdx,
    });
  };
  for (let i = start + 1; i <= end; i++) {
    const p = s.prices[i] ?? NaN;
    if (p >= peak) {
      if (open) close(i);
      open = false;
      peak = p;
      peakIdx = i;
    } else if (!open) {
      open = true;
      troughIdx = i;
      trough = p;
    } else if (p < trough) {
      troughIdx = i;
      trough = p;
    }
  }
  if (open) close(null);
  episodes.sort((a, b) => a.depth - b.depth);
  return episodes.slice(0, limit);
}

/**
 * Outperformance (relative performance) of the fund against the benchmark on their common dates, rebased at the
 * window start: `(1 + R_f,k) / (1 + R_b,k) - 1 = W_f,k / W_b,k - 1`, where `R_f,k`, `R_b,k` are the cumulative
 * returns since the window start. Positive = the fund is ahead; first point 0. (The ratio rather than the difference
 * `R_f - R_b` so that it is itself a return: what a fund holder earned over a benchmark holder.)
 */
export function outperformanceSeries(pair: AlignedPair, start: number, end: number): DatedValues {
  const values = new Array<number>(end - start + 1);
  const f0 = pair.fund.prices[start] ?? NaN;
  const b0 = pair.benchmark.prices[start] ?? NaN;
  for (let i = start; i <= end; i++) {
    const rel = (pair.fund.prices[i] ?? NaN) / f0 / ((pair.benchmark.prices[i] ?? NaN) / b0);
    values[i - start] = i === start ? 0 : rel - 1;
  }
  return { dates: pair.fund.dates.slice(start, end + 1), values };
}

/** A row of the monthly returns table (METRICS.md §5 `monthlyReturns`). `month` is 1..12. */
export interface MonthlyReturnRow {
  year: number;
  month: number;
  /** Date of the last price in that month. */
  lastDate: string;
  value: number;
}

/** A row of the yearly returns table (METRICS.md §5 `yearlyReturns`). */
export interface YearlyReturnRow {
  year: number;
  lastDate: string;
  value: number;
}

/** Calendar-month returns of the window (METRICS.md §3; first and last month can be partial). */
export function monthlyReturnsTable(s: PreparedSeries, start: number, end: number): MonthlyReturnRow[] {
  const c = calendarReturns(s, start, end, 'month');
  const rows: MonthlyReturnRow[] = [];
  for (let k = 0; k < c.values.length; k++) {
    const idx = c.lastIndex[k] ?? 0;
    const key = s.monthKeys[idx] ?? 0;
    rows.push({
      year: Math.floor(key / 12),
      month: (key % 12) + 1,
      lastDate: s.dates[idx] ?? '',
      value: c.values[k] ?? NaN,
    });
  }
  return rows;
}

/** Calendar-year returns of the window (PA `apply.yearly`; first and last year can be partial). */
export function yearlyReturnsTable(s: PreparedSeries, start: number, end: number): YearlyReturnRow[] {
  const c = calendarReturns(s, start, end, 'year');
  const rows: YearlyReturnRow[] = [];
  for (let k = 0; k < c.values.length; k++) {
    const idx = c.lastIndex[k] ?? 0;
    rows.push({
      year: Math.floor((s.monthKeys[idx] ?? 0) / 12),
      lastDate: s.dates[idx] ?? '',
      value: c.values[k] ?? NaN,
    });
  }
  return rows;
}

/** Histogram of periodic returns (the `returnProfile` card). */
export interface ReturnProfile {
  /** The periodic returns counted: calendar-month returns of the window (METRICS.md §3). */
  basis: 'monthly';
  binWidth: number;
  /** Consecutive bins `[from, to)` (the last one closed); counts per series. */
  bins: { from: number; to: number; fund: number; benchmark: number | null }[];
}

/** Bin widths tried in order (1 basis point to 100 %, "nice" steps). */
const BIN_WIDTHS = [0.0025, 0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 1];
const MAX_BINS = 25;

/**
 * Return profile: the distribution of the window's **calendar-month** returns of the fund (and benchmark, sharing
 * the bins). Bins are aligned on multiples of the width, the smallest width of 0.25 %, 0.5 %, 1 %, 2 %, 2.5 %,
 * 5 %, 10 %, ... giving at most 25 bins over `[min, max]` of both series; a return on a bin edge counts in the bin
 * above it. Empty input: no bins.
 */
export function returnProfile(
  fundMonthly: readonly number[] | Float64Array,
  benchmarkMonthly: readonly number[] | Float64Array | null,
): ReturnProfile {
  let min = Infinity;
  let max = -Infinity;
  for (const arr of [fundMonthly, benchmarkMonthly]) {
    if (!arr) continue;
    for (const v of arr) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { basis: 'monthly', binWidth: 0.01, bins: [] };
  // Float-safe bin index: round the quotient before flooring so that exact multiples land on their own edge.
  const idx = (v: number, w: number): number => Math.floor(Math.round((v / w) * 1e9) / 1e9);
  let width = BIN_WIDTHS[BIN_WIDTHS.length - 1] ?? 1;
  for (const w of BIN_WIDTHS) {
    if (idx(max, w) - idx(min, w) + 1 <= MAX_BINS) {
      width = w;
      break;
    }
  }
  const first = idx(min, width);
  const count = idx(max, width) - first + 1;
  const bins: ReturnProfile['bins'] = [];
  for (let k = 0; k < count; k++) {
    bins.push({
      from: (first + k) * width,
      to: (first + k + 1) * width,
      fund: 0,
      benchmark: benchmarkMonthly ? 0 : null,
    });
  }
  for (const v of fundMonthly) {
    const bin = bins[idx(v, width) - first];
    if (bin) bin.fund++;
  }
  if (benchmarkMonthly) {
    for (const v of benchmarkMonthly) {
      const bin = bins[idx(v, width) - first];
      if (bin?.benchmark != null) bin.benchmark++;
    }
  }
  return { basis: 'monthly', binWidth: width, bins };
}

/** A factsheet line: the cumulative (or annualized) return of fund and benchmark over one period. */
export interface PeriodReturn {
  period: StatPeriod;
  available: boolean;
  reason: PeriodUnavailableReason | null;
  startDate: string | null;
  endDate: string | null;
  nReturns: number;
  /** Whether `fund` / `benchmark` are annualized (see {@link periodReturns}). */
  annualized: boolean;
  fund: number | null;
  benchmark: number | null;
}

/** Periods longer than one year: always annualized under `annualizePeriodsBiggerThanOneYear`. */
const MULTI_YEAR: readonly StatPeriod[] = ['36m', '60m'];

/**
 * Cumulative returns per period for the factsheet. Fund: `P_e / P_s - 1` on its window (METRICS.md §2). Benchmark:
 * the same calendar window on its own prices ({@link matchingWindow}; `null` if it does not cover the start). With `annualizePeriodsBiggerThanOneYear`,
 * periods longer than one year (`36m`, `60m`, and `max` when it starts more than 12 calendar months before its
 * end) show `annualizedReturn = (1 + c)^(scale / n) - 1` instead (same convention as the statistics table).
 */
export function periodReturns(
  fund: PreparedSeries,
  benchmark: PreparedSeries | null,
  scale: number,
  periods: readonly StatPeriod[],
  options: { annualizePeriodsBiggerThanOneYear?: boolean } = {},
): PeriodReturn[] {
  return periods.map((period) => {
    const w = periodWindow(fund.dates, period);
    if (!w.available) {
      return {
        period,
        available: false,
        reason: w.reason,
        startDate: null,
        endDate: null,
        nReturns: 0,
        annualized: false,
        fund: null,
        benchmark: null,
      };
    }
    const longer =
      MULTI_YEAR.includes(period) || (period === 'max' && w.startDate < minusMonths(w.endDate, 12));
    const annualized = Boolean(options.annualizePeriodsBiggerThanOneYear) && longer;
    const value = (s: PreparedSeries, start: number, end: number): number | null => {
      const c = (s.prices[end] ?? NaN) / (s.prices[start] ?? NaN) - 1;
      return annualized ? annualizeCumulative(c, end - start, scale) : finiteOrNull(c);
    };
    let bench: number | null = null;
    if (benchmark) {
      const bw = matchingWindow(benchmark.dates, w.startDate, w.endDate, true);
      if (bw) bench = value(benchmark, bw.start, bw.end);
    }
    return {
      period,
      available: true,
      reason: null,
      startDate: w.startDate,
      endDate: w.endDate,
      nReturns: w.nReturns,
      annualized,
      fund: value(fund, w.start, w.end),
      benchmark: bench,
    };
  });
}
