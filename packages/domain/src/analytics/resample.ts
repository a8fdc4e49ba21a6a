import { epochDayOf } from '../prices/business-days.js';

/** A dated series as parallel columns (compact in JSON, cheap to chart). */
export interface DatedValues {
  dates: string[];
  values: number[];
}

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

type BucketUnit = 'week' | 'month' | 'quarter' | 'year';
const UNITS: readonly BucketUnit[] = ['week', 'month', 'quarter', 'year'];

function bucketOf(date: string, unit: BucketUnit): number {
  const y = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  const m = digit(date, 5) * 10 + digit(date, 6);
  switch (unit) {
    case 'week':
      // Monday-based weeks: 1970-01-01 was a Thursday, hence the +3.
      return Math.floor((epochDayOf(y, m, digit(date, 8) * 10 + digit(date, 9)) + 3) / 7);
    case 'month':
      return y * 12 + m - 1;
    case 'quarter':
      return y * 4 + Math.floor((m - 1) / 3);
    case 'year':
      return y;
  }
}

/** Whether the first `n` characters of two strings are equal (no allocation, unlike `slice`). */
function samePrefix(a: string, b: string, n: number): boolean {
  for (let i = n - 1; i >= 0; i--) if (a.charCodeAt(i) !== b.charCodeAt(i)) return false;
  return true;
}

/** Whether `a` and `b` (ISO dates) fall in different buckets of `unit`. */
function bucketChanges(a: string, b: string, unit: BucketUnit): boolean {
  if (unit === 'year') return !samePrefix(a, b, 4);
  if (unit === 'month') return !samePrefix(a, b, 7);
  return bucketOf(a, unit) !== bucketOf(b, unit);
}

/**
 * The points a resampled chart over `dates[lo..hi)` keeps before its extrema are added (see {@link resample}):
 * the first and last point and the last point of each calendar bucket. It depends on the dates only, so one mask
 * serves every chart drawn on the same dates (cumulative returns and drawdowns of a series, say). `null` when the
 * range needs no resampling.
 */
export function resampleMask(
  dates: readonly string[],
  lo: number,
  hi: number,
  maxPoints: number,
): Uint8Array | null {
  const n = hi - lo;
  if (n <= maxPoints || n <= 2) return null;
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const budget = Math.max(1, maxPoints - 3);
  // Bucket counts bounded from the first and last dates (a bucket count never exceeds its calendar span), so
  // only the chosen unit is evaluated point by point.
  const first = dates[lo] ?? '';
  const last = dates[hi - 1] ?? '';
  const chosen = UNITS.find((u) => bucketOf(last, u) - bucketOf(first, u) + 1 <= budget) ?? null;
  if (chosen) {
    let current = first;
    for (let i = 0; i < n - 1; i++) {
      const next = dates[lo + i + 1] ?? '';
      if (bucketChanges(current, next, chosen)) keep[i] = 1;
      current = next;
    }
  } else {
    const step = Math.ceil(n / Math.max(1, maxPoints - 4));
    for (let i = step - 1; i < n; i += step) keep[i] = 1;
  }
  return keep;
}

/** Applies a {@link resampleMask} of `series.dates` to the series, adding the points of its minimum and maximum. */
export function applyResampleMask(series: DatedValues, mask: Uint8Array | null): DatedValues {
  const n = series.dates.length;
  if (!mask) return series;
  if (mask.length !== n) throw new Error(`resample mask of ${mask.length} points for a series of ${n}`);
  const values = series.values;
  let lo = 0;
  let hi = 0;
  for (let i = 1; i < n; i++) {
    const v = values[i] ?? 0;
    if (v < (values[lo] ?? 0)) lo = i;
    if (v > (values[hi] ?? 0)) hi = i;
  }
  let count = 0;
  for (let i = 0; i < n; i++) count += mask[i] ?? 0;
  count += (mask[lo] ? 0 : 1) + (mask[hi] || lo === hi ? 0 : 1);
  const dates = new Array<string>(count);
  const out = new Array<number>(count);
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i] || i === lo || i === hi) {
      dates[k] = series.dates[i] ?? '';
      out[k] = values[i] ?? 0;
      k++;
    }
  }
  return { dates, values: out };
}

/**
 * Resampling for long ranges (`withResample`): a chart does not need 7,500 daily points. If the series has at most
 * `maxPoints` points it is returned unchanged. Otherwise the finest calendar bucket among week, month, quarter,
 * year whose calendar span (number of buckets from the first to the last date, + 3 reserved points) fits in
 * `maxPoints` is chosen, and the kept points are:
 * the first point, the **last point of each bucket** (so weekly/monthly closes are exact values of the series), and
 * the points of the minimum and maximum value (so the deepest drawdown or the peak is never smoothed away).
 * The result therefore has at most `maxPoints` points, in date order, each an exact point of the input. If even
 * yearly buckets are too many, every k-th point is kept (plus first, last and extrema).
 */
export function resample(series: DatedValues, maxPoints: number): DatedValues {
  return applyResampleMask(series, resampleMask(series.dates, 0, series.dates.length, maxPoints));
}
