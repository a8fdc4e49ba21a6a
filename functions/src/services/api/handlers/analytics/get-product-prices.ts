import { type ProductPricesResponse } from '@portal/domain';
import { requireMode } from '../../access.js';
import type { HandlerContext } from '../../context.js';
import type { ApiReply } from '../../http.js';
import { cachedJson } from '../../analytics-reply.js';
import { columnarPrices, loadModeSeries, versionTag } from '../../../analytics/series-data.js';

/**
 * GET /products/{id}/product-prices: the product's primary series (live, else its first mode), columnar, under the
 * access policy of that mode. A configured product without prices yet answers with empty arrays and version 0.
 */
export async function getProductPrices(c: HandlerContext): Promise<ApiReply> {
  const { product, mode } = requireMode(c, 'primary');
  const data = await loadModeSeries(c.db, product, mode);
  // Serialized once per series version: a 20-year series is ~250 KB of JSON.
  return cachedJson(
    c,
    'product-prices',
    [product.productId, versionTag(data)],
    {},
    (): ProductPricesResponse => ({
      productId: product.productId,
      mode: mode.mode,
      oldDataEndDate: product.oldDataEndDate ?? null,
      ...columnarPrices(data),
    }),
  );
}
