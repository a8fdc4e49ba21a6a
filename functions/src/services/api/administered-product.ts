import { isProductAdmin, isSignedIn, type ProductConfig } from '@portal/domain';
import type { HandlerContext } from './context.js';
import { ApiHttpError } from './http.js';

/** The product of the route, when the caller administers it (write endpoints); 401 for a guest, 403 or 404 otherwise. */
export function administeredProduct(c: HandlerContext, what: string): ProductConfig {
  const productId = c.params.id ?? '';
  if (!isSignedIn(c.access.roles) || c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', `${what} needs a signed-in user`);
  }
  if (!isProductAdmin(c.access, productId)) {
    throw new ApiHttpError('forbidden', `not an admin of product ${productId}`, { details: { productId } });
  }
  const product = c.config.products.get(productId);
  if (!product)
    throw new ApiHttpError('not-found', `no such product: ${productId}`, { details: { productId } });
  return product;
}
