import { ADMIN_ROLES, ANALYSIS_MODES, STAFF_ROLES, type AnalysisModeId } from '../constants.js';
import type { ProductConfig } from '../tenant/product-config.js';
import { adminProductIds, hasAnyRole, isHiddenFrom, isSignedIn, type AccessContext } from './roles.js';

/*
 * The sections (sub-pages) of a product and who may see each one: the one decision the route guard (steps 0 and 5),
 * the web's product pages and the API's mode checks all take (see ./README.md "Sections").
 */

/** Sub-pages under `/products/{productId}/` inside the app shell (seed 000 §2 "Product routes"). */
export const PRODUCT_ROUTE_SECTIONS = [
  'overview',
  'live-analysis',
  'historical-analysis',
  'internal-analysis',
  'use-case',
  'factsheet',
  'documents',
  'download-document',
  'download-last-factsheet',
] as const;
/** Embeddable pages under `/products/{productId}/embedded/` (seed 000 §2). */
export const EMBEDDED_ROUTE_PAGES = [
  'live-perf-graph',
  'live-stats-table',
  'live-perf-table',
  'historical-perf-graph',
  'historical-stats-table',
] as const;
/** Sub-pages of the development section `/products-dev/{productId}/` (seed 001 §2). */
export const DEV_ROUTE_SECTIONS = ['overview', 'live-analysis', 'use-case', 'documents'] as const;
/** The PDF renderer's source page: its own layout, no investor profile, the only route taking a custom token. */
export const PDF_ROUTE_SECTION = 'factsheet-for-pdf-generation';
/** The URL parameter carrying the PDF renderer's custom token (stripped from every URL at start-up, used only there). */
export const PDF_RENDERER_TOKEN_PARAM = 'token';

export type ProductPageSection = (typeof PRODUCT_ROUTE_SECTIONS)[number];
export type EmbeddedRoutePage = (typeof EMBEDDED_ROUTE_PAGES)[number];
export type ProductRouteSection =
  ProductPageSection | typeof PDF_ROUTE_SECTION | `embedded/${EmbeddedRoutePage}`;
export type DevRouteSection = (typeof DEV_ROUTE_SECTIONS)[number];

/** The analysis tab of each mode (seed 001 §2): the one map between sections and modes. */
export const ANALYSIS_SECTION_OF_MODE = {
  live: 'live-analysis',
  historical: 'historical-analysis',
  internal: 'internal-analysis',
} as const satisfies Record<AnalysisModeId, ProductPageSection>;
export type AnalysisSection = (typeof ANALYSIS_SECTION_OF_MODE)[AnalysisModeId];

/** The mode an embeddable page shows, like the analysis tab it comes from. */
const MODE_OF_EMBEDDED_PAGE: Record<EmbeddedRoutePage, AnalysisModeId> = {
  'live-perf-graph': 'live',
  'live-stats-table': 'live',
  'live-perf-table': 'live',
  'historical-perf-graph': 'historical',
  'historical-stats-table': 'historical',
};

export const isEmbeddedRoutePage = (page: string | undefined): page is EmbeddedRoutePage =>
  (EMBEDDED_ROUTE_PAGES as readonly (string | undefined)[]).includes(page);

/** The analysis mode a section shows (analysis tabs and embedded pages); `undefined` for the others. */
export function modeOfSection(section: ProductRouteSection | DevRouteSection): AnalysisModeId | undefined {
  if (section.startsWith('embedded/')) {
    const page = section.slice('embedded/'.length);
    return isEmbeddedRoutePage(page) ? MODE_OF_EMBEDDED_PAGE[page] : undefined;
  }
  return ANALYSIS_MODES.find((mode) => ANALYSIS_SECTION_OF_MODE[mode] === section);
}

/**
 * Whether a page path is a live embeddable page (`.../products/{id}/embedded/live-*`, under any locale prefix), which
 * seed 000 §2 exempts from the investor-profile check: the web tells the API so (`embed=live`, contracts/reader.ts).
 */
export function isLiveEmbedPath(pathname: string): boolean {
  const parts = pathname.split('/').filter((p) => p !== '');
  const page = parts.at(-1);
  return parts.at(-2) === 'embedded' && isEmbeddedRoutePage(page) && MODE_OF_EMBEDDED_PAGE[page] === 'live';
}

type SectionFields = Pick<ProductConfig, 'live' | 'historical' | 'internal' | 'useCase' | 'factsheet'>;

/**
 * Whether a product configures the sub-page (seed 000 §2): analysis tabs and embedded pages need their mode, the
 * use case and factsheet pages their configuration; the rest always exist.
 */
export function productSectionExists(
  product: SectionFields,
  section: ProductRouteSection | DevRouteSection,
): boolean {
  const mode = modeOfSection(section);
  if (mode) return product[mode] !== undefined;
  if (section === 'use-case') return product.useCase !== undefined;
  if (section === 'factsheet') return product.factsheet !== undefined;
  return true;
}

