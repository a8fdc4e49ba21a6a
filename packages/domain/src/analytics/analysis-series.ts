import { STAT_PERIODS, type StatPeriod } from '../constants.js';
import { calendarReturns } from './calendar.js';
import { lastIndexOnOrBefore, ytdAnchor } from './dates.js';
import {
  prepareAnalytics,
  type AnalyticsConventions,
  type AnalyticsInput,
  type PreparedAnalytics,
  type PreparedSeries,
} from './prepare.js';
import { applyResampleMask, resampleMask, type DatedValues } from './resample.js';
import { rolling1y, rollingBeta, type Rolling1y, type RollingBeta } from './rolling.js';
import {
  cumulativeReturnsSeries,
  drawdownEpisodes,
  drawdownSeries,
  matchingWindow,
  monthlyReturnsTable,
  outperformanceSeries,
  periodReturns,
  returnProfile,
  seriesWindow,
  yearlyReturnsTable,
  type DrawdownEpisode,
  type MonthlyReturnRow,
  type PeriodReturn,
  type ReturnProfile,
  type SeriesWindowSpec,
  type YearlyReturnRow,
} from './series.js';
import type { PeriodUnavailableReason } from './periods.js';
import { weightedReturns, type WeightedComponent, type WeightedReturns } from './weighted.js';

/** A chart series: parallel columns plus the legacy-data boundary so the UI can shade `date <= oldDataEndDate`. */
export interface ChartSeries extends DatedValues {
  oldDataEndDate: string | null;
}

export interface AnalysisSeriesOptions {
  /** Window of the window-based series (default `max`). */
  window?: SeriesWindowSpec;
  /** Cumulative returns as a wealth index starting at this value (e.g. 100) instead of returns starting at 0. */
  initialValue?: number | null;
  /**
   * Resample the long chart series (cumulative returns, drawdowns, outperformance, rolling) to at most this many
   * points (`true` = 1000); see {@link resample}. Tables, episodes and statistics always use every price.
   */
  withResample?: boolean | number;
  /** Factsheet period returns: annualize periods longer than one year (default false). */
  annualizePeriodsBiggerThanOneYear?: boolean;
  /** Periods of `periodReturns` (default all eight). */
  periods?: readonly StatPeriod[];
  /** How many drawdown episodes (default 10). */
  episodes?: number;
  /** Components of a weighted product: adds `cumulativeWeightedReturns` over the window ({@link weightedReturns}). */
  components?: readonly WeightedComponent[];
}

type Pair<T> = { fund: T; benchmark: T | null };

/** Every series of the analysis page for one window (METRICS.md §5), fund and benchmark. */
export interface AnalysisSeries {
  conventions: AnalyticsConventions;
  window:
    | { available: true; startDate: string; endDate: string; nReturns: number }
    | { available: false; reason: PeriodUnavailableReason };
  oldDataEndDate: string | null;
  initialValue: number | null;
  cumulativeReturns: Pair<ChartSeries>;
  drawdowns: Pair<ChartSeries>;
  drawdownEpisodes: Pair<DrawdownEpisode[]>;
  /** Fund vs benchmark on their common dates; `null` without a benchmark. */
  outperformance: ChartSeries | null;
  /** Full-history rolling one-year metrics, restricted to the window's dates. */
  rolling1y: {
    fund: Rolling1y & { oldDataEndDate: string | null };
    /**
     * The benchmark's own rolling metrics: its own calendar and frequency (window = its `scale` returns), over the
     * window's dates; `null` without a benchmark.
     */
    benchmark: (Rolling1y & { oldDataEndDate: string | null; scale: number }) | null;
    beta: (RollingBeta & { oldDataEndDate: string | null }) | null;
  };
  returnProfile: ReturnProfile;
  monthlyReturns: Pair<MonthlyReturnRow[]>;
  yearlyReturns: Pair<YearlyReturnRow[]>;
  /** Factsheet returns per statistics period (independent of the window). */
  periodReturns: PeriodReturn[];
  /** Constant-mix weighted returns of the components over the window; `null` without components. */
  cumulativeWeightedReturns: (WeightedReturns & { oldDataEndDate: string | null }) | null;
}

