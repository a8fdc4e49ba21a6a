import {
  headTags,
  LANGUAGES,
  matchPublicPage,
  pageHead,
  parseVisitorCookie,
  type Language,
  type ProductFacts,
  type PublicPage,
  type VisitorHints,
} from '@portal/domain';
import type { ApiDeps } from '../api/context.js';
import type { SiteFiles } from '../../tenant/site-files.js';
import type { TenantRuntime } from '../../tenant/tenant-runtime.js';
import { guestProduct, readerQuery } from './guest-product.js';

/*
 * A page of the site as the server sends it (issue 27): the web build's index.html with the page's own head (title,
 * description, canonical, alternates, link-preview cards, structured data: packages/domain/src/site/page-head.ts)
 * for the visitor's language. Product data comes from the API contract as the visitor (a guest with the profile the
 * `__session` cookie states), through the same gates: a product page whose product the visitor may not see gets the
 * site's own head, naming nothing of it. Other pages (the console, sign-in) get the template as it is.
 */

export interface PageRequest {
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface RenderedPage {
  html: string;
  /** Never shared for a browser that holds a session; else caches may keep it briefly. */
  cacheControl: string;
  lang: Language;
}

export interface RenderDeps {
  api: ApiDeps;
  tenant: Pick<TenantRuntime, 'orgName' | 'languages' | 'langInUrl' | 'disableIndexing' | 'logo'>;
  files: SiteFiles;
  origin: string;
}

/**
 * How long caches may keep a page: a visitor's page is shared by the CDN for a minute (per `__session` cookie and
 * language: `Vary`) and served stale while it is fetched again, so an admin's change shows within a minute; a
 * browser holding a session gets a page nobody keeps. Browsers always ask again (`max-age=0`).
 */
export const PAGE_CACHE_CONTROL = {
  visitor: 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  signedIn: 'private, no-store',
} as const;

const header = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(',') : v);

/** The first of the tenant's languages the browser asks for (`Accept-Language`, by quality). */
export function acceptedLanguage(
  accept: string | undefined,
  available: readonly Language[],
): Language | null {
  const wanted = (accept ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.split('-')[0]?.toLowerCase() ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const w of wanted) {
    const lang = available.find((l) => l === w.lang);
    if (lang) return lang;
  }
  return null;
}

/** The language the app will start in: the URL's, the visitor's choice, the browser's, the tenant's first. */
function pageLanguage(
  urlLang: Language | null,
  hints: VisitorHints,
  accept: string | undefined,
  available: readonly Language[],
): Language {
  if (urlLang) return urlLang;
  if (hints.lang && available.includes(hints.lang)) return hints.lang;
  return acceptedLanguage(accept, available) ?? available[0] ?? LANGUAGES[0];
}

/** What the visitor may see of a product: null when it is unknown, hidden or gated for them. */
async function productFacts(
  api: ApiDeps,
  productId: string,
  lang: Language,
  hints: VisitorHints,
): Promise<ProductFacts | null> {
  const found = await guestProduct(api, productId, readerQuery(lang, hints));
  if (!found) return null;
  const { product, overview, numbers } = found;
  return {
    productId,
    name: product.productName,
    shareClass: product.shareClass ? `${product.shareClass.class} · ${product.shareClass.currency}` : null,
    isin: product.shareClass?.isin ?? product.isin ?? null,
    currency: product.currency,
    description: overview.description,
    nav:
      numbers?.lastPrice != null && numbers.lastDate
        ? { value: numbers.lastPrice, date: numbers.lastDate }
        : null,
    ytd: numbers?.ytdReturn ?? null,
  };
}

function faqOf(files: SiteFiles, lang: Language): { question: string; answer: string }[] {
  return [...files.help.faq]
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ question: e.question[lang] ?? '', answer: e.answer[lang] ?? '' }))
    .filter((e) => e.question && e.answer);
}

async function headFor(
  deps: RenderDeps,
  page: PublicPage,
  lang: Language,
  hints: VisitorHints,
): Promise<string> {
  const texts = deps.files.texts[lang];
  if (!texts) return '';
  const site = {
    orgName: deps.tenant.orgName,
    availableLanguages: deps.tenant.languages,
    langInUrl: deps.tenant.langInUrl,
    disableIndexing: deps.tenant.disableIndexing,
    logoPath: deps.tenant.logo?.url ?? null,
  };
  const product =
    page.kind === 'product' ? await productFacts(deps.api, page.productId, lang, hints) : undefined;
  const input = {
    page,
    lang,
    origin: deps.origin,
    site,
    texts,
    ...(product === undefined ? {} : { product }),
    ...(page.kind === 'faq' ? { faq: faqOf(deps.files, lang) } : {}),
  };
  return headTags(pageHead(input), input);
}

/** The page's HTML for this request. */
export async function renderPage(deps: RenderDeps, req: PageRequest): Promise<RenderedPage> {
  const hints = parseVisitorCookie(header(req.headers.cookie));
  const match = matchPublicPage(req.path, {
    availableLanguages: deps.tenant.languages,
    langInUrl: deps.tenant.langInUrl,
  });
  const lang = pageLanguage(
    match?.lang ?? null,
    hints,
    header(req.headers['accept-language']),
    deps.tenant.languages,
  );
  let html = deps.files.template;
  if (match) {
    const tags = await headFor(deps, match.page, lang, hints);
    if (tags) {
      html = html
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta name="robots"[^>]*>\s*/, '')
        .replace('</head>', `  ${tags}\n  </head>`);
    }
  }
  html = html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
  return {
    html,
    lang,
    cacheControl: hints.signedIn
      ? 'private, no-store'
      : 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  };
}
