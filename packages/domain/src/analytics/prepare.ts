import type { UpdateFrequency } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { inferScale, scaleFor } from './frequency.js';

/** Which price column the analytics read: distribution-adjusted (default, total return) or the raw price. */
export type PriceField = 'adjusted' | 'price';

/**
 * The one price rule of the portal: every **return** (statistics, series, key-number returns, factsheet periods,
 * weighted composites) is computed on the distribution-adjusted price, i.e. as a total return with distributions
 * reinvested; it equals the price where no adjusted price was stored. Every **price** shown (last price, price
 * tables, the raw price dumps) is the unadjusted price. The only way to get a price-only return line is the explicit
 * `adjusted=false` of the cumulative-returns call (and `--price-field price` of the CLI).
 */
export const RETURNS_PRICE_FIELD: PriceField = 'adjusted';

/**
 * Dated annual risk-free rates (decimal p.a., 0.0125 = 1.25 %), dates strictly ascending ISO. At least one rate
 * (pass `null` for a series without data); a rate stays in effect until the next one.
 */
export interface RiskFreeSeries {
  id: string;
  dates: readonly string[];
  rates: readonly number[];
}

/** Input of the analytics engine: one fund series, an optional benchmark and the conventions. */
export interface AnalyticsInput {
  fund: PriceSeries;
  benchmark?: PriceSeries | null;
  frequency: UpdateFrequency;
  /**
   * The benchmark's own frequency, for what is computed on the benchmark alone (its rolling one-year metrics);
   * default `frequency`. Relative statistics use the aligned pair's scale whatever this says.
   */
  benchmarkFrequency?: UpdateFrequency;
  /** Constant annual risk-free rate (default 0); per period `rf_p = rf / scale` (METRICS.md §4). */
  riskFreeAnnual?: number;
  /**
   * Dated risk-free rates (METRICS.md "Risk-free rate from a series"); when present it is used and
   * `riskFreeAnnual` is ignored.
   */
  riskFreeSeries?: RiskFreeSeries | null;
  /** Default `adjusted` (falls back to `price` where a series has no adjusted column). */
  priceField?: PriceField;
  /** Legacy-data boundary (inclusive), passed through to every series so the UI can shade it. */
  oldDataEndDate?: string | null;
}

/** Conventions stated by every response that carries statistics (METRICS.md "Product-level rules"). */
export interface AnalyticsConventions {
  returnMethod: 'simple';
  scale: number;
  riskFreeAnnual: number;
  varMethod: 'historical-type7';
  priceField: PriceField;
  /** How fund and benchmark are combined for relative statistics. */
  benchmarkAlignment: 'common-dates';
  /** Scale of the benchmark-relative statistics (coarser than `scale` when the common dates are coarser). */
  pairScale: number;
  /** The dated risk-free series used (its id and last fixing), `null` when the constant `riskFreeAnnual` is. */
  riskFreeSeries: { id: string; lastDate: string } | null;
}

/** A series ready for window computations: prices, returns and calendar keys as typed arrays. */
export interface PreparedSeries {
  dates: readonly string[];
  prices: Float64Array;
  /** `returns[i] = prices[i] / prices[i-1] - 1` for `i >= 1`; `returns[0]` is unused (NaN). */
  returns: Float64Array;
  /** `year * 12 + (month - 1)` of each date (calendar-month buckets, METRICS.md §3). */
  monthKeys: Int32Array;
}

/** Fund and benchmark on their common dates (inner join), for the benchmark-relative statistics. */
export interface AlignedPair {
  fund: PreparedSeries;
  benchmark: PreparedSeries;
}

export interface PreparedAnalytics {
  fund: PreparedSeries;
  /** The benchmark on its own calendar (its own windows, e.g. its cumulative returns). */
  benchmark: PreparedSeries | null;
  aligned: AlignedPair | null;
  scale: number;
  riskFreeAnnual: number;
  /** `rf / scale`. */
  rfPerPeriod: number;
  /**
   * Scale of the aligned pair: the fund's, unless the common dates are coarser (a daily fund against a monthly
   * benchmark has monthly common-date returns, which must be annualised with 12, not 252).
   */
  pairScale: number;
  /** `rf / pairScale`. */
  pairRfPerPeriod: number;
  /** The dated rates in effect on each price date, when a risk-free series is used (else `null`). */
  riskFree: PreparedRiskFree | null;
  /** Scale of the benchmark on its own calendar (from `benchmarkFrequency`); `null` without a benchmark. */
  benchmarkScale: number | null;
  conventions: AnalyticsConventions;
  oldDataEndDate: string | null;
}

