import { daysInMonth } from '../tenant/common.js';

/**
 * Index of the last date on or before `target` in ascending ISO dates, or -1 (binary search; ISO strings compare
 * lexically like dates).
 */
export function lastIndexOnOrBefore(dates: readonly string[], target: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? '') <= target) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** `date` minus `months` calendar months with the day clamped to the target month (METRICS.md §2). */
export function minusMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const total = y * 12 + (m - 1) - months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const td = Math.min(d, daysInMonth(ty, tm));
  return `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(td).padStart(2, '0')}`;
}

/** The YTD anchor: 31 December of the year before `lastDate` (METRICS.md §2). */
export function ytdAnchor(lastDate: string): string {
  return `${Number(lastDate.slice(0, 4)) - 1}-12-31`;
}

/** The month-to-date anchor of `lastDate`: the last day of the previous month (`2026-03-15` → `2026-02-28`). */
export function mtdAnchor(lastDate: string): string {
  const firstOfMonth = Date.UTC(Number(lastDate.slice(0, 4)), Number(lastDate.slice(5, 7)) - 1, 1);
  return isoDateUTC(new Date(firstOfMonth - 86_400_000));
}

export function isoDateUTC(d: Date): string {
  return d.toISOString().slice(0, 10);
}
