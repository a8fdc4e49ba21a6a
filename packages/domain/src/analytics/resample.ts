/** A dated series as parallel columns (compact in JSON, cheap to chart). */
export interface DatedValues {
  dates: string[];
  values: number[];
}

/** Days since 1970-01-01 of a civil date (H. Hinnant's algorithm; no Date parsing in the hot path). */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
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
      return Math.floor((daysFromCivil(y, m, digit(date, 8) * 10 + digit(date, 9)) + 3) / 7);
    case 'month':
      return y * 12 + m - 1;
    case 'quarter':
      return y * 4 + Math.floor((m - 1) / 3);
    case 'year':
      return y;
  }
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
  const n = series.dates.length;
  if (n <= maxPoints || n <= 2) return series;
  const keep = new Uint8Array(n);
  let lo = 0;
  let hi = 0;
  for (let i = 1; i < n; i++) {
    const v = series.values[i] ?? 0;
    if (v < (series.values[lo] ?? 0)) lo = i;
    if (v > (series.values[hi] ?? 0)) hi = i;
  }
  keep[0] = 1;
  keep[n - 1] = 1;
  keep[lo] = 1;
  keep[hi] = 1;
  const budget = Math.max(1, maxPoints - 3);
  // Bucket counts bounded from the first and last dates (a bucket count never exceeds its calendar span), so
  // only the chosen unit is evaluated point by point.
  const first = series.dates[0] ?? '';
  const last = series.dates[n - 1] ?? '';
  const chosen = UNITS.find((u) => bucketOf(last, u) - bucketOf(first, u) + 1 <= budget) ?? null;
  if (chosen) {
    let current = bucketOf(first, chosen);
    for (let i = 0; i < n - 1; i++) {
      const next = bucketOf(series.dates[i + 1] ?? '', chosen);
      if (next !== current) keep[i] = 1;
      current = next;
    }
  } else {
    const step = Math.ceil(n / Math.max(1, maxPoints - 4));
    for (let i = step - 1; i < n; i += step) keep[i] = 1;
  }
  const out: DatedValues = { dates: [], values: [] };
  for (let i = 0; i < n; i++) {
    if (keep[i]) {
      out.dates.push(series.dates[i] ?? '');
      out.values.push(series.values[i] ?? 0);
    }
  }
  return out;
}
