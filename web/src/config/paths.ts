/**
 * Every route path of the app (seed 000 §2), built in one place. Builders return paths without the `/:lang`
 * prefix; `useLocalePath()` (lib/locale-path.ts) adds it for tenants with `langInUrl`. The router uses the same
 * builders with `:param` placeholders so links and routes cannot drift apart.
 */

import { EMBEDDED_ROUTE_PAGES, PRODUCT_ROUTE_SECTIONS, PUBLIC_PATHS, withLangPrefix } from '@portal/domain';

/** Product sub-pages under `/products/{productId}/`: the domain's list (section-access.ts), the guard's and the API's. */
export const PRODUCT_SECTIONS = PRODUCT_ROUTE_SECTIONS;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/** Embeddable pages under `/products/{productId}/embedded/` (no app shell). */
export type EmbeddedPage = (typeof EMBEDDED_ROUTE_PAGES)[number];

/**
 * The tabs of a product in Admin → Products (seed 000 §2 "Admin → Products → {productId}"), in the spec's order; each
 * tab is its own route `/admin/products/{productId}/{tab}`.
 */
export const ADMIN_PRODUCT_TABS = [
  'general',
  'share-class',
  'details',
  'key-characteristics',
  'contacts',
  'price-data',
  'holding-components',
  'holding-data',
  'followers',
  'access-restrictions',
  'documents',
] as const;
export type AdminProductTab = (typeof ADMIN_PRODUCT_TABS)[number];

export const isAdminProductTab = (tab: string | undefined): tab is AdminProductTab =>
  (ADMIN_PRODUCT_TABS as readonly (string | undefined)[]).includes(tab);

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  // The public pages' builders are the domain's (packages/domain/src/site/page-paths.ts): the server's sitemap lists
  // the same paths the router serves.
  home: PUBLIC_PATHS.home,
  compare: PUBLIC_PATHS.compare,
  product: {
    root: (productId: string) => `/products/${productId}`,
    section: (productId: string, section: ProductSection) => `/products/${productId}/${section}`,
    overview: PUBLIC_PATHS.productOverview,
    embedded: (productId: string, page: EmbeddedPage) => `/products/${productId}/embedded/${page}`,
    factsheetForPdf: (productId: string) => `/products/${productId}/factsheet-for-pdf-generation`,
  },
  help: {
    faq: PUBLIC_PATHS.faq,
    knowledgeBase: PUBLIC_PATHS.knowledgeBase,
    knowledgeBaseTerm: PUBLIC_PATHS.knowledgeBaseTerm,
    contact: PUBLIC_PATHS.contact,
    /** The API reference (issue 25), rendered from the served OpenAPI document. */
    developers: () => '/help/developers',
  },
  compliance: {
    termsOfUse: PUBLIC_PATHS.termsOfUse,
    privacyPolicy: PUBLIC_PATHS.privacyPolicy,
    ombudsman: PUBLIC_PATHS.ombudsman,
  },
  investorProfile: (redirect?: string) => withQuery('/investor-profile', { redirect }),
  unauthorizedInvestorProfile: (productId?: string, unauthorizedPath?: string) =>
    withQuery('/unauthorized-investor-profile', { productId, unauthorizedPath }),
  auth: {
    login: (redirectTo?: string) => withQuery('/auth/login', { redirectTo }),
    login2fa: (redirectTo?: string) => withQuery('/auth/login-2fa', { redirectTo }),
    register: () => '/auth/register',
    register2fa: () => '/auth/register-2fa',
    resetPassword: () => '/auth/reset-password-form',
    /** Forwards every query parameter to the identity provider's action page (verify e-mail, reset password). */
    handledByFirebase: () => '/auth/handled-by-firebase',
  },
  admin: {
    root: () => '/admin',
    users: () => '/admin/users',
    products: () => '/admin/products',
    /** One product's tab; `:tab` (and `:productId`) for the route pattern. */
    product: (productId: string, tab: AdminProductTab | ':tab' = 'general') =>
      `/admin/products/${productId}/${tab}`,
    platformSettings: () => '/admin/platform-settings',
    generateFactsheets: () => '/admin/operations/generate-factsheets',
    updateBulkComponents: () => '/admin/operations/update-bulk-components',
    exportPlatform: () => '/admin/operations/export-platform',
    bulkPriceDataUpdate: () => '/admin/operations/bulk-price-data-update',
    overrideHoldingData: () => '/admin/operations/override-holding-data',
  },
  settings: {
    // Spelled so in the specification (seed 000 §2): existing links and bookmarks use it.
    overview: () => '/settings/oveview',
    editProfile: (askVerification?: boolean) =>
      withQuery('/settings/edit-profile', { askVerification: askVerification ? 'true' : undefined }),
    changePassword: () => '/settings/change-password',
    deleteAccount: () => '/settings/delete-account',
    /** Data download (docs/privacy.md). */
    yourData: () => '/settings/your-data',
  },
  /** The link of follower mails (docs/follow.md). */
  unsubscribe: () => '/unsubscribe',
  errors: {
    notFound: () => '/error-404',
    forbidden: (redirectedFromPath?: string) => withQuery('/error-403', { redirectedFromPath }),
  },
} as const;

/** `/de/products/x/overview` from `/products/x/overview`. */
export const withLang = withLangPrefix;

/** Route patterns are the paths without their leading slash (children of a layout route). */
export const routePattern = (path: string): string => path.replace(/^\/+/, '');
