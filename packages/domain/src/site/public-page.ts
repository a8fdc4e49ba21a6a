import { LANGUAGES, type Language } from '../constants.js';
import { PUBLIC_PATHS } from './page-paths.js';

/** A public page the server describes (head, structured data) for visitors and search engines (issue 27). */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'product'; productId: string; section: 'overview' | 'documents' }
  | { kind: 'faq' }
  | { kind: 'knowledgeBase' }
  | { kind: 'knowledgeBaseTerm'; term: string }
  | { kind: 'contact' }
  | { kind: 'termsOfUse' }
  | { kind: 'privacyPolicy' }
  | { kind: 'ombudsman' }
  /** The comparison (docs/comparison.md): the products its URL names, as far as the visitor may see them. */
  | { kind: 'compare'; productIds: readonly string[] };

const FIXED: readonly [string, PublicPage][] = [
  [PUBLIC_PATHS.home(), { kind: 'home' }],
  [PUBLIC_PATHS.faq(), { kind: 'faq' }],
  [PUBLIC_PATHS.knowledgeBase(), { kind: 'knowledgeBase' }],
  [PUBLIC_PATHS.contact(), { kind: 'contact' }],
  [PUBLIC_PATHS.termsOfUse(), { kind: 'termsOfUse' }],
  [PUBLIC_PATHS.privacyPolicy(), { kind: 'privacyPolicy' }],
  [PUBLIC_PATHS.ombudsman(), { kind: 'ombudsman' }],
];

/** The path of a public page, without language prefix (the inverse of {@link matchPublicPage}). */
export function publicPagePath(page: PublicPage): string {
  switch (page.kind) {
    case 'product':
      return page.section === 'overview'
        ? PUBLIC_PATHS.productOverview(page.productId)
        : PUBLIC_PATHS.productDocuments(page.productId);
    case 'knowledgeBaseTerm':
      return PUBLIC_PATHS.knowledgeBaseTerm(page.term);
    case 'compare':
      return PUBLIC_PATHS.compare(page.productIds);
    default:
      return PUBLIC_PATHS[page.kind]();
  }
}

const isLanguage = (v: string | undefined): v is Language =>
  v !== undefined && (LANGUAGES as readonly string[]).includes(v);

/**
 * Which public page a request path is, and the language its URL names (tenants with `langInUrl`: `/de/help/faq`,
 * `/de` for the home page); null for any other page (the console, sign-in, analysis tabs...).
 */
export function matchPublicPage(
  pathname: string,
  settings: { availableLanguages: readonly Language[]; langInUrl: boolean },
): { page: PublicPage; lang: Language | null } | null {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let lang: Language | null = null;
  if (settings.langInUrl) {
    const first = path.split('/')[1];
    if (!isLanguage(first) || !settings.availableLanguages.includes(first)) return null;
    lang = first;
    path = path.slice(first.length + 1) || '/';
  }
  const fixed = FIXED.find(([p]) => p === path);
  if (fixed) return { page: fixed[1], lang };
  const product = /^\/products\/([^/]+)\/(overview|documents)$/.exec(path);
  if (product?.[1] && (product[2] === 'overview' || product[2] === 'documents'))
    return {
      page: { kind: 'product', productId: decodeURIComponent(product[1]), section: product[2] },
      lang,
    };
  // The products are the query's (`?products=`): the caller reads them, and the head names only those it may see.
  if (path === PUBLIC_PATHS.compare()) return { page: { kind: 'compare', productIds: [] }, lang };
  const term = /^\/help\/knowledge-base\/terms\/([a-z0-9-]+)$/.exec(path);
  if (term?.[1]) return { page: { kind: 'knowledgeBaseTerm', term: term[1] }, lang };
  return null;
}
