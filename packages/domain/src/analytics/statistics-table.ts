import { STAT_IDS, STAT_PERIODS, type StatId, type StatPeriod } from '../constants.js';
import { calendarReturns } from './calendar.js';
import {
  alphaOf,
  annualizedReturnOf,
  betaOf,
  calmarOf,
  correlationOf,
  finiteOrNull,
  fundMoments,
  informationRatioOf,
  kurtosisOf,
  m2RiskAdjustedPerfMonthly,
  monthlyStatistics,
  omegaOf,
  relativeMoments,
  returnToVolatilityOf,
  sharpeOf,
  skewnessOf,
  sortinoOf,
  trackingErrorOf,
  treynorOf,
  volatilityOf,
  type MonthlyStatistics,
} from './metrics.js';
import { periodWindow, type PeriodUnavailableReason, type PeriodWindow } from './periods.js';
import {
  prepareAnalytics,
  type AnalyticsConventions,
  type AnalyticsInput,
  type PreparedAnalytics,
} from './prepare.js';

/** Statistics that need a benchmark (seed 001 §3, marked `*`; = `BENCHMARK_STAT_IDS` of the stats catalogue), computed on the aligned pair. */
export const RELATIVE_STAT_IDS = [
  'alpha',
  'beta',
  'correlation',
  'trackingError',
  'informationRatio',
  'treynorRatio',
  'm2RiskAdjustedPerfMonthly',
] as const satisfies readonly StatId[];

type RelativeStatId = (typeof RELATIVE_STAT_IDS)[number];
const benchmarkStatSet = new Set<StatId>(RELATIVE_STAT_IDS);
/** Whether a statistic needs a benchmark. */
export const isRelativeStat = (id: StatId): id is RelativeStatId => benchmarkStatSet.has(id);

/** Why a cell is `null` (shown as "n/a" with this reason on hover). */
export type NullReason =
  | PeriodUnavailableReason
  /** A benchmark-relative statistic without a benchmark. */
  | 'benchmarkRequired'
  /** Defined only from `n >= 2` returns (`M >= 2` months for M2). */
  | 'tooFewReturns'
  /** Mathematically undefined on this data (x/0: zero volatility, no losing month, ...). */
  | 'undefined';

/** One cell of the statistics table (the CLI prints exactly the first six keys). */
export interface StatisticCell {
  period: StatPeriod;
  /** Window actually used: the fund's own for fund-only statistics, the aligned pair's for benchmark ones. */
  startDate: string | null;
  endDate: string | null;
  nReturns: number;
  statId: StatId;
  value: number | null;
  /** Present when `value` is `null`. */
  nullReason?: NullReason;
}

/** Availability of one period, for the fund's own series and for the aligned pair. */
export interface PeriodInfo {
  period: StatPeriod;
  fund: PeriodWindow;
  aligned: PeriodWindow | null;
}

export interface StatisticsTable {
  conventions: AnalyticsConventions;
  periods: PeriodInfo[];
  /** Period-major, `STAT_IDS` order within a period. */
  cells: StatisticCell[];
}

export interface StatisticsTableOptions {
  periods?: readonly StatPeriod[];
  statIds?: readonly StatId[];
}

type FundStatValues = Record<Exclude<StatId, RelativeStatId>, number | null>;
type RelativeStatValues = Record<RelativeStatId, number | null>;

/** Fund-only statistics of one window (one fused pass for the moments, one for the month buckets). */
function fundStats(prep: PreparedAnalytics, w: PeriodWindow & { available: true }): FundStatValues {
  const { scale, rfPerPeriod } = prep;
  const m = fundMoments(prep.fund.returns, w.start + 1, w.end + 1);
  const monthly: MonthlyStatistics = monthlyStatistics(calendarReturns(prep.fund, w.start, w.end).values);
  return {
    annualizedReturn: annualizedReturnOf(m, scale),
    annualizedVolatility: volatilityOf(m, scale),
    cumulativeReturn: finiteOrNull(m.growth - 1),
    maximumDrawdown: finiteOrNull(m.maxDrawdown),
    returnToVolatilityRatio: returnToVolatilityOf(m, scale),
    sharpeRatio: sharpeOf(m, scale, rfPerPeriod),
    sortinoRatio: sortinoOf(m, scale),
    calmarRatio: calmarOf(m, scale),
    omegaRatio: omegaOf(m),
    skewness: skewnessOf(m),
    kurtosis: kurtosisOf(m),
    ...monthly,
  };
}

