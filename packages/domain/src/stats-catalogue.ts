import { STAT_IDS, type StatId } from './constants.js';

/**
 * How each performance statistic of seed 001 §3 "Performance statistics" is shown: its display format, whether it
 * needs a benchmark (the `*` of the spec), its knowledge-base term and what unit the number is in. The analysis
 * page, the factsheet and the embeddable tables all read this one table, so a number looks the same everywhere.
 * Definitions of the numbers themselves are in METRICS.md.
 */

/** `percent`: the value is a fraction shown ×100 with `%`; `decimal`: shown as is. */
export type StatFormatKind = 'percent' | 'decimal';

/**
 * What the number is, for the explanation shown next to it:
 * - `periodReturn`: a return over the whole window (not annualized);
 * - `annualized`: an annual rate (returns, volatility, tracking error, alpha);
 * - `annualizedRatio`: a ratio of annualized figures (Sharpe, Sortino, information ratio, …);
 * - `drawdown`: the largest peak-to-trough loss of the window, a positive fraction shown as a loss;
 * - `ratio`: a pure number (beta, correlation, skewness, excess kurtosis, Omega);
 * - `monthlyReturn`: a return over one calendar month (M2 and the monthly averages / extremes);
 * - `monthlyShare`: a share of the window's calendar months;
 * - `monthCount`: a number of consecutive calendar months;
 * - `oneMonthLoss`: a one-month historical value at risk, a return (negative = loss).
 */
export type StatUnit =
  | 'periodReturn'
  | 'annualized'
  | 'annualizedRatio'
  | 'drawdown'
  | 'ratio'
  | 'monthlyReturn'
  | 'monthlyShare'
  | 'monthCount'
  | 'oneMonthLoss';

export interface StatDisplay {
  id: StatId;
  format: StatFormatKind;
  /** Decimal places shown (of the percentage for `percent`). */
  digits: number;
  /**
   * The value is a positive magnitude of a loss (maximumDrawdown, METRICS.md §4: `0.2262` = a -22.62 % drawdown)
   * and is shown with a minus sign, like the drawdown chart.
   */
  showAsLoss: boolean;
  /** Needs a benchmark (seed 001 §3 `*`): without one the value is undefined and shown as n/a. */
  requiresBenchmark: boolean;
  /** Slug of `/help/knowledge-base/terms/<term>`, when the knowledge base explains this statistic. */
  term: string | null;
  unit: StatUnit;
}

type Entry = Omit<StatDisplay, 'id' | 'showAsLoss' | 'requiresBenchmark'> &
  Partial<Pick<StatDisplay, 'showAsLoss' | 'requiresBenchmark'>>;

const pct = (unit: StatUnit, term: string | null, digits = 2): Entry => ({
  format: 'percent',
  digits,
  term,
  unit,
});
const dec = (unit: StatUnit, term: string | null, digits = 2): Entry => ({
  format: 'decimal',
  digits,
  term,
  unit,
});
const bench = (entry: Entry): Entry => ({ ...entry, requiresBenchmark: true });

const ENTRIES: Record<StatId, Entry> = {
  alpha: bench(pct('annualized', 'alpha')),
  annualizedReturn: pct('annualized', 'annualized-return'),
  annualizedVolatility: pct('annualized', 'annualized-volatility'),
  beta: bench(dec('ratio', 'beta')),
  correlation: bench(dec('ratio', 'correlation')),
  cumulativeReturn: pct('periodReturn', 'cumulative-return'),
  informationRatio: bench(dec('annualizedRatio', 'information-ratio')),
  maximumDrawdown: { ...pct('drawdown', 'maximum-drawdown'), showAsLoss: true },
  returnToVolatilityRatio: dec('annualizedRatio', 'return-to-volatility-ratio'),
  sharpeRatio: dec('annualizedRatio', 'sharpe-ratio'),
  sortinoRatio: dec('annualizedRatio', 'sortino-ratio'),
  calmarRatio: dec('annualizedRatio', 'calmar-ratio'),
  omegaRatio: dec('ratio', 'omega-ratio'),
  skewness: dec('ratio', 'skewness'),
  kurtosis: dec('ratio', 'kurtosis'),
  trackingError: bench(pct('annualized', 'tracking-error')),
  // Annualized excess return per unit of beta: a rate, hence shown in percent.
  treynorRatio: bench(pct('annualized', 'treynor-ratio')),
  m2RiskAdjustedPerfMonthly: bench(pct('monthlyReturn', 'm2')),
  averageMonthlyReturns: pct('monthlyReturn', null),
  averagePositiveMonthlyReturns: pct('monthlyReturn', null),
  averageNegativeMonthlyReturns: pct('monthlyReturn', null),
  ratioOfPositiveMonthlyReturns: pct('monthlyShare', null),
  ratioOfNegativeMonthlyReturns: pct('monthlyShare', null),
  maxPositiveMonthlyReturn: pct('monthlyReturn', null),
  maxNegativeMonthlyReturn: pct('monthlyReturn', null),
  maxConsecutivePositiveMonthlyReturns: dec('monthCount', null, 0),
  maxConsecutiveNegativeMonthlyReturns: dec('monthCount', null, 0),
  valueAtRiskOnePercentOneMonth: pct('oneMonthLoss', 'value-at-risk'),
  valueAtRiskFivePercentOneMonth: pct('oneMonthLoss', 'value-at-risk'),
};

/** Display rules of every statistic, keyed by id (all 29 of `STAT_IDS`). */
export const STATS_CATALOGUE: Readonly<Record<StatId, StatDisplay>> = Object.fromEntries(
  STAT_IDS.map((id) => {
    const e = ENTRIES[id];
    return [id, { id, showAsLoss: false, requiresBenchmark: false, ...e }];
  }),
) as Record<StatId, StatDisplay>;

export function statDisplay(id: StatId): StatDisplay {
  return STATS_CATALOGUE[id];
}

/** Statistics that need a benchmark (seed 001 §3 `*`). */
export const BENCHMARK_STAT_IDS: readonly StatId[] = STAT_IDS.filter(
  (id) => STATS_CATALOGUE[id].requiresBenchmark,
);

/** Knowledge-base term slugs that some statistic links to, without duplicates, in `STAT_IDS` order. */
export const STAT_TERMS: readonly string[] = [
  ...new Set(STAT_IDS.flatMap((id) => (STATS_CATALOGUE[id].term ? [STATS_CATALOGUE[id].term] : []))),
];
