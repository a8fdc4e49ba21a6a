import { productPricesResponseSchema, type ProductPricesResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery, type ApiQueryResult } from '../../../lib/use-api-query';

/** `GET /api/products/{id}/product-prices` (seed 000 §7): the product's main price series, columnar. */
export const productPricesEndpoint = defineEndpoint({
  path: '/api/products/{id}/product-prices',
  response: productPricesResponseSchema,
});

/** Prices of one product; idle while `productId` is unknown. */
export function useProductPrices(productId: string | undefined): ApiQueryResult<ProductPricesResponse> {
  return useApiQuery(productPricesEndpoint, productId ? { id: productId } : null);
}
