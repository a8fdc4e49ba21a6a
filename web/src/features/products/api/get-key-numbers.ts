import { keyNumbersResponseSchema, type KeyNumbersItem, type ProductConfig } from '@portal/domain';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAsync, type AsyncState } from '../../../lib/use-async';

export type KeyNumbersById = ReadonlyMap<string, KeyNumbersItem>;

/**
 * Key numbers of the given products from `GET /api/products/key-numbers` (seed 000 §7). Reloaded when the product
 * list or the signed-in user changes, since locked products unlock on sign-in.
 */
export function useKeyNumbers(
  products: readonly Pick<ProductConfig, 'productId' | 'inceptionDate'>[],
): AsyncState<KeyNumbersById> {
  const session = useSession();
  const ids = products.map((p) => p.productId).join(',');
  const inceptionDates = products.map((p) => p.inceptionDate).join(',');
  const viewer = session.status === 'loading' ? null : (session.user?.uid ?? 'guest');
  const key = ids && viewer ? `${viewer}|${ids}|${inceptionDates}` : null;
  return useAsync(key, async (signal) => {
    const response = await apiGet(
      '/api/products/key-numbers',
      { product_ids: ids, inception_dates: inceptionDates },
      keyNumbersResponseSchema,
      { signal },
    );
    return new Map(response.items.map((item) => [item.productId, item]));
  });
}
