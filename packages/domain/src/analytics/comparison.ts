import { STAT_PERIODS, type StatPeriod } from '../constants.js';
import { computeAnalysisSeries, type ChartSeries } from './analysis-series.js';
import { correlationOf, relativeMoments } from './metrics.js';
import { periodWindow } from './periods.js';
import { alignOnCommonDates, prepareSeries, type PreparedAnalytics } from './prepare.js';
import type { YearlyReturnRow } from './series.js';
import { computeStatisticsTable, type StatisticsTable } from './statistics-table.js';

/*
 * Several products side by side (issue 28, docs/comparison.md): every column is computed exactly as the product's own
 * analysis page computes it for the same window and conventions, from the same prepared series, so a comparison
 * column and the product's page can never disagree.
 */

/** How many products a comparison takes. */
export const COMPARISON_LIMITS = { minProducts: 2, maxProducts: 6 } as const;

/**
 * The statistics column's window: a statistics period (counted back from each product's own last price, as on its
 * analysis page), or `common`: the dates every product has, from the latest first price to the earliest last price
 * (the fair comparison of products launched at different dates).
 */
export const COMPARISON_PERIODS = ['common', ...STAT_PERIODS] as const;
export type ComparisonPeriod = (typeof COMPARISON_PERIODS)[number];

/** A date range; either end open. */
export interface DateCut {
  start: string | undefined;
  end: string | undefined;
}

/** One product of a comparison, as the analysis read service prepares it. */
export interface ComparisonMember {
  productId: string;
  /**
   * The product's series as its charts read them (the whole history; its benchmark is not read, so it may be
   * prepared without): the charts' windows and rolling figures are taken from it, as on the analysis page.
   */
  series: PreparedAnalytics;
  /**
   * The product's series cut to a range, with its benchmark, as its statistics table reads them (the analysis page's
   * `period_start_date`/`period_end_date`).
   */
  prepareCut: (cut: DateCut) => PreparedAnalytics;
}

export interface ComparisonOptions {
  /** The chart window's start (the zoom preset's or the chosen date); default: the common start. */
  start?: string;
  /** The window's end (the chosen date); default: each product's last price. */
  end?: string;
  period: ComparisonPeriod;
  /** Chart series thinned to at most this many points (default 1000). */
  maxPoints?: number;
}

/** One product's column. */
export interface ComparisonColumn {
  productId: string;
  /** The chart window actually used for this product (its prices on or before the window's dates). */
  window: { startDate: string; endDate: string; nReturns: number } | null;
  /** Wealth index starting at 100 at the window start. */
  cumulative: ChartSeries;
  drawdowns: ChartSeries;
  /** Rolling one-year annualised volatility over the window's dates (`null` where undefined). */
  rollingVolatility: { dates: string[]; values: (number | null)[] };
  /** Calendar-year returns over the window (first and last year can be partial). */
  yearlyReturns: YearlyReturnRow[];
  /** The statistics table of one period (`period` of the options; `max` of the common range for `common`). */
  statistics: StatisticsTable;
}

/** The correlation of two products' returns on their common dates, over the statistics window. */
export interface PairCorrelation {
  a: string;
  b: string;
  value: number | null;
  nReturns: number;
  startDate: string | null;
  endDate: string | null;
}

export interface Comparison {
  period: ComparisonPeriod;
  /**
   * The dates every product has (after the request's range): from the latest first price to the earliest last
   * price; `null` when the products share no two dates.
   */
  common: { startDate: string; endDate: string } | null;
  /** Where the chart lines start (rebased to 100): the request's start, else the common start. */
  chartStart: string | null;
  columns: ComparisonColumn[];
  /** Every pair once, in request order (a before b). */
  correlations: PairCorrelation[];
}

const DEFAULT_MAX_POINTS = 1000;

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

/** The request's range on a series: the first and last dates it keeps (as the statistics' cut keeps them). */
function rangeOf(prep: PreparedAnalytics): { first: string; last: string } | null {
  const first = prep.fund.dates[0];
  const last = prep.fund.dates.at(-1);
  return first === undefined || last === undefined ? null : { first, last };
}

