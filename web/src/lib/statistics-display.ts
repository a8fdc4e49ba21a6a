import { statDisplay, type NullReason, type StatId } from '@portal/domain';
import { formatNumber, formatPercent } from './format';

/*
 * How a statistic is shown wherever the app shows one (the analysis page's statistics card, the comparison's table):
 * its format, why a cell is "n/a", and which calendar years are partial. One home, so two pages never disagree.
 */

/**
 * A statistic's value as shown in tables (per the stats catalogue): percentages and decimals with their places,
 * drawdowns as losses. `null` (undefined statistic) stays `null`, for the caller to show "n/a" — never 0.
 */
export function formatStatValue(statId: StatId, value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const display = statDisplay(statId);
  const signed = display.showAsLoss ? -Math.abs(value) : value;
  // A value that rounds to zero is shown as 0, not as "-0.00".
  const factor = 10 ** (display.digits + (display.format === 'percent' ? 2 : 0));
  const shown = Math.round(signed * factor) === 0 ? 0 : signed;
  return display.format === 'percent'
    ? formatPercent(shown, { digits: display.digits, signed: false })
    : formatNumber(shown, { digits: display.digits });
}

/** Why a cell is n/a, as the `analysis` namespace words it (`stats.missing.*`). */
export type MissingReason = 'needsBenchmark' | 'tooFewObservations' | 'undefined' | 'riskFreeRateMissing';

const MISSING: Record<NullReason, MissingReason> = {
  benchmarkRequired: 'needsBenchmark',
  tooFewReturns: 'tooFewObservations',
  undefined: 'undefined',
  // The window reasons all say the window holds too few returns.
  noData: 'tooFewObservations',
  insufficientHistory: 'tooFewObservations',
  noReturns: 'tooFewObservations',
  riskFreeRateMissing: 'riskFreeRateMissing',
};

/** The explanation of an n/a cell (a cell without a reason is undefined). */
export const missingReasonOf = (reason: NullReason | undefined): MissingReason =>
  MISSING[reason ?? 'undefined'];

/**
 * Whether row `i` of calendar-year returns is a partial year: the first when the window is anchored inside that year
 * (no price of the year before to start from), the last when it ends before the last trading days of December.
 */
export function isPartialYear(
  rows: readonly { year: number; lastDate: string }[],
  i: number,
  windowStartDate: string | null,
): boolean {
  const row = rows[i];
  if (!row) return false;
  return (
    (i === 0 && windowStartDate?.slice(0, 4) === String(row.year)) ||
    (i === rows.length - 1 && row.lastDate < `${String(row.year)}-12-24`)
  );
}
