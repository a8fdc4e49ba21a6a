import { STAFF_ROLES } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductConfig } from '../tenant/product-config.js';
import type { SiteSettings } from '../tenant/site-settings.js';
import {
  effectiveProfile,
  isProfileAuthorized,
  skipsProfileChecks,
  type InvestorProfile,
  type PartialInvestorProfile,
} from './investor-profile.js';
import {
  adminProductIds,
  canSeeProduct,
  hasAnyRole,
  isSignedIn,
  hasDevSectionAccess,
  isStaff,
  type AccessContext,
} from './roles.js';
import {
  administersShareClassOf,
  PDF_ROUTE_SECTION,
  productSectionExists,
  sectionDecision,
  type DevRouteSection,
  type ProductRouteSection,
} from './section-access.js';

/*
 * The route guard of seed 000 §4 ("Route guard, in order"), as one pure function. The web evaluates it on every
 * navigation and performs what it returns (redirects and the two side effects); see ./README.md for the decisions.
 */

/** Metadata of a route that is not a product page (seed 000 §2 "Other routes"). */
export interface PageRouteMeta {
  /** Login, login-2fa, register, reset-password: guests only (step 4). */
  guestOnly?: boolean;
  /** register-2fa: signed-in users without a second factor (steps 3 and 4). */
  twoFactorSetup?: boolean;
  /** Roles the route needs, any one of them (step 5); absent = everyone. */
  allowedRoles?: readonly string[];
  /** Also admits admins of some product through a custom role (step 5: `/admin/products`). */
  admitsProductAdmins?: boolean;
  /** No investor profile needed (step 7): compliance, help, auth, settings, admin and error pages. */
  needsNoInvestorProfile?: boolean;
  /** Reachable while a second factor is still to be set up (step 3): legal and error pages, e-mail actions. */
  allowedBeforeTwoFactor?: boolean;
  /** The page shows this product's data (a tenant page such as `/use-cases/alpinum`): step 9 applies to it. */
  productId?: string;
}

export type GuardRoute =
  | ({ kind: 'page' } & PageRouteMeta)
  | { kind: 'product'; productId: string; section: ProductRouteSection }
  | { kind: 'devProduct'; productId: string; section: DevRouteSection };

export interface GuardUser {
  /** `['guest']`, or `insight` plus the `role:` claims (rolesFromClaims). */
  roles: readonly string[];
  /** The token carries the development section's authorisation (`devSectionClaimed`). */
  devSection?: boolean;
  /** A TOTP second factor is enrolled. */
  twoFactorEnrolled: boolean;
  /** `iat` of the current ID token, seconds since the epoch (step 2). */
  tokenIssuedAt?: number | undefined;
  /** The user's own record; `null` for guests and when it is missing or unreadable. */
  record: { investorProfile?: unknown; country?: unknown; lastVisitedDay?: string | undefined } | null;
}

export interface RouteGuardInput {
  route: GuardRoute;
  /** What the user asked for (path and query, language prefix included): carried by the 403, profile redirects. */
  path: string;
  /** The `redirectTo` query of a guest-only page: where a signed-in user goes instead of home (app paths only). */
  redirectTo?: string | null | undefined;
  user: GuardUser;
  site: Pick<SiteSettings, 'enable2FactorAuthentication' | 'devSection'>;
  platform: {
    userDefinedRoles: readonly UserDefinedRole[];
    /** `settings/platform/langs/{locale}.compliance.investorProfileChecksActivated` for the current language. */
    investorProfileChecksActivated: boolean;
  };
  catalogue: {
    /** The products this user can read (the web reads only those the security rules let it). */
    products: readonly ProductConfig[];
    /**
     * Products that exist but that this user may not read because of their `allowedRoles` (the web learns it from
     * the API's 401/403 for a product missing from its catalogue). Unknown and hidden products are not in it.
     */
    restrictedProductIds?: ReadonlySet<string> | undefined;
  };
  /** The visitor's profile from browser storage, already migrated (migrateStoredProfile). */
  storedProfile: PartialInvestorProfile | null;
}