/** Benchmark-relative statistics of one window of the aligned pair. */
function relativeStats(
  prep: PreparedAnalytics,
  w: PeriodWindow & { available: true },
): RelativeStatValues & { months: number } {
  const pair = prep.aligned;
  if (!pair) throw new Error('relativeStats without a benchmark');
  const { pairScale: scale, pairRfPerPeriod: rfPerPeriod } = prep;
  const m = relativeMoments(pair.fund.returns, pair.benchmark.returns, rfPerPeriod, w.start + 1, w.end + 1);
  const fundMonths = calendarReturns(pair.fund, w.start, w.end).values;
  const benchMonths = calendarReturns(pair.benchmark, w.start, w.end).values;
  return {
    alpha: alphaOf(m, scale, rfPerPeriod),
    beta: betaOf(m),
    correlation: correlationOf(m),
    trackingError: trackingErrorOf(m, scale),
    informationRatio: informationRatioOf(m, scale),
    treynorRatio: treynorOf(m, scale),
    m2RiskAdjustedPerfMonthly: m2RiskAdjustedPerfMonthly(fundMonths, benchMonths, prep.riskFreeAnnual),
    months: fundMonths.length,
  };
}

/** Minimum observations below which a statistic is `tooFewReturns` rather than `undefined`. */
function minimumObservations(id: StatId): number {
  switch (id) {
    case 'cumulativeReturn':
    case 'annualizedReturn':
    case 'maximumDrawdown':
    case 'sortinoRatio':
    case 'calmarRatio':
    case 'omegaRatio':
      return 1;
    default:
      return 2;
  }
}

function cell(
  period: StatPeriod,
  statId: StatId,
  w: PeriodWindow | null,
  value: number | null,
  reasonIfNull: NullReason | null,
): StatisticCell {
  const c: StatisticCell = {
    period,
    startDate: w?.available ? w.startDate : null,
    endDate: w?.available ? w.endDate : null,
    nReturns: w?.available ? w.nReturns : 0,
    statId,
    value,
  };
  if (value === null) {
    c.nullReason = reasonIfNull ?? (c.nReturns < minimumObservations(statId) ? 'tooFewReturns' : 'undefined');
  }
  return c;
}

/**
 * The full statistics table: every statistic (`STAT_IDS`, METRICS.md §4) for every period (`STAT_PERIODS`,
 * METRICS.md §2). Fund-only statistics use the fund's own series; benchmark-relative ones the pair aligned on its
 * common dates, with their own window. Each window is evaluated by two fused passes over its returns (shared by all
 * its statistics) plus one pass for its calendar months, on typed arrays prepared once.
 *
 * Accepts raw input or an already prepared one ({@link prepareAnalytics}) so a caller computing both statistics
 * and series validates and converts the prices once.
 */
export function computeStatisticsTable(
  input: AnalyticsInput | PreparedAnalytics,
  options: StatisticsTableOptions = {},
): StatisticsTable {
  const prep = 'conventions' in input ? input : prepareAnalytics(input);
  const periods = options.periods ?? STAT_PERIODS;
  const statIds = options.statIds ?? STAT_IDS;
  const wantFund = statIds.some((id) => !isRelativeStat(id));
  const wantRelative = statIds.some((id) => isRelativeStat(id));
  const infos: PeriodInfo[] = [];
  const cells: StatisticCell[] = [];
  for (const period of periods) {
    const fw = periodWindow(prep.fund.dates, period);
    const aw = prep.aligned ? periodWindow(prep.aligned.fund.dates, period) : null;
    infos.push({ period, fund: fw, aligned: aw });
    const f = wantFund && fw.available ? fundStats(prep, fw) : null;
    const rel = wantRelative && aw?.available ? relativeStats(prep, aw) : null;
    for (const id of statIds) {
      if (isRelativeStat(id)) {
        if (!aw) cells.push(cell(period, id, fw, null, 'benchmarkRequired'));
        else if (!aw.available) cells.push(cell(period, id, aw, null, aw.reason));
        else {
          const m2TooShort = id === 'm2RiskAdjustedPerfMonthly' && (rel?.months ?? 0) < 2;
          cells.push(cell(period, id, aw, rel ? rel[id] : null, m2TooShort ? 'tooFewReturns' : null));
        }
      } else {
        if (!fw.available) cells.push(cell(period, id, fw, null, fw.reason));
        else cells.push(cell(period, id, fw, f ? f[id] : null, null));
      }
    }
  }
  return { conventions: prep.conventions, periods: infos, cells };
}
