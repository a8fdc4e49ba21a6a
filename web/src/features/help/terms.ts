import type enKnowledgeBase from '../../locales/en/knowledge-base.json';

/**
 * The knowledge-base terms (seed 000 §2 "Help", seed 001 §9). The formulas are language-neutral and copied from
 * docs/METRICS.md so that the explanation and the engine cannot disagree; the prose lives in
 * locales/<lang>/knowledge-base.json under `terms.<slug>`. Slugs are the ones the statistics table links to
 * (`term` in packages/domain/src/stats-catalogue.ts).
 */

export type TermSlug = keyof typeof enKnowledgeBase.terms;
type SymbolKey = keyof typeof enKnowledgeBase.symbols;
type ConventionKey = keyof typeof enKnowledgeBase.conventions;

export interface TermDefinition {
  /** Formula lines, shown in monospace exactly as written. */
  formula: readonly string[];
  /** Symbols explained in the "where" list, in this order. */
  symbols: readonly SymbolKey[];
  conventions: readonly ConventionKey[];
  related: readonly TermSlug[];
}

const BASE: readonly ConventionKey[] = ['simpleReturns', 'notAvailable'];

export const TERMS: Readonly<Record<TermSlug, TermDefinition>> = {
  'cumulative-return': {
    formula: ['cumulativeReturn = prod(1 + r_i) − 1 = P_e / P_s − 1'],
    symbols: ['r_i', 'prod', 'P_s', 'P_e'],
    conventions: [...BASE, 'window'],
    related: ['annualized-return', 'maximum-drawdown'],
  },
  'annualized-return': {
    formula: ['annualizedReturn = (1 + cumulativeReturn)^(scale / n) − 1'],
    symbols: ['n', 'scale'],
    conventions: [...BASE, 'countNotDays', 'window'],
    related: ['cumulative-return', 'annualized-volatility', 'return-to-volatility-ratio'],
  },
  'annualized-volatility': {
    formula: ['annualizedVolatility = sd(r) × sqrt(scale)'],
    symbols: ['r_i', 'sd', 'scale'],
    conventions: [...BASE, 'sampleSd'],
    related: ['annualized-return', 'sharpe-ratio', 'tracking-error'],
  },
  'maximum-drawdown': {
    formula: ['W_0 = 1,  W_k = prod_{i ≤ k}(1 + r_i)', 'maximumDrawdown = max_k (1 − W_k / max_{j ≤ k} W_j)'],
    symbols: ['W_k', 'r_i'],
    conventions: [...BASE, 'startIsPeak'],
    related: ['calmar-ratio', 'cumulative-return', 'value-at-risk'],
  },
  skewness: {
    formula: ['skewness = m3 / m2^(3/2)', 'm_k = mean((r − mean(r))^k)'],
    symbols: ['r_i', 'm_k', 'n'],
    conventions: [...BASE, 'populationMoments'],
    related: ['kurtosis', 'annualized-volatility', 'value-at-risk'],
  },
  kurtosis: {
    formula: ['kurtosis = m4 / m2^2 − 3', 'm_k = mean((r − mean(r))^k)'],
    symbols: ['r_i', 'm_k', 'n'],
    conventions: [...BASE, 'populationMoments'],
    related: ['skewness', 'value-at-risk'],
  },
  'sharpe-ratio': {
    formula: [
      'x_i = r_i − rf_p,  rf_p = rf / scale',
      'sharpeRatio = mean(x) / sd(x) × sqrt(scale)',
      '            = (mean(x) × scale) / (sd(x) × sqrt(scale))',
    ],
    symbols: ['x_i', 'rf', 'rf_p', 'sd', 'scale'],
    conventions: [...BASE, 'riskFree', 'sampleSd', 'arithmeticAnnualization'],
    related: ['sortino-ratio', 'return-to-volatility-ratio', 'm2', 'annualized-volatility'],
  },
  'return-to-volatility-ratio': {
    formula: ['returnToVolatilityRatio = annualizedReturn / annualizedVolatility'],
    symbols: ['annualizedReturn', 'annualizedVolatility'],
    conventions: [...BASE, 'noRiskFree'],
    related: ['sharpe-ratio', 'annualized-return', 'annualized-volatility'],
  },
  'sortino-ratio': {
    formula: [
      'MAR = 0',
      'DD = sqrt( sum(min(r_i − MAR, 0)^2) / n )',
      'sortinoRatio = mean(r − MAR) / DD × sqrt(scale)',
    ],
    symbols: ['MAR', 'DD', 'n', 'scale'],
    conventions: [...BASE, 'downsideAllReturns'],
    related: ['sharpe-ratio', 'omega-ratio'],
  },
  'calmar-ratio': {
    formula: ['calmarRatio = annualizedReturn / maximumDrawdown'],
    symbols: ['annualizedReturn', 'maximumDrawdown'],
    conventions: [...BASE, 'window'],
    related: ['maximum-drawdown', 'annualized-return'],
  },
  'omega-ratio': {
    formula: ['L = 0', 'omegaRatio = sum(max(r_i − L, 0)) / sum(max(L − r_i, 0))'],
    symbols: ['L', 'r_i'],
    conventions: BASE,
    related: ['sortino-ratio', 'sharpe-ratio'],
  },
  correlation: {
    formula: [
      'correlation = sum((r − mean r)(b − mean b))',
      '              / sqrt( sum((r − mean r)^2) × sum((b − mean b)^2) )',
    ],
    symbols: ['r_i', 'b_i'],
    conventions: [...BASE, 'commonDates'],
    related: ['beta', 'tracking-error'],
  },
  beta: {
    formula: ['x = r − rf_p,  y = b − rf_p', 'beta = sum((x − mean x)(y − mean y)) / sum((y − mean y)^2)'],
    symbols: ['r_i', 'b_i', 'rf_p'],
    conventions: [...BASE, 'commonDates', 'riskFree'],
    related: ['alpha', 'correlation', 'treynor-ratio'],
  },
  alpha: {
    formula: ['a = mean(x) − beta × mean(y)', 'alpha = (1 + a)^scale − 1'],
    symbols: ['x_i', 'y_i', 'scale'],
    conventions: [...BASE, 'commonDates', 'riskFree'],
    related: ['beta', 'treynor-ratio', 'information-ratio'],
  },
  'tracking-error': {
    formula: ['trackingError = sd(r − b) × sqrt(scale)'],
    symbols: ['r_i', 'b_i', 'sd', 'scale'],
    conventions: [...BASE, 'commonDates', 'sampleSd'],
    related: ['information-ratio', 'correlation', 'annualized-volatility'],
  },
  'information-ratio': {
    formula: ['informationRatio = (annualizedReturn(r) − annualizedReturn(b)) / trackingError'],
    symbols: ['annualizedReturn', 'trackingError'],
    conventions: [...BASE, 'commonDates'],
    related: ['tracking-error', 'alpha', 'annualized-return'],
  },
  'treynor-ratio': {
    formula: ['x_i = r_i − rf_p', 'treynorRatio = ((prod(1 + x_i))^(scale / n) − 1) / beta'],
    symbols: ['x_i', 'rf_p', 'n', 'scale', 'beta'],
    conventions: [...BASE, 'commonDates', 'riskFree'],
    related: ['beta', 'sharpe-ratio', 'alpha'],
  },
  m2: {
    formula: ['rf_m = rf / 12', 'M2 = mean(R_m − rf_m) / sd(R_m − rf_m) × sd(B_m) + rf_m'],
    symbols: ['R_m', 'B_m', 'rf_m', 'sd'],
    conventions: [...BASE, 'calendarMonths', 'commonDates', 'riskFree', 'sampleSd'],
    related: ['sharpe-ratio', 'beta'],
  },
  'value-at-risk': {
    formula: [
      'v_0 ≤ v_1 ≤ … ≤ v_{M−1} = sort(R_m)',
      'h = (M − 1) × p',
      'VaR = v_floor(h) + (h − floor(h)) × (v_{floor(h)+1} − v_floor(h))',
    ],
    symbols: ['R_m', 'v', 'M', 'p'],
    conventions: [...BASE, 'calendarMonths', 'historicalVar'],
    related: ['maximum-drawdown', 'skewness', 'kurtosis'],
  },
};

export const TERM_SLUGS = Object.keys(TERMS) as TermSlug[];

export function isTermSlug(value: string | undefined): value is TermSlug {
  return value !== undefined && Object.hasOwn(TERMS, value);
}

/** Case- and accent-insensitive form for the search box ("Volatilité" matches "volatilite"). */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
