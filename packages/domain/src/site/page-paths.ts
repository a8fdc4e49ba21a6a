/**
 * The paths of the public pages (seed 000 §2), built in one place: the web app's router and links
 * (web/src/config/paths.ts spreads these builders), and the server's sitemap (./crawl.ts). Paths are without the
 * `/:lang` prefix; {@link withLangPrefix} adds it for tenants with `langInUrl`.
 */
export const PUBLIC_PATHS = {
  home: () => '/',
  productOverview: (productId: string) => `/products/${productId}/overview`,
  productDocuments: (productId: string) => `/products/${productId}/documents`,
  faq: () => '/help/faq',
  knowledgeBase: () => '/help/knowledge-base',
  knowledgeBaseTerm: (term: string) => `/help/knowledge-base/terms/${term}`,
  contact: () => '/help/contact',
  termsOfUse: () => '/compliance/terms-of-use',
  privacyPolicy: () => '/compliance/privacy-policy',
  ombudsman: () => '/compliance/ombudsman',
  /** The comparison of products (docs/comparison.md); `/compare` alone for the route's pattern and an empty page. */
  compare: (productIds: readonly string[] = []) =>
    productIds.length === 0
      ? '/compare'
      : `/compare?products=${productIds.map(encodeURIComponent).join(',')}`,
} as const;

/** `/de/products/x/overview` from `/products/x/overview` (`/de` for the home page). */
export function withLangPrefix(path: string, lang: string): string {
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