/** Where a redirect goes; the web turns it into a path (`paths.*`, language prefix). */
export type GuardDestination =
  | { page: 'home' }
  /** An app path given by the route itself (a guest-only page's `redirectTo`). */
  | { page: 'path'; path: string }
  | { page: 'notFound' }
  | { page: 'forbidden'; redirectedFromPath: string }
  | { page: 'register2fa' }
  | { page: 'investorProfile'; redirect: string }
  | { page: 'unauthorizedInvestorProfile'; productId: string; unauthorizedPath: string };

export type GuardReason =
  /** Unknown product, a section the product does not configure, a hidden product: as if the route did not exist. */
  | 'unknownRoute'
  /** Step 3: two-factor authentication is enforced and the user has no second factor yet. */
  | 'twoFactorRequired'
  /** Step 4: a guest-only page and a signed-in user. */
  | 'guestOnly'
  /** Step 4: register-2fa for a guest or for a user who already has a second factor. */
  | 'twoFactorSetupNotNeeded'
  /** Step 5: the route needs a role the user lacks. */
  | 'missingRole'
  /** Step 8: no complete investor profile. */
  | 'missingInvestorProfile'
  /** Step 9: the product is not allowed for the user's roles. */
  | 'productNotAllowedForRole'
  /** Step 9: the product is not allowed for the investor type and country. */
  | 'productNotAllowedForProfile';

export type GuardEffect =
  /** Step 2: merge `{ lastVisitedDay: day }` into the user's own record. */
  | { kind: 'storeLastVisitedDay'; day: string }
  /** Step 6: remember in browser storage which share class of the root was shown. */
  | { kind: 'rememberShareClass'; shareClassRoot: string; productId: string };

export type RouteGuardResult =
  | { kind: 'proceed'; effects: GuardEffect[] }
  | { kind: 'redirect'; to: GuardDestination; reason: GuardReason; effects: GuardEffect[] };

/** An app path (never another site): `/x`, not `//host` nor `/\host`. */
export function safeAppPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** The UTC day (`YYYY-MM-DD`) of an ID token's issue time (`iat`, seconds). */
export function issueDay(issuedAtSeconds: number): string {
  return new Date(issuedAtSeconds * 1000).toISOString().slice(0, 10);
}

/** Step 1: a custom token in the query is accepted on the PDF renderer's page only (anywhere else it is dropped). */
export function acceptsCustomToken(route: GuardRoute): boolean {
  return route.kind === 'product' && route.section === PDF_ROUTE_SECTION;
}

/** Product sub-pages that need no investor profile (seed 000 §2): the PDF source and the live embeds. */
export function productSectionNeedsNoProfile(section: ProductRouteSection): boolean {
  return section === PDF_ROUTE_SECTION || section.startsWith('embedded/live-');
}

/** Whether the route can ask for an investor profile at all (the web loads the compliance settings only then). */
export function routeMayNeedInvestorProfile(route: GuardRoute): boolean {
  if (route.kind === 'page') return !route.needsNoInvestorProfile;
  if (route.kind === 'product') return !productSectionNeedsNoProfile(route.section);
  return true;
}

/** Whether the guard needs the product catalogue for this route. */
export function routeUsesCatalogue(route: GuardRoute): boolean {
  return route.kind !== 'page' || route.productId !== undefined;
}

/** What a route resolves to before the steps run. */
type Target =
  | { exists: false }
  | {
      exists: true;
      /** The product the route is about, when the user can read it. */
      product: ProductConfig | undefined;
      /** The product exists but its `allowedRoles` keep it from this user (known from the API). */
      restricted: boolean;
      /** A product page (steps 6 and 9, product-admin exceptions of step 5). */
      productPage: boolean;
      /** Step 5 for a page, a dev-section page and an unreadable product: any one of these roles. */
      requiredRoles: readonly string[] | undefined;
      /** Step 5 for a product section, decided by `sectionDecision` (its roles and its admins of the fund). */
      sectionForbidden: boolean;
      needsNoProfile: boolean;
    };

