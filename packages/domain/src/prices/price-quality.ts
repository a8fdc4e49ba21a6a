import type { UpdateFrequency } from '../constants.js';
import { businessDaysAfter, epochDay, isWeekend } from './business-days.js';
import type { PricePoint } from './layout.js';

/**
 * Price data quality (issue 11.3, beyond seed 000): signs of a bad feed, shown as warnings that never block an
 * import. Checked on the series as it will be stored (a bulk update replaces the whole series, seed 000 §4).
 *
 * - `weekendDate`: a price dated Saturday or Sunday (funds are valued on business days).
 * - `gap`: more than 5 business days strictly between two consecutive prices, i.e. more than a business week
 *   without a price (Friday to Monday is 0; a weekly series of Fridays misses 4).
 * - `unchanged`: the price stays the same for more than 10 business days, counted from the first date of the run
 *   to its last (a stale feed that repeats the last value).
 * - `extremeMove`: a move between consecutive prices beyond 10 standard deviations (see {@link robustScale}).
 *
 * Gaps and unchanged runs are judged for daily and weekly series only: a monthly series is meant to have gaps.
 * Public holidays are unknown here, so a gap that spans one is counted in full.
 */
export const PRICE_QUALITY_LIMITS = {
  /** A gap is flagged when more business days than this lie between two consecutive prices. */
  maxGapBusinessDays: 5,
  /** A run of equal prices is flagged when it lasts more business days than this. */
  maxUnchangedBusinessDays: 10,
  /** A move is flagged when it lies further than this many robust standard deviations from the median move. */
  maxMoveSigmas: 10,
  /** Below this many moves the scale is not estimated and no move is flagged (too little data, never a guess). */
  minMovesForScale: 20,
} as const;

/** i18n keys of the warnings (namespace `priceQuality`). */
export const PRICE_QUALITY_MESSAGE_KEYS = [
  'priceQuality.weekendDate',
  'priceQuality.gap',
  'priceQuality.unchanged',
  'priceQuality.extremeMove',
] as const;
export type PriceQualityMessageKey = (typeof PRICE_QUALITY_MESSAGE_KEYS)[number];

export const PRICE_QUALITY_MESSAGES_EN: Record<PriceQualityMessageKey, string> = {
  'priceQuality.weekendDate': 'This date is a Saturday or a Sunday.',
  'priceQuality.gap': 'More than 5 business days without a price before this date.',
  'priceQuality.unchanged': 'The price has not changed for more than 10 business days.',
  'priceQuality.extremeMove': 'This price moved by more than 10 standard deviations of the usual moves.',
};

export interface PriceQualityWarning {
  messageKey: PriceQualityMessageKey;
  /** Index of the point concerned: the later point of a gap or a move, the last point of an unchanged run. */
  index: number;
  /** The earlier point: the previous one for a gap or a move, the first of the run for `unchanged`. */
  fromIndex?: number;
  /** `gap`: business days without a price; `unchanged`: business days the price stayed the same. */
  businessDays?: number;
  /** `extremeMove`: the simple return from the previous point (adjusted prices), e.g. -0.5 for a halving. */
  move?: number;
  /** `extremeMove`: distance of the log return from the median log return, in robust standard deviations. */
  sigmas?: number;
}

export interface PriceQualityOptions {
  /** The series' update frequency; gaps and unchanged runs are checked for `daily` and `weekly` only. */
  frequency?: UpdateFrequency;
}

/** Consistency constant of the median absolute deviation for normally distributed data: 1 / Phi^-1(3/4). */
const MAD_TO_SIGMA = 1.482602218505602;
/** Consistency constant of the mean absolute deviation for normally distributed data: sqrt(pi / 2). */
const MEAN_AD_TO_SIGMA = 1.2533141373155001;