const DEFAULT_MAX_POINTS = 1000;

function chart(v: DatedValues, mask: Uint8Array | null, oldDataEndDate: string | null): ChartSeries {
  const r = applyResampleMask(v, mask);
  return { dates: r.dates, values: r.values, oldDataEndDate };
}

/** First index in the ascending `dates` whose date is greater than `date` (binary search). */
function upperBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] ?? '') <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A resampling mask of `dates[lo..hi)` (null: no resampling), possibly shared with other series. */
type MaskOf = (dates: readonly string[], lo: number, hi: number) => Uint8Array | null;

/** Whether `a[aLo..aHi)` and `b[bLo..bHi)` hold the same dates. */
function sameDates(
  a: readonly string[],
  aLo: number,
  aHi: number,
  b: readonly string[],
  bLo: number,
  bHi: number,
): boolean {
  if (aHi - aLo !== bHi - bLo) return false;
  if (a === b && aLo === bLo) return true;
  for (let i = 0; i < aHi - aLo; i++) if (a[aLo + i] !== b[bLo + i]) return false;
  return true;
}

/**
 * Masks of `resampleMask`, computed once per distinct run of dates: fund, benchmark, their aligned pair and their
 * rolling series usually share a calendar, and a mask depends on the dates only.
 */
function maskCache(maxPoints: number | null): MaskOf {
  const known: { dates: readonly string[]; lo: number; hi: number; mask: Uint8Array | null }[] = [];
  return (dates, lo, hi) => {
    if (maxPoints === null) return null;
    for (const k of known) if (sameDates(k.dates, k.lo, k.hi, dates, lo, hi)) return k.mask;
    const mask = resampleMask(dates, lo, hi, maxPoints);
    known.push({ dates, lo, hi, mask });
    return mask;
  };
}

/** Positions of the rolling points dated inside `(startDate, endDate]`, thinned like the other charts. */
function rollingIndices(
  dates: readonly string[],
  startDate: string | null,
  endDate: string | null,
  maskOf: MaskOf,
): { lo: number; hi: number; picked: number[] | null } {
  if (startDate === null || endDate === null) return { lo: 0, hi: 0, picked: null };
  const lo = upperBound(dates, startDate);
  const hi = Math.max(lo, upperBound(dates, endDate));
  const mask = maskOf(dates, lo, hi);
  if (!mask) return { lo, hi, picked: null };
  // Positions are monotone: their extrema are the first and last point, already in the mask.
  const picked: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) picked.push(lo + i);
  return { lo, hi, picked };
}

function pick<T>(arr: readonly T[], idx: { lo: number; hi: number; picked: number[] | null }): T[] {
  if (!idx.picked) return arr.slice(idx.lo, idx.hi);
  const out: T[] = [];
  for (const i of idx.picked) {
    const v = arr[i];
    if (v !== undefined) out.push(v);
  }
  return out;
}

function sliceRolling1y(r: Rolling1y, idx: Parameters<typeof pick>[1]): Rolling1y {
  return {
    dates: pick(r.dates, idx),
    rollingAnnualizedVolatility: pick(r.rollingAnnualizedVolatility, idx),
    rollingAnnualizedReturn: pick(r.rollingAnnualizedReturn, idx),
    rollingReturnToVolatility: pick(r.rollingReturnToVolatility, idx),
    rollingSharpeRatio: pick(r.rollingSharpeRatio, idx),
  };
}

/**
 * All series of the analysis page (issue 3 item 1) for one window, fund and benchmark, each rebased at the window
 * start. Fund-only series use the fund's own prices; benchmark series the benchmark's own prices over the same
 * calendar window ({@link matchingWindow}); outperformance and rolling beta the pair aligned on common dates.
 */
