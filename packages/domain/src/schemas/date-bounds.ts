import { isRealDate } from '../tenant/common.js';

/**
 * Seed 000 §5: "Date after or before a bound: inclusive when 0 days apart, otherwise at least N days apart." One rule
 * for every pair of dates (an analysis period's start and end, ...): the API re-checks with it what the page checks.
 */

export type DateBoundSide = 'after' | 'before';

/** Why a date is refused: it must lie `minDaysApart` days or more `side` the `bound` (on the bound itself when 0). */
export interface DateBoundIssue {
  side: DateBoundSide;
  bound: string;
  minDaysApart: number;
  /** The nearest date that passes. */
  limit: string;
}

const DAY_MS = 86_400_000;

/** `iso` shifted by `days` calendar days (UTC, so no time zone moves it). */
export function shiftIsoDate(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whether `date` lies at least `minDaysApart` days after (or before) `bound`; `null` when it does, else the issue.
 * With 0 the bound itself passes (inclusive). Dates that are not real `YYYY-MM-DD` days are the date-format rule's
 * business: this rule does not judge them (null).
 */
export function dateBoundIssue(
  date: string,
  bound: string,
  side: DateBoundSide,
  minDaysApart = 0,
): DateBoundIssue | null {
  if (!isRealDate(date) || !isRealDate(bound)) return null;
  const days = Math.max(0, Math.trunc(minDaysApart));
  const limit = shiftIsoDate(bound, side === 'after' ? days : -days);
  const ok = side === 'after' ? date >= limit : date <= limit;
  return ok ? null : { side, bound, minDaysApart: days, limit };
}
