import {
  API,
  isoDateUTC,
  periodWindows,
  zoomPresets,
  type PeriodAvailability,
  type ValidDatesResponse,
} from '@portal/domain';
import { requireMode } from '../../access.js';
import type { EntryContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { loadModeSeries, sliceSeries } from '../../../analytics/series-data.js';

/**
 * GET /products/{id}/valid-dates: the dates of the mode's series within the window, the statistics periods
 * (METRICS.md §2) available there, measured back from the window's last price, with the reason when not, and the
 * mode's zoom buttons with their visibility (against today's date, so this answer is not cached).
 */
export async function getValidDates(c: EntryContext<typeof API.validDates>): Promise<ApiReply> {
  const q = c.query;
  const { product, mode } = requireMode(c, q.mode);
  const data = await loadModeSeries(c.db, product, mode);
  const window = sliceSeries(data.series, q.period_start_date, q.period_end_date);
  const periods: PeriodAvailability[] = periodWindows(window.dates).map((w) =>
    w.available
      ? {
          period: w.period,
          available: true,
          startDate: w.startDate,
          endDate: w.endDate,
          nReturns: w.nReturns,
        }
      : { period: w.period, available: false, reason: w.reason },
  );
  const body: ValidDatesResponse = {
    productId: product.productId,
    mode: mode.mode,
    seriesId: data.seriesId,
    frequency: data.frequency,
    dataStartDate: data.series.dates[0] ?? null,
    dataEndDate: data.series.dates.at(-1) ?? null,
    firstDate: window.dates[0] ?? null,
    lastDate: window.dates.at(-1) ?? null,
    count: window.dates.length,
    periods,
    zoomPresets: zoomPresets(window.dates, isoDateUTC(new Date()), mode.zoomButtons),
    oldDataEndDate: product.oldDataEndDate ?? null,
    version: data.version,
  };
  return ok(body);
}
