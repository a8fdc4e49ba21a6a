import type { AnalyticsConventions, RiskFreeSeries } from '../analytics/prepare.js';
import type { StatId } from '../constants.js';
import type { PriceSeries, PriceSeriesKind } from './layout.js';

/**
 * Risk-free rate series (METRICS.md "Risk-free rate from a series", docs/risk-free.md): the overnight interbank
 * rate of each currency, stored like a benchmark (`priceSeries/<id>`, kind `rate`) and uploaded through the bulk
 * price CSV with its id. A product's currency picks its series; a rate typed on the analysis page overrides it.
 *
 * The stored value of a date is the annual rate **in percent** as published and uploaded (`1.25` = 1.25 % p.a.),
 * in the `prices` column of the chunks; {@link riskFreeSeriesOf} hands the engine decimals. Rates may be zero or
 * negative (SARON and €STR were below zero from 2015 to 2022), so the positivity rule of prices does not apply to
 * this kind ({@link seriesValueRule}).
 */
export const RISK_FREE_RATES = [
  { id: 'saron', currency: 'CHF', name: 'SARON' },
  { id: 'estr', currency: 'EUR', name: '€STR' },
  { id: 'sofr', currency: 'USD', name: 'SOFR' },
  { id: 'sonia', currency: 'GBP', name: 'SONIA' },
  { id: 'tona', currency: 'JPY', name: 'TONA' },
] as const satisfies readonly { id: string; currency: string; name: string }[];

export type RiskFreeRateInfo = (typeof RISK_FREE_RATES)[number];
export type RiskFreeSeriesId = RiskFreeRateInfo['id'];

/** Every risk-free series id (reserved: no product or benchmark may use one, `catalogueSchema`). */
export const RISK_FREE_SERIES_IDS: readonly RiskFreeSeriesId[] = RISK_FREE_RATES.map((r) => r.id);

/** The risk-free series of a currency (`CHF` -> SARON), `null` for a currency without one. */
export function riskFreeRateFor(currency: string): RiskFreeRateInfo | null {
  return RISK_FREE_RATES.find((r) => r.currency === currency) ?? null;
}

/** The risk-free series with this id, `null` when `id` names none. */
export function riskFreeRateById(id: string): RiskFreeRateInfo | null {
  return RISK_FREE_RATES.find((r) => r.id === id) ?? null;
}

/** Whether `id` is a risk-free series id. */
export const isRiskFreeSeriesId = (id: string): id is RiskFreeSeriesId => riskFreeRateById(id) !== null;

/**
 * The value rule of a series kind: product and benchmark prices must be above zero; a rate series holds annual
 * rates in percent, any finite number strictly inside ±{@link MAX_RATE_PERCENT}, as the risk-free CSV of the CLI
 * (`csv/risk-free-csv.ts`) (a file of basis points, or of prices put
 * under a rate id, is refused instead of making every Sharpe ratio absurd).
 */
export type SeriesValueRule = 'positive' | 'ratePercent';
export const seriesValueRule = (kind: PriceSeriesKind): SeriesValueRule =>
  kind === 'rate' ? 'ratePercent' : 'positive';

/** Bound of the absolute annual rate in percent (excluded): no overnight rate of the five came near it. */
export const MAX_RATE_PERCENT = 100;

/** Why a value breaks its series' rule, or `null` when it is fine. `value` is finite. */
export function seriesValueProblem(
  rule: SeriesValueRule,
  value: number,
): 'nonPositive' | 'rateOutOfRange' | null {
  if (rule === 'positive') return value > 0 ? null : 'nonPositive';
  return Math.abs(value) < MAX_RATE_PERCENT ? null : 'rateOutOfRange';
}

/**
 * The engine's input from a stored rate series (percent -> decimal), or `null` when nothing is stored: a currency
 * whose series was never uploaded keeps the constant rate (0 unless typed), while a stored series that starts after
 * a window makes that window's rf-dependent statistics `null` (`riskFreeRateMissing`), never a silent 0.
 */
export function riskFreeSeriesOf(id: string, stored: PriceSeries | null): RiskFreeSeries | null {
  if (!stored || stored.dates.length === 0) return null;
  return { id, dates: stored.dates, rates: stored.prices.map((p) => p / 100) };
}

/** The statistics that read the risk-free rate (METRICS.md §4 and "Risk-free rate from a series"). */
export const RISK_FREE_STAT_IDS: ReadonlySet<StatId> = new Set<StatId>([
  'sharpeRatio',
  'alpha',
  'beta',
  'treynorRatio',
  'm2RiskAdjustedPerfMonthly',
]);

/**
 * What the risk-free convention line says (the analysis page and the factsheet, `ANALYSIS_TERMS.riskFree`): the
 * series' display name and last fixing, or the constant rate (decimal p.a.). An id the domain does not know (a CLI
 * file name) is shown as it is.
 */
export type RiskFreeConvention =
  { kind: 'series'; name: string; lastDate: string } | { kind: 'constant'; rate: number };

export function riskFreeConventionOf(
  conventions: Pick<AnalyticsConventions, 'riskFreeAnnual' | 'riskFreeSeries'>,
): RiskFreeConvention {
  const s = conventions.riskFreeSeries;
  if (!s) return { kind: 'constant', rate: conventions.riskFreeAnnual };
  return { kind: 'series', name: riskFreeRateById(s.id)?.name ?? s.id, lastDate: s.lastDate };
}
