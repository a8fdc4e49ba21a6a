import {
  acceptLanguageTags,
  headTags,
  resolveLanguage,
  matchPublicPage,
  pageHead,
  parseVisitorCookie,
  RENDERED_PAGE_ELEMENT_ID,
  scriptJson,
  SITE_CALLS,
  API,
  COMPARISON_LIMITS,
  type Language,
  type ProductFacts,
  type PublicPage,
  type VisitorHints,
} from '@portal/domain';
import type { ApiDeps } from '../api/context.js';
import type { SiteFiles } from '../../tenant/site-files.js';
import type { TenantRuntime } from '../../tenant/tenant-runtime.js';
import { guestApiCall, guestFetch } from './guest-api.js';
import { guestProduct, readerQuery } from './guest-product.js';
import { pageRenderer } from './page-renderer.js';

/*
 * A page of the site as the server sends it (issue 27): the web build's index.html with the page's own head (title,
 * description, canonical, alternates, link-preview cards, structured data: packages/domain/src/site/page-head.ts)
 * for the visitor's language. Product data comes from the API contract as the visitor (a guest with the profile the
 * `__session` cookie states), through the same gates: a product page whose product the visitor may not see gets the
 * site's own head, naming nothing of it. Other pages (the console, sign-in) get the template as it is.
 */