/**
 * A risk-free series read on the price dates (METRICS.md "Risk-free rate from a series"), computed once per
 * request. `NaN` marks a date before the series' first rate: a window anchored there gets `riskFreeRateMissing`.
 */
export interface PreparedRiskFree {
  /** Annual rate `y` in effect on each fund price date (the last rate dated on or before it). */
  fundRates: Float64Array;
  /** `fundRfPerReturn[i] = fundRates[i-1] / scale`, the per-period rate of fund return `i` (`[0]` unused, NaN). */
  fundRfPerReturn: Float64Array;
  /** The same on the aligned pair's dates, with `pairScale`; `null` without a benchmark. */
  pairRates: Float64Array | null;
  pairRfPerReturn: Float64Array | null;
}

/** Thrown for a malformed series (the engine's precondition; price writes validate the same rules). */
export class AnalyticsInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsInputError';
  }
}

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** `year * 12 + month - 1` of an ISO date without allocating substrings. */
export function monthKeyOf(date: string): number {
  const y = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  const m = digit(date, 5) * 10 + digit(date, 6);
  return y * 12 + m - 1;
}

/**
 * Builds typed arrays for one series. Requirements (else {@link AnalyticsInputError}): strictly ascending dates,
 * equal column lengths, positive finite prices (a zero or negative NAV has no simple return).
 */
export function prepareSeries(
  dates: readonly string[],
  prices: ArrayLike<number>,
  label = 'series',
): PreparedSeries {
  const n = dates.length;
  if (prices.length !== n) throw new AnalyticsInputError(`${label}: ${n} dates but ${prices.length} prices`);
  const p = new Float64Array(n);
  const r = new Float64Array(n);
  const keys = new Int32Array(n);
  let prev = '';
  for (let i = 0; i < n; i++) {
    const d = dates[i] ?? '';
    if (d <= prev)
      throw new AnalyticsInputError(`${label}: dates must be strictly ascending (${prev}, ${d})`);
    const x = prices[i] ?? NaN;
    if (!(x > 0) || !Number.isFinite(x)) {
      throw new AnalyticsInputError(`${label}: price on ${d} must be a positive finite number (${x})`);
    }
    p[i] = x;
    keys[i] = monthKeyOf(d);
    r[i] = i === 0 ? NaN : x / (p[i - 1] ?? NaN) - 1;
    prev = d;
  }
  return { dates, prices: p, returns: r, monthKeys: keys };
}

/** The price column chosen by `field`. */
export function pickPrices(series: PriceSeries, field: PriceField): readonly number[] {
  return field === 'adjusted' && series.adjusted.length === series.prices.length
    ? series.adjusted
    : series.prices;
}

/**
 * Inner join of two ascending series on their dates (METRICS.md §1: alignment happens **before** returns are
 * computed, so a benchmark on a different calendar yields returns over the common dates only).
 */
export function alignOnCommonDates(
  a: { dates: readonly string[]; prices: ArrayLike<number> },
  b: { dates: readonly string[]; prices: ArrayLike<number> },
): { dates: string[]; a: Float64Array; b: Float64Array } {
  const cap = Math.min(a.dates.length, b.dates.length);
  const dates: string[] = [];
  const pa = new Float64Array(cap);
  const pb = new Float64Array(cap);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.dates.length && j < b.dates.length) {
    const da = a.dates[i] ?? '';
    const db = b.dates[j] ?? '';
    if (da === db) {
      dates.push(da);
      pa[k] = a.prices[i] ?? NaN;
      pb[k] = b.prices[j] ?? NaN;
      k++;
      i++;
      j++;
    } else if (da < db) i++;
    else j++;
  }
  return { dates, a: pa.subarray(0, k), b: pb.subarray(0, k) };
}

/** Throws unless the risk-free series is well formed: equal lengths, strictly ascending dates, finite rates. */
function checkRiskFreeSeries(series: RiskFreeSeries): void {
  const { id, dates, rates } = series;
  if (dates.length === 0) throw new AnalyticsInputError(`risk-free series ${id}: no rate`);
  if (rates.length !== dates.length)
    throw new AnalyticsInputError(`risk-free series ${id}: ${dates.length} dates but ${rates.length} rates`);
  let prev = '';
  for (let i = 0; i < dates.length; i++) {
    const d = dates[i] ?? '';
    if (d <= prev)
      throw new AnalyticsInputError(
        `risk-free series ${id}: dates must be strictly ascending (${prev}, ${d})`,
      );
    if (!Number.isFinite(rates[i]))
      throw new AnalyticsInputError(`risk-free series ${id}: rate on ${d} must be a finite number`);
    prev = d;
  }
}