export function computeAnalysisSeries(
  input: AnalyticsInput | PreparedAnalytics,
  options: AnalysisSeriesOptions = {},
): AnalysisSeries {
  const prep = 'conventions' in input ? input : prepareAnalytics(input);
  const old = prep.oldDataEndDate;
  const maxPoints =
    options.withResample === true
      ? DEFAULT_MAX_POINTS
      : typeof options.withResample === 'number'
        ? Math.max(5, Math.floor(options.withResample))
        : null;
  const initialValue = options.initialValue ?? null;
  const limit = options.episodes ?? 10;
  const spec = options.window ?? 'max';
  const w = seriesWindow(prep.fund.dates, spec);
  const emptyChart = (): ChartSeries => ({ dates: [], values: [], oldDataEndDate: old });

  const rollFund = rolling1y(prep.fund, prep.scale);
  const rollBeta = prep.aligned ? rollingBeta(prep.aligned, prep.pairScale) : null;
  const benchmarkScale = prep.benchmarkScale ?? prep.scale;
  const rollBench = prep.benchmark ? rolling1y(prep.benchmark, benchmarkScale) : null;
  const startDate = w.available ? w.startDate : null;
  const endDate = w.available ? w.endDate : null;
  const sharedMask = maskCache(maxPoints);
  const fundIdx = rollingIndices(rollFund.dates, startDate, endDate, sharedMask);
  const betaIdx = rollBeta ? rollingIndices(rollBeta.dates, startDate, endDate, sharedMask) : null;
  const benchIdx = rollBench ? rollingIndices(rollBench.dates, startDate, endDate, sharedMask) : null;
  const rolling = {
    fund: { ...sliceRolling1y(rollFund, fundIdx), oldDataEndDate: old },
    benchmark:
      rollBench && benchIdx
        ? { ...sliceRolling1y(rollBench, benchIdx), oldDataEndDate: old, scale: benchmarkScale }
        : null,
    beta:
      rollBeta && betaIdx
        ? {
            dates: pick(rollBeta.dates, betaIdx),
            rollingBeta: pick(rollBeta.rollingBeta, betaIdx),
            oldDataEndDate: old,
          }
        : null,
  };
  const factsheet = periodReturns(prep.fund, prep.benchmark, prep.scale, options.periods ?? STAT_PERIODS, {
    annualizePeriodsBiggerThanOneYear: options.annualizePeriodsBiggerThanOneYear ?? false,
  });

  if (!w.available) {
    return {
      conventions: prep.conventions,
      window: { available: false, reason: w.reason },
      oldDataEndDate: old,
      initialValue,
      cumulativeReturns: { fund: emptyChart(), benchmark: prep.benchmark ? emptyChart() : null },
      drawdowns: { fund: emptyChart(), benchmark: prep.benchmark ? emptyChart() : null },
      drawdownEpisodes: { fund: [], benchmark: prep.benchmark ? [] : null },
      outperformance: prep.aligned ? emptyChart() : null,
      rolling1y: rolling,
      returnProfile: returnProfile([], prep.benchmark ? [] : null),
      monthlyReturns: { fund: [], benchmark: prep.benchmark ? [] : null },
      yearlyReturns: { fund: [], benchmark: prep.benchmark ? [] : null },
      periodReturns: factsheet,
      cumulativeWeightedReturns: options.components
        ? { dates: [], total: [], contributions: [], oldDataEndDate: old }
        : null,
    };
  }

  const bench: { s: PreparedSeries; start: number; end: number } | null = (() => {
    if (!prep.benchmark) return null;
    const bw = matchingWindow(prep.benchmark.dates, w.startDate, w.endDate);
    return bw ? { s: prep.benchmark, ...bw } : null;
  })();
  const withBench = <T>(f: (s: PreparedSeries, start: number, end: number) => T, empty: T): T | null =>
    prep.benchmark ? (bench ? f(bench.s, bench.start, bench.end) : empty) : null;
  // The benchmark's calendar buckets (monthly and yearly tables, return profile). A ytd window (the `ytd` period, or
  // a range from 31 Dec of the year before its end: the YTD zoom) never shows a bucket of the previous year
  // (METRICS.md §5): a benchmark priced on 31 Dec when the fund was closed would otherwise show a one-day December
  // row, so its buckets start at its last price of the previous year.
  const ytdStart = ytdAnchor(w.endDate);
  const isYtd = spec === 'ytd' || (typeof spec === 'object' && spec.from === ytdStart);
  const benchTableStart =
    bench && isYtd
      ? Math.max(bench.start, lastIndexOnOrBefore(bench.s.dates, ytdStart))
      : (bench?.start ?? 0);
  const withBenchBuckets = <T>(f: (s: PreparedSeries, start: number, end: number) => T, empty: T): T | null =>
    withBench((s, _start, end) => (benchTableStart < end ? f(s, benchTableStart, end) : empty), empty);

  const pairWindow = prep.aligned ? matchingWindow(prep.aligned.fund.dates, w.startDate, w.endDate) : null;
  // One resampling mask per distinct run of dates, shared by the charts drawn on the same dates.
  const maskOf = (dates: readonly string[], start: number, end: number): Uint8Array | null =>
    sharedMask(dates, start, end + 1);
  const fundMask = maskOf(prep.fund.dates, w.start, w.end);
  const benchMask = bench ? maskOf(bench.s.dates, bench.start, bench.end) : null;
  const fundMonthly = calendarReturns(prep.fund, w.start, w.end).values;
  const benchMonthly = withBenchBuckets((s, a, b) => calendarReturns(s, a, b).values, new Float64Array(0));

  return {
    conventions: prep.conventions,
    window: { available: true, startDate: w.startDate, endDate: w.endDate, nReturns: w.nReturns },
    oldDataEndDate: old,
    initialValue,
    cumulativeReturns: {
      fund: chart(cumulativeReturnsSeries(prep.fund, w.start, w.end, initialValue), fundMask, old),
      benchmark: withBench(
        (s, a, b) => chart(cumulativeReturnsSeries(s, a, b, initialValue), benchMask, old),
        emptyChart(),
      ),
    },
    drawdowns: {
      fund: chart(drawdownSeries(prep.fund, w.start, w.end), fundMask, old),
      benchmark: withBench((s, a, b) => chart(drawdownSeries(s, a, b), benchMask, old), emptyChart()),
    },
    drawdownEpisodes: {
      fund: drawdownEpisodes(prep.fund, w.start, w.end, limit),
      benchmark: withBench((s, a, b) => drawdownEpisodes(s, a, b, limit), []),
    },
    outperformance: prep.aligned
      ? pairWindow
        ? chart(
            outperformanceSeries(prep.aligned, pairWindow.start, pairWindow.end),
            maskOf(prep.aligned.fund.dates, pairWindow.start, pairWindow.end),
            old,
          )
        : emptyChart()
      : null,
    rolling1y: rolling,
    returnProfile: returnProfile(fundMonthly, benchMonthly),
    monthlyReturns: {
      fund: monthlyReturnsTable(prep.fund, w.start, w.end),
      benchmark: withBenchBuckets(monthlyReturnsTable, []),
    },
    yearlyReturns: {
      fund: yearlyReturnsTable(prep.fund, w.start, w.end),
      benchmark: withBenchBuckets(yearlyReturnsTable, []),
    },
    periodReturns: factsheet,
    cumulativeWeightedReturns: options.components
      ? { ...weightedReturns(options.components, { from: w.startDate, to: w.endDate }), oldDataEndDate: old }
      : null,
  };
}
