import { primaryModeOf, type AnalysisMode, type ProductConfig } from '../tenant/product-config.js';
import { canSeeProduct, isProductAdmin, isSignedIn, isStaff, type AccessContext } from './roles.js';

export type ProductAccess =
  /** Unknown, or not visible to this caller: the API answers as if the product did not exist. */
  | { kind: 'absent' }
  /** `lockedBehindLogin` and the caller is a guest: listed, no data. */
  | { kind: 'locked'; product: ProductConfig; mode: AnalysisMode }
  | { kind: 'open'; product: ProductConfig; mode: AnalysisMode };

/**
 * Whether the caller may read a mode's data. Internal is for admins of the product only; a mode's own
 * `allowedRoles` narrows the product's (staff and admins of the product always pass, as for the product itself).
 */
export function canUseMode(ctx: AccessContext, product: ProductConfig, mode: AnalysisMode): boolean {
  if (isProductAdmin(ctx, product.productId)) return true;
  if (mode.mode === 'internal') return false;
  if (isStaff(ctx.roles) || !mode.allowedRoles || mode.allowedRoles.length === 0) return true;
  return mode.allowedRoles.some((r) => ctx.roles.includes(r));
}

/** What the caller may do with a product's primary (key numbers, home table) series. */
export function primaryAccess(ctx: AccessContext, product: ProductConfig | undefined): ProductAccess {
  if (!product || !canSeeProduct(ctx, product)) return { kind: 'absent' };
  const mode = primaryModeOf(product);
  if (!canUseMode(ctx, product, mode)) return { kind: 'absent' };
  if (product.lockedBehindLogin && !isSignedIn(ctx.roles)) return { kind: 'locked', product, mode };
  return { kind: 'open', product, mode };
}