/**
 * The annual rate in effect on each of the ascending `dates`: the series' last rate dated on or before it, `NaN`
 * before its first rate. One merge of the two ascending date lists.
 */
export function ratesOnDates(dates: readonly string[], series: RiskFreeSeries): Float64Array {
  const out = new Float64Array(dates.length);
  let j = -1;
  for (let i = 0; i < dates.length; i++) {
    const d = dates[i] ?? '';
    while (j + 1 < series.dates.length && (series.dates[j + 1] ?? '') <= d) j++;
    out[i] = j < 0 ? NaN : (series.rates[j] ?? NaN);
  }
  return out;
}

/** `perReturn[i] = rates[i-1] / scale` (the rate in effect at the return's start date, per period). */
function perReturnRates(rates: Float64Array, scale: number): Float64Array {
  const out = new Float64Array(rates.length);
  out[0] = NaN;
  for (let i = 1; i < rates.length; i++) out[i] = (rates[i - 1] ?? NaN) / scale;
  return out;
}

function prepareRiskFree(
  series: RiskFreeSeries,
  fund: PreparedSeries,
  aligned: AlignedPair | null,
  scale: number,
  pairScale: number,
): PreparedRiskFree {
  checkRiskFreeSeries(series);
  const fundRates = ratesOnDates(fund.dates, series);
  const pairRates = aligned ? ratesOnDates(aligned.fund.dates, series) : null;
  return {
    fundRates,
    fundRfPerReturn: perReturnRates(fundRates, scale),
    pairRates,
    pairRfPerReturn: pairRates ? perReturnRates(pairRates, pairScale) : null,
  };
}

/** Validates and prepares the fund, benchmark and their aligned pair once, for every window of a request. */
export function prepareAnalytics(input: AnalyticsInput): PreparedAnalytics {
  const priceField = input.priceField ?? RETURNS_PRICE_FIELD;
  const fund = prepareSeries(input.fund.dates, pickPrices(input.fund, priceField), 'fund');
  const benchmark = input.benchmark
    ? prepareSeries(input.benchmark.dates, pickPrices(input.benchmark, priceField), 'benchmark')
    : null;
  let aligned: AlignedPair | null = null;
  if (benchmark) {
    const j = alignOnCommonDates(fund, benchmark);
    aligned = {
      fund: prepareSeries(j.dates, j.a, 'fund'),
      benchmark: prepareSeries(j.dates, j.b, 'benchmark'),
    };
  }
  const scale = scaleFor(input.frequency, input.fund.dates);
  const pairScale = aligned ? Math.min(scale, inferScale(aligned.fund.dates)) : scale;
  const series = input.riskFreeSeries ?? null;
  const riskFree = series ? prepareRiskFree(series, fund, aligned, scale, pairScale) : null;
  // With a series, the constant stated is its last fixing (for display; the statistics read the dated rates).
  const riskFreeAnnual = series ? (series.rates[series.rates.length - 1] ?? 0) : (input.riskFreeAnnual ?? 0);
  if (!Number.isFinite(riskFreeAnnual))
    throw new AnalyticsInputError('riskFreeAnnual must be a finite number');
  return {
    fund,
    benchmark,
    aligned,
    scale,
    riskFreeAnnual,
    rfPerPeriod: riskFreeAnnual / scale,
    pairScale,
    pairRfPerPeriod: riskFreeAnnual / pairScale,
    riskFree,
    benchmarkScale:
      benchmark && input.benchmark
        ? scaleFor(input.benchmarkFrequency ?? input.frequency, input.benchmark.dates)
        : null,
    conventions: {
      returnMethod: 'simple',
      scale,
      riskFreeAnnual,
      varMethod: 'historical-type7',
      priceField,
      benchmarkAlignment: 'common-dates',
      pairScale,
      riskFreeSeries: series
        ? { id: series.id, lastDate: series.dates[series.dates.length - 1] ?? '' }
        : null,
    },
    oldDataEndDate: input.oldDataEndDate ?? null,
  };
}
