import { formatPercent } from '../../../lib/format';

/** A return on a chart axis or in a chart tooltip (`+12.34%`). */
export const formatReturn = (value: number | null | undefined, digits = 2): string | null =>
  formatPercent(value, { digits });