const MISSING: Target = { exists: false };

/** A page of a product the user can read, whose step 5 is decided by the section rule, not by a list of roles. */
const readableProductPage = (
  product: ProductConfig | undefined,
  sectionForbidden: boolean,
  needsNoProfile: boolean,
): Target => ({
  exists: true,
  product,
  restricted: false,
  productPage: true,
  requiredRoles: undefined,
  sectionForbidden,
  needsNoProfile,
});

function resolveTarget(input: RouteGuardInput, ctx: AccessContext, user: GuardUser): Target {
  const { route } = input;
  const find = (id: string) => input.catalogue.products.find((p) => p.productId === id);
  if (route.kind === 'page') {
    return {
      exists: true,
      product: route.productId === undefined ? undefined : find(route.productId),
      restricted: false,
      productPage: false,
      requiredRoles: route.allowedRoles,
      sectionForbidden: false,
      needsNoProfile: route.needsNoInvestorProfile === true,
    };
  }
  const product = find(route.productId);
  if (route.kind === 'devProduct') {
    const { devSection } = input.site;
    if (!devSection.enabled || !devSection.products.includes(route.productId)) return MISSING;
    // Staff read every product: one they cannot find does not exist. Others are refused at step 5 either way.
    if (isStaff(ctx.roles) && !product) return MISSING;
    if (product && !productSectionExists(product, route.section)) return MISSING;
    // The development section's own authorisation (seed 001 §2): staff whose token carries the devSection claim.
    return readableProductPage(product, !hasDevSectionAccess(user), false);
  }
  if (!product) {
    if (!input.catalogue.restrictedProductIds?.has(route.productId)) return MISSING;
    return {
      exists: true,
      product: undefined,
      restricted: true,
      productPage: true,
      requiredRoles: route.section === PDF_ROUTE_SECTION ? STAFF_ROLES : undefined,
      sectionForbidden: false,
      needsNoProfile: productSectionNeedsNoProfile(route.section),
    };
  }
  // The same decision as the page and the API: hidden products and unconfigured sections do not exist.
  const decision = sectionDecision(ctx, product, route.section, input.catalogue.products);
  if (decision.kind === 'notFound') return MISSING;
  return readableProductPage(
    product,
    decision.kind === 'forbidden',
    productSectionNeedsNoProfile(route.section),
  );
}

/**
 * Seed 000 §4 "Route guard, in order". Steps:
 * 0. the route must exist: an unknown product, a section the product does not configure, a hidden or dev product
 *    (for anyone but staff and its admins) go to 404 ({@link sectionDecision});
 * 1. a custom token is handled by the web before (see {@link acceptsCustomToken});
 * 2. signed in with a record: when the ID token's issue day differs from `lastVisitedDay`, store it (effect);
 * 3. two-factor enforced, signed in, no second factor: register-2fa (except the pages that allow it);
 * 4. guest-only pages send signed-in users home (or to their `redirectTo`); register-2fa sends guests and users
 *    with a second factor home;
 * 5. the route's roles: lacking them, a user administering no product gets 403; a product admin proceeds where the
 *    route admits product admins or where they administer a share class of the route's product; else 403 (product
 *    sections: {@link sectionDecision}, the decision the pages and the API take too);
 * 6. a product page remembers its share class (effect);
 * 7. profile checks off for the locale, a route needing no profile, staff, and admins of the route's product skip
 *    steps 8 and the profile part of 9;
 * 8. no complete profile (record, else browser storage): the investor-profile page, coming back afterwards;
 * 9. a product (page) the user's roles do not allow: 403; a product not allowed for the profile: the
 *    unauthorized-investor-profile page. The role part of 9 runs even when 7 skips the profile (never an open door).
 *    Non-product routes proceed; their product lists are filtered with {@link authorizedProducts}.
 */
