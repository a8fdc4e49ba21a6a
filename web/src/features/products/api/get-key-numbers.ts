import { SITE_CALLS } from '@portal/domain';
import { type KeyNumbersItem } from '@portal/domain';
import { useMemo } from 'react';
import { defineEndpoint, params } from '../../../lib/api-client';
import { useApiQuery, type ApiQueryResult } from '../../../lib/use-api-query';

/** `GET /api/products/key-numbers` (seed 000 §7). */
const keyNumbersEndpoint = defineEndpoint(SITE_CALLS.keyNumbers, {
  params: params<{
    product_ids: readonly string[];
    /** One per product id, empty text for missing ones. */
    inception_dates?: readonly string[];
    period_end_date?: string;
  }>(),
});

export type KeyNumbersById = ReadonlyMap<string, KeyNumbersItem>;

/**
 * Key numbers of the given products by product id; idle for an empty list. Reloaded when the signed-in user
 * changes, since locked products unlock on sign-in.
 */
export function useKeyNumbers(
  productIds: readonly string[],
  inceptionDates?: readonly string[],
): ApiQueryResult<KeyNumbersById> {
  const query = useApiQuery(
    keyNumbersEndpoint,
    productIds.length > 0 ? { product_ids: productIds, inception_dates: inceptionDates } : null,
  );
  return useMemo(
    () =>
      query.status === 'success'
        ? { ...query, data: new Map(query.data.items.map((item) => [item.productId, item])) }
        : query,
    [query],
  );
}
