import { STAT_IDS, STAT_PERIODS, type StatId, type StatPeriod } from '../constants.js';
// The statistics that read the risk-free rate (one list, shared with the pages' convention notes).
import { RISK_FREE_STAT_IDS } from '../prices/risk-free.js';
import { calendarReturns } from './calendar.js';
import {
  alphaOf,
  annualizedReturnOf,
  betaOf,
  calmarOf,
  correlationOf,
  excessMoments,
  excessSharpeOf,
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
  | 'undefined'
  /** The risk-free series has no rate on or before the window's first anchor (METRICS.md "Risk-free rate from a series"). */
  | 'riskFreeRateMissing';

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

/**
 * Whether a window anchored at price index `start` lacks a risk-free rate: the series has no rate on or before its
 * first anchor date. Rates only step forward, so every later return of the window then has one.
 */
const rateMissingAt = (rates: Float64Array | null | undefined, start: number): boolean =>
  rates ? Number.isNaN(rates[start] ?? NaN) : false;

/** Fund-only statistics of one window (one fused pass for the moments, one for the month buckets). */
function fundStats(prep: PreparedAnalytics, w: PeriodWindow & { available: true }): FundStatValues {
  const { scale, rfPerPeriod, riskFree } = prep;
  const from = w.start + 1;
  const to = w.end + 1;
  const m = fundMoments(prep.fund.returns, from, to);
  const monthly: MonthlyStatistics = monthlyStatistics(calendarReturns(prep.fund, w.start, w.end).values);
  let sharpeRatio: number | null;
  if (!riskFree) sharpeRatio = sharpeOf(m, scale, rfPerPeriod);
  else if (rateMissingAt(riskFree.fundRates, w.start)) sharpeRatio = null;
  else
    sharpeRatio = excessSharpeOf(excessMoments(prep.fund.returns, riskFree.fundRfPerReturn, from, to), scale);
  return {
    annualizedReturn: annualizedReturnOf(m, scale),
    annualizedVolatility: volatilityOf(m, scale),
    cumulativeReturn: finiteOrNull(m.growth - 1),
    maximumDrawdown: finiteOrNull(m.maxDrawdown),
    returnToVolatilityRatio: returnToVolatilityOf(m, scale),
    sharpeRatio,
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
  const { pairScale: scale, riskFree } = prep;
  const rates = riskFree?.pairRates;
  const missing = rateMissingAt(rates, w.start);
  // A missing rate leaves the rf-free statistics computable: read the window with rf 0 and blank the others.
  const rfPerPeriod = riskFree ? (missing ? 0 : (riskFree.pairRfPerReturn ?? 0)) : prep.pairRfPerPeriod;
  const m = relativeMoments(pair.fund.returns, pair.benchmark.returns, rfPerPeriod, w.start + 1, w.end + 1);
  const fundCal = calendarReturns(pair.fund, w.start, w.end);
  const benchMonths = calendarReturns(pair.benchmark, w.start, w.end).values;
  const values: RelativeStatValues = {
    alpha: alphaOf(m, scale),
    beta: betaOf(m),
    correlation: correlationOf(m),
    trackingError: trackingErrorOf(m, scale),
    informationRatio: informationRatioOf(m, scale),
    treynorRatio: treynorOf(m, scale),
    m2RiskAdjustedPerfMonthly: m2RiskAdjustedPerfMonthly(
      fundCal.values,
      benchMonths,
      rates ? monthAnchorRates(rates, w.start, fundCal.lastIndex) : prep.riskFreeAnnual,
    ),
  };
  if (missing) for (const id of RELATIVE_STAT_IDS) if (RISK_FREE_STAT_IDS.has(id)) values[id] = null;
  return { ...values, months: fundCal.values.length };
}

/** The annual rate in effect at each calendar month's anchor price (the previous bucket's last price). */
function monthAnchorRates(rates: Float64Array, start: number, lastIndex: Int32Array): Float64Array {
  const out = new Float64Array(lastIndex.length);
  for (let k = 0; k < lastIndex.length; k++) out[k] = rates[k === 0 ? start : (lastIndex[k - 1] ?? 0)] ?? NaN;
  return out;
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
  rateMissing = false,
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
    // Order of METRICS.md: the window's own reason, a lack of data for another reason, only then the missing rate.
    c.nullReason =
      reasonIfNull ??
      (c.nReturns < minimumObservations(statId)
        ? 'tooFewReturns'
        : rateMissing
          ? 'riskFreeRateMissing'
          : 'undefined');
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
    const fundRateMissing = fw.available && rateMissingAt(prep.riskFree?.fundRates, fw.start);
    const pairRateMissing = aw?.available === true && rateMissingAt(prep.riskFree?.pairRates, aw.start);
    for (const id of statIds) {
      if (isRelativeStat(id)) {
        if (!aw) cells.push(cell(period, id, fw, null, 'benchmarkRequired'));
        else if (!aw.available) cells.push(cell(period, id, aw, null, aw.reason));
        else {
          const m2TooShort = id === 'm2RiskAdjustedPerfMonthly' && (rel?.months ?? 0) < 2;
          const rateMissing = pairRateMissing && RISK_FREE_STAT_IDS.has(id);
          cells.push(
            cell(period, id, aw, rel ? rel[id] : null, m2TooShort ? 'tooFewReturns' : null, rateMissing),
          );
        }
      } else {
        if (!fw.available) cells.push(cell(period, id, fw, null, fw.reason));
        else {
          const rateMissing = fundRateMissing && RISK_FREE_STAT_IDS.has(id);
          cells.push(cell(period, id, fw, f ? f[id] : null, null, rateMissing));
        }
      }
    }
  }
  return { conventions: prep.conventions, periods: infos, cells };
}
