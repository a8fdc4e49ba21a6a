import type { PriceSeries } from '../prices/layout.js';
import { lastIndexOnOrBefore, mtdAnchor, ytdAnchor } from './dates.js';
import { pickPrices, RETURNS_PRICE_FIELD } from './prepare.js';

export interface KeyNumbers {
  lastDate: string | null;
  /** The last (unadjusted) price. */
  lastPrice: number | null;
  /** Price change since the previous price (absolute, unadjusted, in the product currency). */
  lastChange: number | null;
  /** Total return since the previous price: `A_L / A_{L-1} - 1` on adjusted prices `A` (`RETURNS_PRICE_FIELD`). */
  lastDayChange: number | null;
  /**
   * Month to date: `A_L / A_s - 1` with `s` the last price on or before the last day of the previous month (the
   * month-end analogue of `ytdReturn`). `null` without a price in or before the previous month.
   */
  mtdReturn: number | null;
  /** `A_L / A_s - 1` with `s` the last price on or before 31 Dec of the previous year (METRICS.md §2 `ytd`). */
  ytdReturn: number | null;
  /**
   * Since inception: `A_L / A_s - 1` with `s` the last price on or before the inception date, or the first price
   * when the series starts after it. `null` when the inception date is after the last price.
   */
  sinceInceptionReturn: number | null;
  inceptionDate: string | null;
}

const ratio = (a: number | undefined, b: number | undefined): number | null =>
  a === undefined || b === undefined || b === 0 ? null : a / b - 1;

/** Every number unknown: an empty series, or a guest asking for a login-locked product. */
export const NO_KEY_NUMBERS = {
  lastDate: null,
  lastPrice: null,
  lastChange: null,
  lastDayChange: null,
  mtdReturn: null,
  ytdReturn: null,
  sinceInceptionReturn: null,
} as const satisfies Omit<KeyNumbers, 'inceptionDate'>;

/**
 * Key numbers of one series up to `periodEndDate` (inclusive) when given: prices and the absolute change on the
 * unadjusted price, returns on the adjusted price (the portal's one price rule, `RETURNS_PRICE_FIELD`: a distribution
 * day shows the NAV drop in `lastChange` but not in `lastDayChange`). Undefined values are `null`, never 0.
 */
export function computeKeyNumbers(
  series: PriceSeries,
  options: { inceptionDate?: string | null; periodEndDate?: string | null } = {},
): KeyNumbers {
  const end = options.periodEndDate
    ? lastIndexOnOrBefore(series.dates, options.periodEndDate)
    : series.dates.length - 1;
  const inceptionDate = options.inceptionDate ?? series.dates[0] ?? null;
  if (end < 0) return { ...NO_KEY_NUMBERS, inceptionDate };
  const lastDate = series.dates[end] ?? null;
  const last = series.prices[end];
  const prev = end > 0 ? series.prices[end - 1] : undefined;
  const tr = pickPrices(series, RETURNS_PRICE_FIELD);
  const trLast = tr[end];
  const mtdIdx = lastDate ? lastIndexOnOrBefore(series.dates, mtdAnchor(lastDate)) : -1;
  const ytdIdx = lastDate ? lastIndexOnOrBefore(series.dates, ytdAnchor(lastDate)) : -1;
  let itdIdx = 0;
  if (inceptionDate) {
    if (inceptionDate > (lastDate ?? '')) itdIdx = -1;
    else itdIdx = Math.max(0, lastIndexOnOrBefore(series.dates, inceptionDate));
  }
  return {
    lastDate,
    lastPrice: last ?? null,
    lastChange: last !== undefined && prev !== undefined ? last - prev : null,
    lastDayChange: end > 0 ? ratio(trLast, tr[end - 1]) : null,
    mtdReturn: mtdIdx >= 0 && mtdIdx < end ? ratio(trLast, tr[mtdIdx]) : null,
    ytdReturn: ytdIdx >= 0 && ytdIdx < end ? ratio(trLast, tr[ytdIdx]) : null,
    sinceInceptionReturn: itdIdx >= 0 && itdIdx < end ? ratio(trLast, tr[itdIdx]) : null,
    inceptionDate,
  };
}