/** A view of a product's series without its benchmark: the comparison's charts are the products' own lines. */
function withoutBenchmark(prep: PreparedAnalytics): PreparedAnalytics {
  return { ...prep, benchmark: null, aligned: null, benchmarkScale: null };
}

/** Correlation of two products' returns on their common dates (METRICS.md, the `correlation` statistic's formula). */
function pairCorrelation(
  a: ComparisonMember,
  b: ComparisonMember,
  pa: PreparedAnalytics,
  pb: PreparedAnalytics,
  period: StatPeriod,
): PairCorrelation {
  const joined = alignOnCommonDates(pa.fund, pb.fund);
  const fa = prepareSeries(joined.dates, joined.a, 'fund');
  const fb = prepareSeries(joined.dates, joined.b, 'benchmark');
  const w = periodWindow(fa.dates, period);
  if (!w.available)
    return { a: a.productId, b: b.productId, value: null, nReturns: 0, startDate: null, endDate: null };
  const m = relativeMoments(fa.returns, fb.returns, 0, w.start + 1, w.end + 1);
  return {
    a: a.productId,
    b: b.productId,
    value: correlationOf(m),
    nReturns: w.nReturns,
    startDate: w.startDate,
    endDate: w.endDate,
  };
}

/**
 * The comparison of `members` (in their order): per product the analysis page's cumulative returns (rebased to 100
 * at the chart start), drawdowns, rolling volatility and calendar-year returns over one window, its statistics table
 * for one period, and the correlation of every pair of products on their common dates over that period.
 */
export function computeComparison(
  members: readonly ComparisonMember[],
  options: ComparisonOptions,
): Comparison {
  const maxPoints = options.maxPoints ?? DEFAULT_MAX_POINTS;
  const requested: DateCut = { start: options.start, end: options.end };
  // The request's range on each product, as its statistics read it.
  const cut = members.map((m) => m.prepareCut(requested));
  const ranges = cut.map(rangeOf);
  let common: Comparison['common'] = null;
  if (ranges.every((r) => r !== null) && ranges.length > 0) {
    const startDate = ranges.map((r) => r.first).reduce(maxDate);
    const endDate = ranges.map((r) => r.last).reduce(minDate);
    if (startDate < endDate) common = { startDate, endDate };
  }
  const chartStart = options.start ?? common?.startDate ?? null;
  // `common`: every statistic over the common range (the analysis page with that range and `max`).
  const statsPeriod: StatPeriod = options.period === 'common' ? 'max' : options.period;
  const statsPrep =
    options.period === 'common'
      ? members.map((m) =>
          m.prepareCut(
            common
              ? { start: common.startDate, end: common.endDate }
              : { start: '9999-12-31', end: '0000-01-01' },
          ),
        )
      : cut;

  const columns = members.map((m, i): ComparisonColumn => {
    const a = computeAnalysisSeries(withoutBenchmark(m.series), {
      window: chartStart === null ? 'max' : { from: chartStart, to: options.end ?? null },
      initialValue: 100,
      withResample: maxPoints,
    });
    const prep = statsPrep[i] ?? m.prepareCut(requested);
    return {
      productId: m.productId,
      window:
        chartStart !== null && a.window.available
          ? { startDate: a.window.startDate, endDate: a.window.endDate, nReturns: a.window.nReturns }
          : null,
      cumulative: a.cumulativeReturns.fund,
      drawdowns: a.drawdowns.fund,
      rollingVolatility: {
        dates: a.rolling1y.fund.dates,
        values: a.rolling1y.fund.rollingAnnualizedVolatility,
      },
      yearlyReturns: a.yearlyReturns.fund,
      statistics: computeStatisticsTable(prep, { periods: [statsPeriod] }),
    };
  });

  const correlations: PairCorrelation[] = [];
  for (let i = 0; i < members.length; i++)
    for (let j = i + 1; j < members.length; j++) {
      const a = members[i];
      const b = members[j];
      const pa = statsPrep[i];
      const pb = statsPrep[j];
      if (a && b && pa && pb) correlations.push(pairCorrelation(a, b, pa, pb, statsPeriod));
    }
  return { period: options.period, common, chartStart, columns, correlations };
}
