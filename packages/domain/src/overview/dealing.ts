import type { UpdateFrequency } from '../constants.js';
import { isoDateUTC } from '../analytics/dates.js';

/**
 * Next subscription and redemption of a fund (seed 000 §9: "Subscription and redemption cut-off 12:00 CET before the
 * stated date, for funds that show it"). The spec gives the cut-off but not the dealing calendar; the decision
 * (docs/product-content.md) is that a fund deals on the valuation calendar of its primary analysis mode:
 *
 * - daily: every business day (Monday to Friday);
 * - weekly: every Friday;
 * - monthly: the last business day of each month;
 * - quarterly: the last business day of March, June, September and December;
 * - yearly: the last business day of the year;
 * - other: no calendar, nothing is shown.
 *
 * Orders must arrive by 12:00 Swiss time (CET, CEST in summer) on the business day before the dealing date. The next
 * dealing date is the first one whose cut-off is still ahead of `now`. Public holidays are not modelled: the dates
 * are the calendar's, the fund's prospectus rules.
 */
export interface NextDealing {
  /** The dealing (subscription and redemption) date, YYYY-MM-DD. */
  dealingDate: string;
  /** The business day before it, YYYY-MM-DD: orders by 12:00 Swiss time on that day. */
  cutOffDate: string;
  /** The cut-off instant (12:00 Europe/Zurich on `cutOffDate`). */
  cutOff: Date;
  /** The Swiss time zone's name on that day, as the spec writes it: CET in winter, CEST in summer. */
  cutOffZone: 'CET' | 'CEST';
}

export const CUT_OFF_TIME_ZONE = 'Europe/Zurich';
const DAY = 86_400_000;

const fromIso = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const weekday = (t: number): number => new Date(t).getUTCDay();
const isBusinessDay = (t: number): boolean => weekday(t) !== 0 && weekday(t) !== 6;

function previousBusinessDay(t: number): number {
  let d = t - DAY;
  while (!isBusinessDay(d)) d -= DAY;
  return d;
}

function lastBusinessDayOfMonth(year: number, month: number): number {
  let d = Date.UTC(year, month + 1, 1) - DAY;
  while (!isBusinessDay(d)) d -= DAY;
  return d;
}

/** Minutes Europe/Zurich is ahead of UTC at instant `t` (60 in winter, 120 in summer). */
function zurichOffsetMinutes(t: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: CUT_OFF_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(t));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(t / 60_000) * 60_000) / 60_000);
}

/** 12:00 in Zurich on day `t` (a UTC midnight). */
export function zurichNoon(t: number): Date {
  const guess = t + 12 * 3_600_000;
  return new Date(guess - zurichOffsetMinutes(guess) * 60_000);
}

/** Dealing dates on or after day `from` (UTC midnight), in order; the calendar of `frequency`. */
function* dealingDates(from: number, frequency: UpdateFrequency): Generator<number> {
  const start = new Date(from);
  if (frequency === 'daily' || frequency === 'weekly') {
    for (let d = from; ; d += DAY) {
      if (frequency === 'daily' ? isBusinessDay(d) : weekday(d) === 5) yield d;
    }
  }
  const months =
    frequency === 'monthly' ? 1 : frequency === 'quarterly' ? 3 : frequency === 'yearly' ? 12 : 0;
  if (months === 0) return;
  for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); ; m++) {
    if (m === 12) {
      m = 0;
      y++;
    }
    if ((m + 1) % months !== 0) continue;
    const d = lastBusinessDayOfMonth(y, m);
    if (d >= from) yield d;
  }
}

/** The next dealing date whose cut-off is after `now`, or `null` for a fund without a dealing calendar. */
export function nextDealing(now: Date, frequency: UpdateFrequency): NextDealing | null {
  const today = fromIso(isoDateUTC(now));
  for (const d of dealingDates(today, frequency)) {
    const cutOffDay = previousBusinessDay(d);
    const cutOff = zurichNoon(cutOffDay);
    if (cutOff.getTime() > now.getTime()) {
      return {
        dealingDate: isoDateUTC(new Date(d)),
        cutOffDate: isoDateUTC(new Date(cutOffDay)),
        cutOff,
        cutOffZone: zurichOffsetMinutes(cutOff.getTime()) === 120 ? 'CEST' : 'CET',
      };
    }
  }
  return null;
}
