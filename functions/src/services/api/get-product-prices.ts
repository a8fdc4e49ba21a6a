import type { Firestore } from 'firebase-admin/firestore';
import {
  primaryAccess,
  priceSeriesIdFor,
  type AccessContext,
  type ProductPricesResponse,
} from '@portal/domain';
import { loadSeries } from '../prices/read-series.js';
import type { PortalConfig } from './config-cache.js';
import { ApiHttpError } from './http.js';

/**
 * The product's primary series, columnar. Unknown and invisible products are both 404 (no existence leak); a
 * guest asking for a `lockedBehindLogin` product gets 401 so the page can offer sign-in. A configured product
 * without prices yet answers with empty arrays and version 0.
 */
export async function getProductPrices(
  db: Firestore,
  config: PortalConfig,
  ctx: AccessContext,
  productId: string,
): Promise<ProductPricesResponse> {
  const access = primaryAccess(ctx, config.products.get(productId));
  if (access.kind === 'absent') {
    throw new ApiHttpError('not-found', `no product ${productId}`, { details: { productId } });
  }
  if (access.kind === 'locked') {
    throw new ApiHttpError('unauthenticated', `product ${productId} needs a signed-in user`, {
      messageKey: 'api.errors.loginRequired',
      details: { productId },
    });
  }
  const { product, mode } = access;
  const seriesId = priceSeriesIdFor(product, mode.mode);
  const loaded = await loadSeries(db, seriesId);
  return {
    productId,
    seriesId,
    mode: mode.mode,
    currency: loaded?.meta.currency ?? product.currency,
    frequency: loaded?.meta.frequency ?? mode.updateFrequency,
    oldDataEndDate: product.oldDataEndDate ?? null,
    version: loaded?.meta.version ?? 0,
    dates: loaded?.series.dates ?? [],
    prices: loaded?.series.prices ?? [],
    adjustedPrices: loaded?.series.adjusted ?? [],
  };
}
