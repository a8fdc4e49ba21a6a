import type { CardKind, RiskFreeConvention, StatId, StatPeriod } from '@portal/domain';

/**
 * Props of the analysis cards. The shapes mirror what the analytics API returns (dates as `YYYY-MM-DD`, returns as
 * fractions, `null` for undefined values), so phase 2 only swaps the data source, not the components.
 */

/** One point of a time series; `value: null` is a gap (e.g. the first year of a rolling metric). */
export interface SeriesPoint {
  date: string;
  value: number | null;
}

/** A period shaded on time charts: a market event, or the legacy-data period. */
interface ShadedPeriod {
  id: string;
  label: string;
  startDate: string;
  /** `null`: still ongoing (runs to the end of the chart). */
  endDate: string | null;
  kind: 'event' | 'legacy';
}

/** What every time chart shades: the product's market events and the legacy-data period. */
export interface ChartShading {
  events: ShadedPeriod[];
  /** Legacy (older track record) data ends on this date, inclusive (`oldDataEndDate`). */
  oldDataEndDate: string | null;
}

export interface NamedSeries {
  id: string;
  label: string;
  points: SeriesPoint[];
}

/** `cumulativeReturns`: `W_k - 1` of the fund and the benchmark, both rebased at the window start. */
export interface CumulativeReturnsData {
  fund: NamedSeries;
  benchmark: NamedSeries | null;
  /** The live series over a backtest (allowLiveComparison), rebased on the fund at its first date. */
  liveComparison: NamedSeries | null;
}

interface DrawdownEpisode {
  /** Last peak before the fall. */
  startDate: string;
  troughDate: string;
  /** First date back at the peak; `null` while not recovered. */
  recoveryDate: string | null;
  /** Depth as a negative fraction (`-0.2262`). */
  depth: number;
  /** Number of prices from the peak to the trough. */
  lengthToTrough: number;
}

/** `drawdowns`: `W_k / max W - 1` (<= 0) and the largest episodes, deepest first. */
export interface DrawdownsData {
  fund: NamedSeries;
  benchmark: NamedSeries | null;
  episodes: DrawdownEpisode[];
}

/** `outperformance`: fund relative to benchmark, `(1 + R_fund) / (1 + R_bench) - 1` on common dates. */
export interface OutperformanceData {
  relative: NamedSeries;
}

/** `volatility`, `beta`, `riskAdjustedPerf`: one-year rolling metrics (missing during the first year). */
export interface RollingData {
  metric: 'volatility' | 'beta' | 'riskAdjustedPerf';
  /** Observations per rolling window (`scale`). */
  window: number;
  series: NamedSeries[];
}

interface HistogramBin {
  /** Lower and upper bound of the bin, as returns. */
  from: number;
  to: number;
  fund: number;
  benchmark: number | null;
}

/** `returnProfile`: distribution of the window's calendar-month returns. */
export interface ReturnProfileData {
  bins: HistogramBin[];
  /** Number of monthly returns counted, per series. */
  fundCount: number;
  benchmarkCount: number | null;
}

interface YearlyReturnRow {
  year: number;
  fund: number | null;
  benchmark: number | null;
  /** The year is only partly in the window (first or last year). */
  partial: boolean;
}

/** `yearlyCumulativeReturns`: calendar-year returns of fund and benchmark. */
export interface YearlyReturnsData {
  rows: YearlyReturnRow[];
}

interface WeightedComponentSeries extends NamedSeries {
  weight: number;
}

/** `cumulativeWeightedReturns`: each component's cumulative return and its weighted contribution. */
export interface WeightedReturnsData {
  components: WeightedComponentSeries[];
  total: NamedSeries | null;
}

/** Conventions a statistic was computed with (METRICS.md: every statistic states them). */
interface StatsConventions {
  returnMethod: 'simple';
  /** Periods per year used to annualize. */
  scale: number;
  /** Constant annual risk-free rate (0.02 = 2 %); 0 when a series is used. */
  riskFreeRate: number;
  /** The rate the rf-dependent statistics used: the currency's series (docs/risk-free.md) or the constant. */
  riskFree: RiskFreeConvention;
  varMethod: 'historical';
  /** Quantile definition of the historical VaR. */
  varQuantile: 'type7';
}

/** A statistics period column: its window and how many returns it holds. */
export interface StatsColumn {
  period: StatPeriod;
  startDate: string;
  endDate: string;
  nReturns: number;
  /** Calendar-month returns of the window (monthly statistics, VaR, M2); `null` when not reported. */
  nMonths: number | null;
}

/** Why a value is `null` (shown as n/a with this reason on hover). */
export type { MissingReason } from '../../lib/statistics-display';
import type { MissingReason } from '../../lib/statistics-display';

export interface StatCell {
  value: number | null;
  missing?: MissingReason;
}

/** `performanceStats`: one row per selected statistic, one cell per available period. */
export interface PerformanceStatsData {
  columns: StatsColumn[];
  rows: { statId: StatId; cells: StatCell[] }[];
  conventions: StatsConventions;
  benchmarkLabel: string | null;
}

/** The data of one card, by kind; `null` when there is not enough data for it. */
interface CardDataByKind {
  cumulativeReturns: CumulativeReturnsData;
  performanceStats: PerformanceStatsData;
  outperformance: OutperformanceData;
  volatility: RollingData;
  drawdowns: DrawdownsData;
  cumulativeWeightedReturns: WeightedReturnsData;
  returnProfile: ReturnProfileData;
  beta: RollingData;
  riskAdjustedPerf: RollingData;
  yearlyCumulativeReturns: YearlyReturnsData;
}

/** A card's outcome: its data, or the reason it cannot be drawn. */
export type CardResult<K extends CardKind> =
  | { status: 'ok'; data: CardDataByKind[K] }
  | { status: 'notEnoughData'; reason: 'noPrices' | 'needsBenchmark' | 'needsHistory' | 'needsComponents' };

/** Every card's outcome, by kind. */
export type CardResults = { [K in CardKind]: CardResult<K> };
