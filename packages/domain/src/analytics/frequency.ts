import { epochDayOf } from '../prices/business-days.js';
import type { UpdateFrequency } from '../constants.js';

/** Periods per year of each update frequency (METRICS.md notation: `scale`). */
export const SCALE_BY_FREQUENCY = {
  daily: 252,
  weekly: 52,
  monthly: 12,
  quarterly: 4,
  yearly: 1,
} as const satisfies Record<Exclude<UpdateFrequency, 'other'>, number>;

const digit = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Days since 1970-01-01 of an ISO date `YYYY-MM-DD`, from its digits. */
export function dayNumberOf(date: string): number {
  return epochDayOf(
    digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3),
    digit(date, 5) * 10 + digit(date, 6),
    digit(date, 8) * 10 + digit(date, 9),
  );
}

/**
 * Scale for `frequency: 'other'` (METRICS.md "Product-level rules"): inferred from the **median gap** in calendar
 * days between consecutive price dates, snapped to the nearest standard frequency so that the usual conventions
 * apply: median gap <= 4 days -> 252 (business days; weekends make the median 1), <= 10 -> 52, <= 45 -> 12,
 * <= 135 -> 4, else 1. Fewer than two dates: 252 (nothing is computable anyway).
 */
export function inferScale(dates: readonly string[]): number {
  if (dates.length < 2) return SCALE_BY_FREQUENCY.daily;
  const gaps = new Float64Array(dates.length - 1);
  // Day numbers from the digits (no Date parsing: this runs on every prepared pair).
  let prev = dayNumberOf(dates[0] ?? '');
  for (let i = 1; i < dates.length; i++) {
    const day = dayNumberOf(dates[i] ?? '');
    gaps[i - 1] = day - prev;
    prev = day;
  }
  gaps.sort();
  const mid = gaps.length >> 1;
  const median = gaps.length % 2 ? (gaps[mid] ?? 0) : ((gaps[mid - 1] ?? 0) + (gaps[mid] ?? 0)) / 2;
  if (median <= 4) return SCALE_BY_FREQUENCY.daily;
  if (median <= 10) return SCALE_BY_FREQUENCY.weekly;
  if (median <= 45) return SCALE_BY_FREQUENCY.monthly;
  if (median <= 135) return SCALE_BY_FREQUENCY.quarterly;
  return SCALE_BY_FREQUENCY.yearly;
}

/** `scale` of a series: fixed by its frequency (METRICS.md: "set by the series' frequency, not by counting days"). */
export function scaleFor(frequency: UpdateFrequency, dates: readonly string[] = []): number {
  return frequency === 'other' ? inferScale(dates) : SCALE_BY_FREQUENCY[frequency];
}
