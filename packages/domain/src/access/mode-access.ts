import { ANALYSIS_MODES, type AnalysisModeId } from '../constants.js';
import type { AnalysisMode, ProductConfig } from '../tenant/product-config.js';
import { primaryModeOf } from '../tenant/product-config.js';
import { isHiddenFrom, isProductAdmin, isSignedIn, isStaff, type AccessContext } from './roles.js';
import { ANALYSIS_SECTION_OF_MODE, sectionDecision, type ShareClassCatalogue } from './section-access.js';

/** Why a request for a product (and mode) is refused; each maps to one HTTP status. */
export type AccessDenialReason =
  /** No such product. */
  | 'unknownProduct'
  /** Hidden or dev product and the caller is neither staff nor an admin of it: answered as if it did not exist. */
  | 'hiddenProduct'
  /** The product has no such analysis mode. */
  | 'unknownMode'
  /** The product's `allowedRoles` do not include any of the caller's roles. */
  | 'productRoles'
  /** Internal analysis: admins only (admin, superAdmin, admins of the product's fund). */
  | 'internalMode'
  /** The mode's own `allowedRoles` do not include any of the caller's roles. */
  | 'modeRoles'
  /** `lockedBehindLogin` and the caller is a guest. */
  | 'loginRequired';

export type AccessDecision =
  | { kind: 'allow'; product: ProductConfig; mode: AnalysisMode }
  | { kind: 'deny'; status: 401 | 403 | 404; reason: AccessDenialReason };

export type ProductDecision =
  | { kind: 'allow'; product: ProductConfig }
  | { kind: 'deny'; status: 401 | 403 | 404; reason: AccessDenialReason };

const deny = (status: 401 | 403 | 404, reason: AccessDenialReason) =>
  ({ kind: 'deny', status, reason }) as const;

/** A role-based refusal: a guest may gain the right by signing in (401), a signed-in user may not (403). */
const roleDenial = (ctx: AccessContext, reason: AccessDenialReason) =>
  deny(isSignedIn(ctx.roles) ? 403 : 401, reason);

/**
 * Whether the caller may read a product's product-level data (benchmarks list, holdings, AuM, prices), in this
 * order:
 * 1. unknown product, or hidden/dev for anyone but staff and the product's admins: 404 (no existence leak);
 * 2. product `allowedRoles` without a matching role (staff and product admins always pass): 401 guest / 403;
 * 3. `lockedBehindLogin` and a guest: 401.
 * The product page itself is listed for those callers (seed 000 §4 step 9 sends them to 403 / login), so 2 and 3
 * do not hide the product.
 */
export function productDecision(ctx: AccessContext, product: ProductConfig | undefined): ProductDecision {
  if (!product) return deny(404, 'unknownProduct');
  if (isHiddenFrom(ctx, product)) return deny(404, 'hiddenProduct');
  const privileged = isStaff(ctx.roles) || isProductAdmin(ctx, product.productId);
  if (
    !privileged &&
    product.allowedRoles &&
    product.allowedRoles.length > 0 &&
    !product.allowedRoles.some((r) => ctx.roles.includes(r))
  ) {
    return roleDenial(ctx, 'productRoles');
  }
  if (product.lockedBehindLogin && !isSignedIn(ctx.roles)) return deny(401, 'loginRequired');
  return { kind: 'allow', product };
}

/**
 * Whether the caller may read one analysis mode of a product (every analytics call). On top of
 * {@link productDecision} (per exact product), the {@link sectionDecision} of the mode's analysis tab, the one the
 * route guard and the analysis page take: a mode the product does not configure is 404; internal is for admins
 * (admin, superAdmin, admins of the product's fund through a custom role: employees are refused), a mode's
 * `allowedRoles` narrow the product's (staff and admins of the fund pass), both 401 for a guest and 403 for a
 * signed-in user. `catalogue` is where the product's other share classes are found (the API's whole catalogue).
 */
export function modeDecision(
  ctx: AccessContext,
  product: ProductConfig | undefined,
  modeId: AnalysisModeId,
  catalogue: ShareClassCatalogue,
): AccessDecision {
  const base = productDecision(ctx, product);
  // The product-level 404s come first: an unknown mode of an invisible product must not tell more.
  if (base.kind === 'deny' && base.status === 404) return base;
  if (!product) return deny(404, 'unknownProduct');
  const mode = product[modeId];
  if (!mode) return deny(404, 'unknownMode');
  if (base.kind === 'deny') return base;
  const section = sectionDecision(ctx, product, ANALYSIS_SECTION_OF_MODE[modeId], catalogue);
  if (section.kind === 'allow') return { kind: 'allow', product, mode };
  // The checks above leave only the role refusal (a tab never redirects, hidden and missing are answered before).
  if (section.kind === 'forbidden')
    return deny(section.status, modeId === 'internal' ? 'internalMode' : 'modeRoles');
  return deny(404, 'unknownMode');
}

/** {@link modeDecision} for the product's primary mode (live if configured, else the first one). */
export function primaryModeDecision(
  ctx: AccessContext,
  product: ProductConfig | undefined,
  catalogue: ShareClassCatalogue,
): AccessDecision {
  if (!product) return deny(404, 'unknownProduct');
  return modeDecision(ctx, product, primaryModeOf(product).mode, catalogue);
}

/** The modes of a product the caller may open, in tab order (what the tab menu and `details` show). */
export function usableModes(
  ctx: AccessContext,
  product: ProductConfig,
  catalogue: ShareClassCatalogue,
): AnalysisMode[] {
  return ANALYSIS_MODES.flatMap((m) => {
    const d = modeDecision(ctx, product, m, catalogue);
    return d.kind === 'allow' ? [d.mode] : [];
  });
}
