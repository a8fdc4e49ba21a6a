/**
 * Calendar arithmetic on whole days for the price-quality checks, with integers only (no `Date` per point: the bulk
 * dry run walks a million dates). A business day is Monday to Friday; public holidays are not known here.
 */

/**
 * Days since 1970-01-01 of a valid `YYYY-MM-DD` date (Howard Hinnant's `days_from_civil`, proleptic Gregorian).
 * The caller has checked the date (`isRealDate`).
 */
export function epochDay(iso: string): number {
  return epochDayOf(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

/** Days since 1970-01-01 of a civil date (no `Date` parsing in the hot paths of the checks and the analytics). */
export function epochDayOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWeekend(day: number): boolean {
  const w = weekdayOf(day);
  return w === 0 || w === 6;
}

/** Business days strictly before `day`, counted from the Monday 1970-01-05 (negative before it). */
function businessDaysBefore(day: number): number {
  const d = day - 4;
  const weeks = Math.floor(d / 7);
  return weeks * 5 + Math.min(d - weeks * 7, 5);
}

/** Business days `d` with `from < d <= to` (0 when `to <= from`): Friday to Monday is 1, Monday to Monday 5. */
export function businessDaysAfter(from: number, to: number): number {
  return to <= from ? 0 : businessDaysBefore(to + 1) - businessDaysBefore(from + 1);
}
