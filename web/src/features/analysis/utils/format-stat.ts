import { statDisplay, type StatId } from '@portal/domain';
import { formatNumber, formatPercent } from '../../../lib/format';

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

/** A return on a chart axis or in a chart tooltip (`+12.34%`). */
export const formatReturn = (value: number | null | undefined, digits = 2): string | null =>
  formatPercent(value, { digits });
