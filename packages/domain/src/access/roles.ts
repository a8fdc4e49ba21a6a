import { ADMIN_ROLES, DEV_SECTION_CLAIM, ROLE_CLAIM_PREFIX, STAFF_ROLES } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductConfig } from '../tenant/product-config.js';

/**
 * Roles held (seed 000 §4): `guest` when signed out; otherwise `insight` plus every custom claim `role:<name>` that
 * is `true`. Claims never carry product lists (1000-byte limit): custom roles map to products via platform settings.
 */
export function rolesFromClaims(claims: Readonly<Record<string, unknown>> | null | undefined): string[] {
  if (!claims) return ['guest'];
  const roles = new Set<string>(['insight']);
  for (const [key, value] of Object.entries(claims)) {
    if (key.startsWith(ROLE_CLAIM_PREFIX) && value === true) roles.add(key.slice(ROLE_CLAIM_PREFIX.length));
  }
  return [...roles];
}

/** Claims object for a set of roles (what the role-claims module writes). `guest`/`insight` are implicit. */
export function claimsForRoles(roles: readonly string[]): Record<string, true> {
  const claims: Record<string, true> = {};
  for (const role of roles) {
    if (role === 'guest' || role === 'insight') continue;
    if (role.includes(':')) throw new Error(`role name must not contain a colon: ${role}`);
    claims[`${ROLE_CLAIM_PREFIX}${role}`] = true;
  }
  return claims;
}

/** The caller holds at least one of the wanted roles. */
export const hasAnyRole = (roles: readonly string[], wanted: readonly string[]): boolean =>
  wanted.some((r) => roles.includes(r));

export const isAdmin = (roles: readonly string[]): boolean => hasAnyRole(roles, ADMIN_ROLES);
export const isStaff = (roles: readonly string[]): boolean => hasAnyRole(roles, STAFF_ROLES);
export const isSignedIn = (roles: readonly string[]): boolean => roles.includes('insight');

/** Whether a token's claims carry the development section's authorisation (`devSection: true`, not a role). */
export const devSectionClaimed = (claims: Readonly<Record<string, unknown>> | null | undefined): boolean =>
  claims?.[DEV_SECTION_CLAIM] === true;

/**
 * The development section's own authorisation (seed 001 §2 "visible only to users who pass a dedicated authorisation
 * check"): the `devSection` claim ({@link devSectionClaimed}), on top of being staff (dev products are hidden from
 * everyone else). Being staff alone is not enough, and neither is the claim without a staff role.
 */
export const hasDevSectionAccess = (user: { roles: readonly string[]; devSection?: boolean }): boolean =>
  isStaff(user.roles) && user.devSection === true;

/** Product ids the user administers through custom roles (seed 000 §6). */
export function adminProductIds(
  roles: readonly string[],
  userDefinedRoles: readonly UserDefinedRole[],
): Set<string> {
  const ids = new Set<string>();
  for (const role of userDefinedRoles) {
    if (roles.includes(role.name)) for (const id of role.allowedProductIds) ids.add(id);
  }
  return ids;
}

export interface AccessContext {
  roles: readonly string[];
  userDefinedRoles: readonly UserDefinedRole[];
}

export function isProductAdmin(ctx: AccessContext, productId: string): boolean {
  return isAdmin(ctx.roles) || adminProductIds(ctx.roles, ctx.userDefinedRoles).has(productId);
}

type ProductAccessFields = Pick<ProductConfig, 'productId' | 'allowedRoles' | 'general' | 'dev'>;

/**
 * A hidden or dev product the caller may not know of (only staff and the admins of that very product may): every
 * answer about it looks like one about an unknown product (404), so its existence never leaks. Per exact product:
 * administering another share class of the fund does not reveal a hidden one (firestore.rules refuse it too).
 */
export function isHiddenFrom(
  ctx: AccessContext,
  product: Pick<ProductConfig, 'productId' | 'general' | 'dev'>,
): boolean {
  if (!product.general.hidden && !product.dev) return false;
  return !isStaff(ctx.roles) && !isProductAdmin(ctx, product.productId);
}

/**
 * Whether the user may see the product at all (list, overview, API). Hidden and dev products: employee, admin,
 * superAdmin and admins of that product only. `allowedRoles` restricts to those roles (admins of the product always pass).
 * Investor-profile and country checks come on top (route guard), as does `lockedBehindLogin` for analytics.
 */
export function canSeeProduct(ctx: AccessContext, product: ProductAccessFields): boolean {
  // Employees see every product, hidden ones included (seed 000 §6); admins of the product likewise.
  if (isStaff(ctx.roles) || isProductAdmin(ctx, product.productId)) return true;
  if (isHiddenFrom(ctx, product)) return false;
  if (!product.allowedRoles || product.allowedRoles.length === 0) return true;
  return hasAnyRole(ctx.roles, product.allowedRoles);
}

/** Products listed in the Products section and on the home page for this user. */
export function listedProducts<T extends ProductAccessFields & Pick<ProductConfig, 'hideOnProductsSection'>>(
  ctx: AccessContext,
  products: readonly T[],
): T[] {
  return products.filter((p) => !p.hideOnProductsSection && !p.dev && canSeeProduct(ctx, p));
}