/**
 * Roles a product sub-page needs (guard step 5), any one of them; `undefined` = none. Internal analysis: admin and
 * superAdmin (seed 001 §2). A mode's own `allowedRoles` admit staff too. The factsheet page follows
 * `factsheet.allowedRoles`. The PDF renderer's page needs staff: the renderer signs in with a custom token of a
 * service account holding `role:employee` (the factsheet of a product may be restricted to admins). On top of these
 * roles, {@link sectionDecision} admits the admins of the product's fund.
 */
export function productSectionRoles(
  product: Pick<ProductConfig, 'live' | 'historical' | 'internal' | 'factsheet'>,
  section: ProductRouteSection | DevRouteSection,
): readonly string[] | undefined {
  if (section === 'internal-analysis') return ADMIN_ROLES;
  if (section === PDF_ROUTE_SECTION) return STAFF_ROLES;
  if (section === 'factsheet') {
    const roles = product.factsheet?.allowedRoles;
    return roles?.length ? roles : undefined;
  }
  const mode = modeOfSection(section);
  const roles = mode ? product[mode]?.allowedRoles : undefined;
  return roles?.length ? [...roles, ...STAFF_ROLES] : undefined;
}

type FamilyFields = Pick<ProductConfig, 'productId' | 'productShareClassRoot'>;
/**
 * Where the share classes of a fund are looked up: the products the web app can read (it can always read the ones
 * its user administers) or the API's whole catalogue.
 */
export type ShareClassCatalogue = readonly FamilyFields[] | ReadonlyMap<string, FamilyFields>;

/**
 * The user administers (through a custom role) this product or another share class of its fund (same
 * `productShareClassRoot`): seed 000 §4 step 5 lets such a user proceed where the section needs roles they lack.
 */
export function administersShareClassOf(
  ctx: AccessContext,
  product: FamilyFields,
  catalogue: ShareClassCatalogue,
): boolean {
  const ids = adminProductIds(ctx.roles, ctx.userDefinedRoles);
  if (ids.has(product.productId)) return true;
  const find = (id: string) =>
    'get' in catalogue ? catalogue.get(id) : catalogue.find((p) => p.productId === id);
  return [...ids].some((id) => find(id)?.productShareClassRoot === product.productShareClassRoot);
}

/** What {@link sectionDecision} reads of a product. */
export type SectionProduct = FamilyFields & SectionFields & Pick<ProductConfig, 'general' | 'dev'>;

export type SectionDecision =
  | { kind: 'allow' }
  /** A use case configured as a redirect to another page. */
  | { kind: 'redirect'; to: string }
  /** The product is hidden from the caller, or does not configure the section: as if the page did not exist. */
  | { kind: 'notFound'; reason: 'hiddenProduct' | 'unknownSection' }
  /** The section needs a role the caller lacks: a guest may gain it by signing in (401), a signed-in user not. */
  | { kind: 'forbidden'; status: 401 | 403 };

/**
 * May this caller see this section of this product? In order:
 * 1. a hidden or dev product the caller may not know of: not found (per exact product, {@link isHiddenFrom});
 * 2. a section the product does not configure: not found ({@link productSectionExists});
 * 3. the section's roles ({@link productSectionRoles}), unless the caller administers the product or another share
 *    class of its fund (seed 000 §4 step 5): forbidden; a factsheet that is not public (`needLoginToSee`) and a
 *    guest: forbidden (401);
 * 4. a use case configured as a redirect: redirect; otherwise allow.
 * The product's own visibility rules (`allowedRoles`, `lockedBehindLogin`, investor profile) are not part of it: they
 * are checked per exact product around it (guard steps 7-9, the API's `productDecision`).
 */
export function sectionDecision(
  ctx: AccessContext,
  product: SectionProduct,
  section: ProductRouteSection,
  catalogue: ShareClassCatalogue,
): SectionDecision {
  if (isHiddenFrom(ctx, product)) return { kind: 'notFound', reason: 'hiddenProduct' };
  if (!productSectionExists(product, section)) return { kind: 'notFound', reason: 'unknownSection' };
  const roles = productSectionRoles(product, section);
  if (roles && !hasAnyRole(ctx.roles, roles) && !administersShareClassOf(ctx, product, catalogue))
    return { kind: 'forbidden', status: isSignedIn(ctx.roles) ? 403 : 401 };
  // A factsheet is for signed-in readers unless it is public (`needLoginToSee: false`, seed 001 §6).
  if (section === 'factsheet' && product.factsheet?.needLoginToSee !== false && !isSignedIn(ctx.roles))
    return { kind: 'forbidden', status: 401 };
  if (section === 'use-case' && product.useCase && 'redirect' in product.useCase)
    return { kind: 'redirect', to: product.useCase.redirect };
  return { kind: 'allow' };
}

/** The product's sub-pages the caller can open (redirects included), in menu order: what the overview offers. */
export function openableSections(
  ctx: AccessContext,
  product: SectionProduct,
  catalogue: ShareClassCatalogue,
): ProductPageSection[] {
  return PRODUCT_ROUTE_SECTIONS.filter((section) => {
    const d = sectionDecision(ctx, product, section, catalogue);
    return d.kind === 'allow' || d.kind === 'redirect';
  });
}
