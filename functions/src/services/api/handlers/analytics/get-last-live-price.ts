import { API, lastIndexOnOrBefore, type LastLivePriceResponse } from '@portal/domain';
import { requireMode } from '../../access.js';
import type { EntryContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { loadModeSeries } from '../../../analytics/series-data.js';

/** GET /products/{id}/last-live-price?mode=&latest_date=: the last price on or before `latest_date` (default: last). */
export async function getLastLivePrice(c: EntryContext<typeof API.lastLivePrice>): Promise<ApiReply> {
  const q = c.query;
  const { product, mode } = requireMode(c, q.mode);
  const data = await loadModeSeries(c.db, product, mode);
  const { dates, prices, adjusted } = data.series;
  const i = q.latest_date === undefined ? dates.length - 1 : lastIndexOnOrBefore(dates, q.latest_date);
  const price = i >= 0 ? (prices[i] ?? null) : null;
  const previousPrice = i >= 1 ? (prices[i - 1] ?? null) : null;
  const body: LastLivePriceResponse = {
    productId: product.productId,
    mode: mode.mode,
    seriesId: data.seriesId,
    currency: data.currency,
    date: i >= 0 ? (dates[i] ?? null) : null,
    price,
    adjustedPrice: i >= 0 ? (adjusted[i] ?? null) : null,
    previousDate: i >= 1 ? (dates[i - 1] ?? null) : null,
    previousPrice,
    change:
      price !== null && previousPrice !== null && previousPrice !== 0 ? price / previousPrice - 1 : null,
    oldDataEndDate: product.oldDataEndDate ?? null,
    version: data.version,
  };
  return ok(body);
}
