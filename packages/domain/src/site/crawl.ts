import { STAT_TERMS } from '../stats-catalogue.js';
import { canSeeProduct, type AccessContext } from '../access/roles.js';
import { sectionDecision, type SectionProduct } from '../access/section-access.js';
import type { ProductConfig } from '../tenant/product-config.js';
import type { SiteSettings } from '../tenant/site-settings.js';
import type { Language } from '../constants.js';
import { PUBLIC_PATHS, withLangPrefix } from './page-paths.js';
import { escapeXml } from './xml.js';

/*
 * What a search engine is told about a tenant's site (issue 27 item 4): robots.txt and sitemap.xml. Both are derived
 * from the tenant's settings and the catalogue as a visitor without sign-in sees it, through the same gates the app
 * and the API apply: a product a guest may not open (hidden, dev, role-restricted, locked behind the login) is never
 * named. A tenant with `disableIndexing` disallows everything and has no sitemap.
 */

type CrawlSettings = Pick<SiteSettings, 'availableLanguages' | 'langInUrl' | 'disableIndexing' | 'help'>;
type CrawlProduct = SectionProduct & Pick<ProductConfig, 'hideOnProductsSection' | 'allowedRoles'>;

const GUEST: AccessContext = { roles: ['guest'], userDefinedRoles: [] };

/** Paths no search engine should crawl: the console, a visitor's own pages, sign-in flows, the API, dev products. */
const PRIVATE_PREFIXES = ['/admin', '/settings', '/auth', '/api/', '/products-dev', '/unsubscribe'] as const;

/** robots.txt for `origin` (`https://funds.example.com`). */
export function robotsTxt(
  origin: string,
  settings: Pick<CrawlSettings, 'disableIndexing' | 'langInUrl' | 'availableLanguages'>,
): string {
  if (settings.disableIndexing) return 'User-agent: *\nDisallow: /\n';
  const prefixes = settings.langInUrl
    ? PRIVATE_PREFIXES.flatMap((p) => [p, ...settings.availableLanguages.map((l) => withLangPrefix(p, l))])
    : [...PRIVATE_PREFIXES];
  return [
    'User-agent: *',
    'Allow: /',
    ...prefixes.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One page of the sitemap: its URL per language (one URL when the language is not in the path). */
export interface SitemapPage {
  /** The page's path without language prefix. */
  path: string;
  /** Absolute URL per language; a single entry keyed by the first language without `langInUrl`. */
  urls: Partial<Record<Language, string>>;
}

/**
 * Every public page a guest may open: home, each product's overview (and its documents list where the product has
 * one) that the route guard lets a guest through, the help pages the tenant offers and the compliance pages.
 */
export function sitemapPages(
  origin: string,
  settings: CrawlSettings,
  products: readonly CrawlProduct[],
): SitemapPage[] {
  const paths: string[] = [PUBLIC_PATHS.home()];
  for (const p of products) {
    if (p.hideOnProductsSection || !canSeeProduct(GUEST, p)) continue;
    for (const [section, path] of [
      ['overview', PUBLIC_PATHS.productOverview(p.productId)],
      ['documents', PUBLIC_PATHS.productDocuments(p.productId)],
    ] as const) {
      if (sectionDecision(GUEST, p, section, products).kind === 'allow') paths.push(path);
    }
  }
  if (settings.help.faq) paths.push(PUBLIC_PATHS.faq());
  if (settings.help.knowledgeBase) {
    paths.push(PUBLIC_PATHS.knowledgeBase(), ...STAT_TERMS.map((t) => PUBLIC_PATHS.knowledgeBaseTerm(t)));
  }
  if (settings.help.contact) paths.push(PUBLIC_PATHS.contact());
  paths.push(PUBLIC_PATHS.termsOfUse(), PUBLIC_PATHS.privacyPolicy(), PUBLIC_PATHS.ombudsman());
  const langs = settings.availableLanguages;
  return paths.map((path) => ({
    path,
    urls: settings.langInUrl
      ? Object.fromEntries(langs.map((l) => [l, `${origin}${withLangPrefix(path, l)}`]))
      : { [langs[0] ?? 'en']: `${origin}${path}` },
  }));
}

/**
 * sitemap.xml (sitemaps.org 0.9) of {@link sitemapPages}; with the language in the URL each language's URL is its
 * own entry, listing every language's URL as an `hreflang` alternate (and the first language as `x-default`).
 */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const urls = Object.entries(page.urls);
    const alternates =
      urls.length > 1
        ? [
            ...urls.map(
              ([lang, url]) =>
                `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls[0]?.[1] ?? '')}"/>`,
          ]
        : [];
    for (const [, url] of urls)
      out.push('  <url>', `    <loc>${escapeXml(url)}</loc>`, ...alternates, '  </url>');
  }
  out.push('</urlset>', '');
  return out.join('\n');
}