export function routeGuard(input: RouteGuardInput): RouteGuardResult {
  const effects: GuardEffect[] = [];
  const proceed = (): RouteGuardResult => ({ kind: 'proceed', effects });
  const redirect = (to: GuardDestination, reason: GuardReason): RouteGuardResult => ({
    kind: 'redirect',
    to,
    reason,
    effects,
  });
  const { user, route } = input;
  const ctx: AccessContext = { roles: user.roles, userDefinedRoles: input.platform.userDefinedRoles };
  const signedIn = isSignedIn(user.roles);

  // 2. Last visit day (before any redirect: the visit happened).
  if (signedIn && user.record && user.tokenIssuedAt !== undefined) {
    const day = issueDay(user.tokenIssuedAt);
    if (user.record.lastVisitedDay !== day) effects.push({ kind: 'storeLastVisitedDay', day });
  }

  // 0. Route resolution.
  const target = resolveTarget(input, ctx, user);
  if (!target.exists) return redirect({ page: 'notFound' }, 'unknownRoute');

  // 3. Forced two-factor enrolment.
  const page = route.kind === 'page' ? route : undefined;
  const allowedBeforeTwoFactor =
    page?.allowedBeforeTwoFactor === true ||
    page?.twoFactorSetup === true ||
    (route.kind === 'product' && route.section === PDF_ROUTE_SECTION);
  if (
    input.site.enable2FactorAuthentication &&
    signedIn &&
    !user.twoFactorEnrolled &&
    !allowedBeforeTwoFactor
  )
    return redirect({ page: 'register2fa' }, 'twoFactorRequired');

  // 4. Guest-only pages and the two-factor setup page.
  if (page?.guestOnly && signedIn) {
    const back = safeAppPath(input.redirectTo);
    return redirect(back ? { page: 'path', path: back } : { page: 'home' }, 'guestOnly');
  }
  if (page?.twoFactorSetup && (!signedIn || user.twoFactorEnrolled))
    return redirect({ page: 'home' }, 'twoFactorSetupNotNeeded');

  // 5. Roles of the route.
  const forbidden = () => redirect({ page: 'forbidden', redirectedFromPath: input.path }, 'missingRole');
  const { product } = target;
  const administersRouteProduct =
    product !== undefined && administersShareClassOf(ctx, product, input.catalogue.products);
  if (target.sectionForbidden) return forbidden();
  if (target.requiredRoles && !hasAnyRole(user.roles, target.requiredRoles)) {
    if (adminProductIds(user.roles, ctx.userDefinedRoles).size === 0) return forbidden();
    const admitted = (page?.admitsProductAdmins ?? false) || (target.productPage && administersRouteProduct);
    if (!admitted) return forbidden();
  }

  // 6. Share class shown for its root.
  if (target.productPage && product)
    effects.push({
      kind: 'rememberShareClass',
      shareClassRoot: product.productShareClassRoot,
      productId: product.productId,
    });

  // 7. Who and what skips the investor profile.
  const checksProfile =
    input.platform.investorProfileChecksActivated &&
    !target.needsNoProfile &&
    !isStaff(user.roles) &&
    !administersRouteProduct &&
    !(product !== undefined && skipsProfileChecks(ctx, product.productId));

  // 8. A complete profile is required.
  let profile: InvestorProfile | undefined;
  if (checksProfile) {
    profile = effectiveProfile(user.record, input.storedProfile);
    if (!profile)
      return redirect({ page: 'investorProfile', redirect: input.path }, 'missingInvestorProfile');
  }

  // 9. The product must be authorised for the role, then for the profile.
  if (target.restricted || (product && !canSeeProduct(ctx, product)))
    return redirect({ page: 'forbidden', redirectedFromPath: input.path }, 'productNotAllowedForRole');
  if (product && profile && !isProfileAuthorized(product.accessRestrictions, profile)) {
    return redirect(
      { page: 'unauthorizedInvestorProfile', productId: product.productId, unauthorizedPath: input.path },
      'productNotAllowedForProfile',
    );
  }
  return proceed();
}
