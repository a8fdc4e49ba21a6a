import { primaryModeOf, type AnalysisMode, type ProductConfig } from '../tenant/product-config.js';
import { canSeeProduct, isSignedIn, type AccessContext } from './roles.js';
import { ANALYSIS_SECTION_OF_MODE, sectionDecision, type ShareClassCatalogue } from './section-access.js';

export type ProductAccess =
  /** Unknown, or not visible to this caller: the API answers as if the product did not exist. */
  | { kind: 'absent' }
  /** `lockedBehindLogin` and the caller is a guest: listed, no data. */
  | { kind: 'locked'; product: ProductConfig; mode: AnalysisMode }
  | { kind: 'open'; product: ProductConfig; mode: AnalysisMode };

/**
 * Whether the caller may read a mode's data: the {@link sectionDecision} of the mode's analysis tab (internal for
 * admins and the admins of the product's fund, a mode's own `allowedRoles` plus staff and those admins).
 */
export function canUseMode(
  ctx: AccessContext,
  product: ProductConfig,
  mode: AnalysisMode,
  catalogue: ShareClassCatalogue,
): boolean {
  return sectionDecision(ctx, product, ANALYSIS_SECTION_OF_MODE[mode.mode], catalogue).kind === 'allow';
}

/** What the caller may do with a product's primary (key numbers, home table) series. */
export function primaryAccess(
  ctx: AccessContext,
  product: ProductConfig | undefined,
  catalogue: ShareClassCatalogue,
): ProductAccess {
  if (!product || !canSeeProduct(ctx, product)) return { kind: 'absent' };
  const mode = primaryModeOf(product);
  if (!canUseMode(ctx, product, mode, catalogue)) return { kind: 'absent' };
  if (product.lockedBehindLogin && !isSignedIn(ctx.roles)) return { kind: 'locked', product, mode };
  return { kind: 'open', product, mode };
}