export interface PageRequest {
  path: string;
  /** The query string with its `?`, or empty. */
  search?: string;
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

/** The language the app will start in (the domain's one rule): the URL's, the visitor's choice, the browser's. */
function pageLanguage(
  urlLang: Language | null,
  hints: VisitorHints,
  accept: string | undefined,
  available: readonly Language[],
): Language {
  return resolveLanguage({
    forced: urlLang,
    stored: hints.lang ?? null,
    browserLanguages: acceptLanguageTags(accept),
    available,
  });
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

/**
 * The products of a comparison's URL the visitor may see, by the comparison's own answer as the visitor (each
 * product through its gate): none when the URL names too few or too many, or the API refuses the query.
 */
async function comparedProducts(
  api: ApiDeps,
  search: string | undefined,
  lang: Language,
  hints: VisitorHints,
): Promise<{ productId: string; name: string }[]> {
  const ids = (new URLSearchParams(search ?? '').get('products') ?? '').split(',').filter(Boolean);
  if (ids.length < COMPARISON_LIMITS.minProducts || ids.length > COMPARISON_LIMITS.maxProducts) return [];
  const answer = await guestApiCall(
    api,
    API.comparison,
    {},
    { ...readerQuery(lang, hints), products: ids.join(',') },
  );
  return (answer.body?.products ?? []).flatMap((p) =>
    p.refused === null ? [{ productId: p.productId, name: p.shortName }] : [],
  );
}

async function headFor(
  deps: RenderDeps,
  page: PublicPage,
  lang: Language,
  hints: VisitorHints,
  search: string | undefined,
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
  const compared =
    page.kind === 'compare' ? await comparedProducts(deps.api, search, lang, hints) : undefined;
  // The comparison's canonical URL names the products it shows, not the ones it refused.
  const described: PublicPage =
    page.kind === 'compare' && compared ? { ...page, productIds: compared.map((p) => p.productId) } : page;
  const input = {
    page: described,
    lang,
    origin: deps.origin,
    site,
    texts,
    ...(product === undefined ? {} : { product }),
    ...(page.kind === 'faq' ? { faq: faqOf(deps.files, lang) } : {}),
    ...(compared ? { compared } : {}),
  };
  return headTags(pageHead(input), input);
}

/**
 * The body of a visitor's page, rendered with the app's own components by the web app's server build, from the same
 * site state and API answers the visitor's browser would get (docs/server-pages.md); null where there is no server
 * build or rendering failed (the page then renders in the browser only, as before).
 */
async function serverBody(
  deps: RenderDeps,
  req: PageRequest,
  lang: Language,
  hints: VisitorHints,
): Promise<{ html: string; data: string; colorScheme: string; step: boolean } | null> {
  const { serverDir } = deps.files;
  if (!serverDir) return null;
  try {
    const renderer = pageRenderer(serverDir, deps.files.template, guestFetch(deps.api, deps.files.help));
    if (!renderer) return null;
    const siteState = await guestApiCall(deps.api, SITE_CALLS.siteState, {});
    if (siteState.body === null) return null;
    const result = await (
      await renderer
    ).render({
      url: `${deps.origin}${req.path}${req.search ?? ''}`,
      language: lang,
      profile: {
        ...(hints.investorType ? { type: hints.investorType } : {}),
        ...(hints.country ? { country: hints.country } : {}),
      },
      siteState: siteState.body,
    });
    // A page the app would leave at once (a 404, a 403) is left to the browser: it may hold what the request does
    // not carry (a session), and decides with it. The template names nothing of the page. (The route guard's
    // investor-profile step is the exception: the server build renders the step in place of the page it guards.)
    if (result.kind === 'redirect') return null;
    return {
      html: result.html,
      data: scriptJson(result.page),
      colorScheme: result.colorScheme,
      step: result.page.path !== undefined,
    };
  } catch (error) {
    deps.api.log.warn('server rendering failed; the page renders in the browser', {
      path: req.path,
      error: String(error),
    });
    return null;
  }
}

/** The home page's hero image as the build's start-up preloads name it (`tenant/...`), if the tenant has one. */
function homeImageOf(template: string): string | null {
  const json = /<script type="application\/json" id="startup-preloads">([\s\S]*?)<\/script>/.exec(
    template,
  )?.[1];
  try {
    const image = (JSON.parse(json ?? 'null') as { homeImage?: unknown } | null)?.homeImage;
    return typeof image === 'string' && /^[\w./-]+$/.test(image) ? image : null;
  } catch {
    return null;
  }
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
    const tags = await headFor(deps, match.page, lang, hints, req.search);
    if (tags) {
      html = html
        .replace(/<title>[\s\S]*?<\/title>\s*/, '')
        .replace(/<meta name="robots"[^>]*>\s*/, '')
        .replace('</head>', `  ${tags}\n  </head>`);
    }
  }
  // A visitor's public page comes with its body (a browser holding a session renders its own: it may see more).
  const body = match && !hints.signedIn ? await serverBody(deps, req, lang, hints) : null;
  const cacheControl = hints.signedIn ? PAGE_CACHE_CONTROL.signedIn : PAGE_CACHE_CONTROL.visitor;
  let entry: string | undefined;
  if (body) {
    html = html
      // The start-up spinner covers a page until the app mounts: this one has its content already.
      .replace(/<div id="startup"[\s\S]*?<\/div>\s*<\/div>/, '')
      // Its first paint needs no script either: web/public/startup.js loads the entry script after that paint.
      .replace(
        /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/,
        (_, src: string) => {
          entry = src;
          return '';
        },
      )
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${body.html}</div>\n    <script type="application/json" id="${RENDERED_PAGE_ELEMENT_ID}">${body.data}</script>`,
      );
  }
  if (entry) html = html.replace('src="/startup.js"', () => `src="/startup.js"\n      data-entry="${entry}"`);
  // The home page's largest paint is its hero image: fetched at once, ahead of the scripts.
  const heroImage =
    body && !body.step && match?.page.kind === 'home' ? homeImageOf(deps.files.template) : null;
  if (heroImage) {
    html = html.replace(
      '<meta charset="UTF-8" />',
      () =>
        `<meta charset="UTF-8" />\n    <link rel="preload" as="image" href="/${heroImage}" fetchpriority="high" />`,
    );
  }
  html = html.replace(
    /<html lang="[^"]*"/,
    body ? `<html lang="${lang}" data-mantine-color-scheme="${body.colorScheme}"` : `<html lang="${lang}"`,
  );
  return { html, lang, cacheControl };
}