function median(sorted: Float64Array): number {
  const n = sorted.length;
  const mid = n >> 1;
  return n % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * Centre and scale of the log returns, estimated robustly so that the outlier being judged (and any other) does not
 * inflate the scale that judges it, as a plain standard deviation would: one 100x price error in 4,000 daily prices
 * raises the plain standard deviation so much that the error itself stays under 10 of them.
 *
 * Scale = the larger of 1.4826 x the median absolute deviation (MAD) and 1.2533 x the mean absolute deviation from
 * the median; both equal the standard deviation for normal returns. The MAD ignores outliers entirely but collapses
 * when most moves are (nearly) equal: a money-market fund accruing one tick a day, or more than half the moves zero,
 * would make every Monday or every tick "infinitely" many deviations away. The mean absolute deviation grows only
 * linearly with an outlier (a 100x error still stands hundreds of deviations out) and stays positive as soon as one
 * move differs from the others, so the larger of the two keeps both cases sane.
 * Returns `null` below {@link PRICE_QUALITY_LIMITS.minMovesForScale} moves or when every move is the same.
 */
export function robustScale(logReturns: Float64Array): { centre: number; scale: number } | null {
  const n = logReturns.length;
  if (n < PRICE_QUALITY_LIMITS.minMovesForScale) return null;
  const sorted = Float64Array.from(logReturns).sort();
  const centre = median(sorted);
  const deviations = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const d = Math.abs((logReturns[i] ?? 0) - centre);
    deviations[i] = d;
    sum += d;
  }
  const mad = median(deviations.sort());
  const scale = Math.max(MAD_TO_SIGMA * mad, MEAN_AD_TO_SIGMA * (sum / n));
  return scale > 0 && Number.isFinite(scale) ? { centre, scale } : null;
}

/**
 * The quality warnings of one series, in order of index (and for one index: weekend, gap, unchanged, move).
 * `points` are sorted by date, dates unique and valid, prices positive (what the importers return).
 */
export function priceQualityWarnings(
  points: readonly PricePoint[],
  options: PriceQualityOptions = {},
): PriceQualityWarning[] {
  const n = points.length;
  const frequency = options.frequency ?? 'daily';
  const checkCalendar = frequency === 'daily' || frequency === 'weekly';
  const days = new Float64Array(n);
  for (let i = 0; i < n; i++) days[i] = epochDay(points[i]?.date ?? '');

  const byIndex: PriceQualityWarning[][] = [];
  const add = (w: PriceQualityWarning) => (byIndex[w.index] ??= []).push(w);

  for (let i = 0; i < n; i++) {
    const day = days[i] ?? 0;
    if (isWeekend(day)) add({ messageKey: 'priceQuality.weekendDate', index: i });
    if (checkCalendar && i > 0) {
      const missing = businessDaysAfter(days[i - 1] ?? 0, day - 1);
      if (missing > PRICE_QUALITY_LIMITS.maxGapBusinessDays) {
        add({ messageKey: 'priceQuality.gap', index: i, fromIndex: i - 1, businessDays: missing });
      }
    }
  }

  if (checkCalendar) {
    let start = 0;
    for (let i = 1; i <= n; i++) {
      if (i < n && points[i]?.price === points[start]?.price) continue;
      const end = i - 1;
      if (end > start) {
        const span = businessDaysAfter(days[start] ?? 0, days[end] ?? 0);
        if (span > PRICE_QUALITY_LIMITS.maxUnchangedBusinessDays) {
          add({ messageKey: 'priceQuality.unchanged', index: end, fromIndex: start, businessDays: span });
        }
      }
      start = i;
    }
  }

  if (n > 1) {
    const adjusted = (p: PricePoint | undefined) => p?.adjustedPrice ?? p?.price ?? NaN;
    const logReturns = new Float64Array(n - 1);
    for (let i = 1; i < n; i++) logReturns[i - 1] = Math.log(adjusted(points[i]) / adjusted(points[i - 1]));
    const fit = robustScale(logReturns);
    if (fit) {
      for (let i = 1; i < n; i++) {
        const sigmas = Math.abs((logReturns[i - 1] ?? 0) - fit.centre) / fit.scale;
        if (sigmas > PRICE_QUALITY_LIMITS.maxMoveSigmas) {
          add({
            messageKey: 'priceQuality.extremeMove',
            index: i,
            fromIndex: i - 1,
            move: Math.expm1(logReturns[i - 1] ?? 0),
            sigmas,
          });
        }
      }
    }
  }
  return byIndex.flat();
}
