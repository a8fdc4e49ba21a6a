import type { AnalysisModeId } from '../constants.js';

/*
 * The rules of a use-case page (seed 000 §9 "Use-case example: launch 2 Jun 2021, shows the 10 largest drawdowns"):
 * which series it follows, from when, and how it states the length of a drawdown. The drawdowns themselves come from
 * the API (`drawdownEpisodes`, METRICS.md §5); nothing here recomputes them.
 */

const DAY_MS = 86_400_000;
const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** Calendar days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The tab a use case follows: the product's live track record when the caller may open it (a launch is a live
 * event), else the first tab they may open (Alvola has the internal tab only, seed 001 §2); `null` with none.
 */
export function sinceLaunchMode(openable: readonly AnalysisModeId[]): AnalysisModeId | null {
  return openable.includes('live') ? 'live' : (openable[0] ?? null);
}

/**
 * The window "since launch": from the inception date (the product's launch) to the last price, clamped to the
 * series' data (a series that starts after its inception date starts at its first price). `null` when the series
 * has no price after the launch (then nothing can be shown).
 */
export function sinceLaunchWindow(
  inceptionDate: string,
  data: { start: string | null; end: string | null },
): { start: string; end: string } | null {
  if (data.start === null || data.end === null) return null;
  const start = inceptionDate > data.start ? inceptionDate : data.start;
  return start < data.end ? { start, end: data.end } : null;
}

/** How long a drawdown episode lasted, in calendar days (the API counts prices: `length`, `toTrough`, `recovery`). */
export interface EpisodeDays {
  /** Peak to recovery; peak to the window's last date while not recovered. */
  length: number;
  /** Peak to trough. */
  toTrough: number;
  /** Trough to recovery; `null` while not recovered. */
  toRecover: number | null;
}

/**
 * Calendar days of a drawdown episode (dates of the API's `drawdownEpisodeSchema`): calendar days rather than the
 * API's counts of prices, so that daily, weekly and monthly series read alike. An episode still open at `windowEnd`
 * is measured to it, and has no time to recover.
 */
export function drawdownEpisodeDays(
  episode: { peakDate: string; troughDate: string; recoveryDate: string | null },
  windowEnd: string,
): EpisodeDays {
  const { peakDate, troughDate, recoveryDate } = episode;
  return {
    length: calendarDaysBetween(peakDate, recoveryDate ?? windowEnd),
    toTrough: calendarDaysBetween(peakDate, troughDate),
    toRecover: recoveryDate === null ? null : calendarDaysBetween(troughDate, recoveryDate),
  };
}
