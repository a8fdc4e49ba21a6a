import { STAT_PERIODS, type StatPeriod } from '../constants.js';
import { lastIndexOnOrBefore, minusMonths, ytdAnchor } from './dates.js';

/** Months back of each month-based statistics period (METRICS.md §2). */
export const PERIOD_MONTHS: Partial<Record<StatPeriod, number>> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '12m': 12,
  '36m': 36,
  '60m': 60,
};

/** Why a period cannot be computed. */
export type PeriodUnavailableReason =
  /** The series has no price at all. */
  | 'noData'
  /** No price dated on or before the period's target start date (series too short). */
  | 'insufficientHistory'
  /** The start price would be the last price: the window holds no return. */
  | 'noReturns';

/**
 * A period window (METRICS.md §1-2): price indexes `[start, end]`, holding `nReturns = end - start` returns
 * `r_{start+1} .. r_end`. The price at `start` is only the anchor.
 */
export type PeriodWindow =
  | {
      available: true;
      period: StatPeriod;
      start: number;
      end: number;
      startDate: string;
      endDate: string;
      nReturns: number;
    }
  | { available: false; period: StatPeriod; reason: PeriodUnavailableReason };

/** Target date `T` of a period: the window starts at the last price on or before it (`null` for `max`). */
export function periodTargetDate(period: StatPeriod, lastDate: string): string | null {
  if (period === 'max') return null;
  if (period === 'ytd') return ytdAnchor(lastDate);
  return minusMonths(lastDate, PERIOD_MONTHS[period] ?? 0);
}

/**
 * Window of `period` on ascending `dates` (METRICS.md §2): `max` starts at the first price; `Nm` at the last price
 * on or before `L - N months` (day clamped); `ytd` at the last price on or before 31 Dec of `year(L) - 1`.
 * Unavailable when there is no such price or when it is the last price (`n = 0`).
 */
export function periodWindow(dates: readonly string[], period: StatPeriod): PeriodWindow {
  const end = dates.length - 1;
  const lastDate = dates[end];
  if (lastDate === undefined) return { available: false, period, reason: 'noData' };
  const target = periodTargetDate(period, lastDate);
  const start = target === null ? 0 : lastIndexOnOrBefore(dates, target);
  if (start < 0) return { available: false, period, reason: 'insufficientHistory' };
  if (start >= end) return { available: false, period, reason: 'noReturns' };
  return {
    available: true,
    period,
    start,
    end,
    startDate: dates[start] ?? '',
    endDate: lastDate,
    nReturns: end - start,
  };
}

/** Windows of every statistics period (`STAT_PERIODS` order unless `periods` is given). */
export function periodWindows(
  dates: readonly string[],
  periods: readonly StatPeriod[] = STAT_PERIODS,
): PeriodWindow[] {
  return periods.map((p) => periodWindow(dates, p));
}
