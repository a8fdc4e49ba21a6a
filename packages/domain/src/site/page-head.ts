import { z } from 'zod';
import type { Language } from '../constants.js';
import { PUBLIC_PATHS, withLangPrefix } from './page-paths.js';
import { publicPagePath, type PublicPage } from './public-page.js';
import { escapeXml } from './xml.js';

/*
 * What the HTML of a public page says about it before any script runs (issue 27 item 4): title, description,
 * canonical URL, the other languages' URLs, Open Graph and Twitter cards for link previews, schema.org structured
 * data, and whether search engines may index it. Built on the server (functions/src/services/site) from data the
 * visitor may see, through the same gates as the API; a page whose product the visitor may not see says nothing
 * of it.
 */

/**
 * The words of the public pages' heads in one language: the web app's own titles and intros, taken from its locale
 * files when a build is stamped (scripts/lib/site-texts.ts), so the server and the page say the same.
 */
export const pageTextsSchema = /* @__PURE__ */ z.object({
  home: z.object({ description: z.string() }),
  faq: z.object({ title: z.string(), description: z.string() }),
  knowledgeBase: z.object({ title: z.string(), description: z.string() }),
  terms: z.record(z.string(), z.object({ title: z.string(), summary: z.string() })),
  contact: z.object({ title: z.string(), description: z.string() }),
  termsOfUse: z.object({ title: z.string(), description: z.string() }),
  privacyPolicy: z.object({ title: z.string(), description: z.string() }),
  ombudsman: z.object({ title: z.string() }),
  compare: z.object({ title: z.string(), description: z.string() }),
  /** The product sections' names (the overview, the documents list). */
  sections: z.object({ overview: z.string(), documents: z.string() }),
});
export type PageTexts = z.infer<typeof pageTextsSchema>;

/** What a product page's head shows of the product, all of it readable by the visitor (null when gated). */
export interface ProductFacts {
  productId: string;
  name: string;
  shareClass: string | null;
  isin: string | null;
  currency: string;
  description: string;
  /** The latest NAV and its date. */
  nav: { value: number; date: string } | null;
  /** Year-to-date return as a fraction. */
  ytd: number | null;
}

export interface PageHeadInput {
  page: PublicPage;
  lang: Language;
  /** `https://funds.example.com`, no trailing slash. */
  origin: string;
  site: {
    orgName: string;
    availableLanguages: readonly Language[];
    langInUrl: boolean;
    disableIndexing: boolean;
    /** The tenant's logo, a path on the site (`/tenant/logo.svg`), for previews of pages without their own image. */
    logoPath: string | null;
  };
  texts: PageTexts;
  /** On a product page: what the visitor may see of the product; null when the product is unknown or gated. */
  product?: ProductFacts | null;
  /** On the FAQ page: the tenant's questions in this language. */
  faq?: readonly { question: string; answer: string }[];
  /** On the comparison: the products of its URL the visitor may see (their page's gate), in the URL's order. */
  compared?: readonly { productId: string; name: string }[];
}

export interface PageHead {
  title: string;
  description: string;
  /** The page's URL; null for a page that shows nothing of what the URL names (a gated or unknown product). */
  canonical: string | null;
  /** Search engines may index the page: the tenant allows it and the page shows what it is about. */
  indexable: boolean;
  /** Every language's URL of the page and `x-default` (tenants with the language in the URL). */
  alternates: readonly { hreflang: string; href: string }[];
  /** The preview image (absolute URL), if any. */
  image: string | null;
  jsonLd: readonly Record<string, unknown>[];
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR', pt: 'pt_PT' };
const MAX_DESCRIPTION = 160;

/** At most 160 characters, cut at a word with an ellipsis; whitespace collapsed. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DESCRIPTION / 2));
  return `${atWord.replace(/[\s,;:.]+$/, '')}…`;
}

function pageUrl(input: PageHeadInput, lang: Language, path: string): string {
  return `${input.origin}${input.site.langInUrl ? withLangPrefix(path, lang) : path}`;
}

/** Title, description and the page's own structured data, before the parts every page shares. */
function pageParts(input: PageHeadInput): {
  title: string | null;
  description: string;
  known: boolean;
  /** A page search engines should not index though it shows what it names (its links are still followed). */
  unlisted?: true;
  crumbs: { name: string; path: string }[];
  data: Record<string, unknown>[];
} {
  const { page, texts, site } = input;
  const url = (path: string) => pageUrl(input, input.lang, path);
  const path = publicPagePath(page);
  switch (page.kind) {
    case 'home':
      return {
        title: null,
        description: texts.home.description,
        known: true,
        crumbs: [],
        data: [
          {
            '@type': 'WebSite',
            name: site.orgName,
            url: url('/'),
            inLanguage: input.lang,
            publisher: { '@type': 'Organization', name: site.orgName },
          },
        ],
      };
    case 'product': {
      const p = input.product;
      if (!p) return { title: null, description: texts.home.description, known: false, crumbs: [], data: [] };
      const name = p.name;
      const overview = publicPagePath({ ...page, section: 'overview' });
      const fund: Record<string, unknown> = {
        '@type': 'InvestmentFund',
        name,
        url: url(overview),
        ...(p.description ? { description: shortDescription(p.description) } : {}),
        ...(p.isin ? { identifier: { '@type': 'PropertyValue', propertyID: 'ISIN', value: p.isin } } : {}),
        currency: p.currency,
        provider: { '@type': 'Organization', name: site.orgName },
        ...(p.nav
          ? {
              // The NAV is the price a unit is dealt at.
              offers: {
                '@type': 'Offer',
                price: p.nav.value,
                priceCurrency: p.currency,
                validFrom: p.nav.date,
              },
            }
          : {}),
      };
      return page.section === 'overview'
        ? {
            title: name,
            description: p.description || name,
            known: true,
            crumbs: [{ name, path: overview }],
            data: [fund],
          }
        : {
            title: `${texts.sections.documents} · ${name}`,
            description: p.description || name,
            known: true,
            crumbs: [
              { name, path: overview },
              { name: texts.sections.documents, path },
            ],
            data: [],
          };
    }
    case 'faq':
      return {
        title: texts.faq.title,
        description: texts.faq.description,
        known: true,
        crumbs: [{ name: texts.faq.title, path }],
        data:
          input.faq && input.faq.length > 0
            ? [
                {
                  '@type': 'FAQPage',
                  mainEntity: input.faq.map((q) => ({
                    '@type': 'Question',
                    name: q.question,
                    acceptedAnswer: { '@type': 'Answer', text: q.answer },
                  })),
                },
              ]
            : [],
      };
    case 'knowledgeBase':
      return {
        title: texts.knowledgeBase.title,
        description: texts.knowledgeBase.description,
        known: true,
        crumbs: [{ name: texts.knowledgeBase.title, path }],
        data: [],
      };
    case 'knowledgeBaseTerm': {
      const term = texts.terms[page.term];
      const index = publicPagePath({ kind: 'knowledgeBase' });
      if (!term)
        return {
          title: null,
          description: texts.knowledgeBase.description,
          known: false,
          crumbs: [],
          data: [],
        };
      return {
        title: `${term.title} · ${texts.knowledgeBase.title}`,
        description: term.summary,
        known: true,
        crumbs: [
          { name: texts.knowledgeBase.title, path: index },
          { name: term.title, path },
        ],
        data: [
          {
            '@type': 'DefinedTerm',
            name: term.title,
            description: term.summary,
            url: url(path),
            inDefinedTermSet: { '@type': 'DefinedTermSet', name: texts.knowledgeBase.title, url: url(index) },
          },
        ],
      };
    }
    case 'contact':
    case 'termsOfUse':
    case 'privacyPolicy':
      return {
        title: texts[page.kind].title,
        description: texts[page.kind].description,
        known: true,
        crumbs: [{ name: texts[page.kind].title, path }],
        data: [],
      };
    case 'compare': {
      // A comparison of any 2 to 6 products is a page per combination: search engines follow its links to the
      // products' own pages (indexed) but keep none of the combinations (docs/comparison.md "Pages and search").
      const compared = input.compared ?? [];
      if (compared.length === 0)
        return { title: null, description: texts.compare.description, known: false, crumbs: [], data: [] };
      const title = `${texts.compare.title}: ${compared.map((p) => p.name).join(', ')}`;
      return {
        title,
        description: texts.compare.description,
        known: true,
        unlisted: true,
        crumbs: [{ name: texts.compare.title, path }],
        data: [
          {
            '@type': 'ItemList',
            name: title,
            itemListElement: compared.map((p, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: p.name,
              url: url(PUBLIC_PATHS.productOverview(p.productId)),
            })),
          },
        ],
      };
    }
    case 'ombudsman':
      return {
        title: texts.ombudsman.title,
        description: texts.ombudsman.title,
        known: true,
        crumbs: [{ name: texts.ombudsman.title, path }],
        data: [],
      };
  }
}

/** The head of a public page for this visitor (see the module comment). */
export function pageHead(input: PageHeadInput): PageHead {
  const { site, lang } = input;
  const parts = pageParts(input);
  const path = publicPagePath(input.page);
  const canonical = pageUrl(input, lang, path);
  const alternates =
    site.langInUrl && site.availableLanguages.length > 1
      ? [
          ...site.availableLanguages.map((l) => ({ hreflang: l, href: pageUrl(input, l, path) })),
          { hreflang: 'x-default', href: pageUrl(input, site.availableLanguages[0] ?? lang, path) },
        ]
      : [];
  const productImage =
    input.page.kind === 'product' && input.product
      ? `${input.origin}/og/${encodeURIComponent(input.product.productId)}.png?lang=${lang}`
      : null;
  const image = productImage ?? (site.logoPath ? `${input.origin}${site.logoPath}` : null);
  const crumbs =
    parts.crumbs.length > 0
      ? [
          {
            '@type': 'BreadcrumbList',
            itemListElement: [{ name: site.orgName, path: '/' }, ...parts.crumbs].map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.name,
              item: pageUrl(input, lang, c.path),
            })),
          },
        ]
      : [];
  return {
    title: parts.title ? `${parts.title} · ${site.orgName}` : site.orgName,
    description: shortDescription(parts.description),
    canonical: parts.known ? canonical : null,
    indexable: !site.disableIndexing && parts.known && !parts.unlisted,
    alternates: parts.known ? alternates : [],
    image: parts.known ? image : null,
    jsonLd: parts.known
      ? [...parts.data, ...crumbs].map((d) => ({ '@context': 'https://schema.org', ...d }))
      : [],
  };
}

/** JSON inside a `<script>` block: `<` escaped, so no text in it can close the element. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The head's tags as HTML, for index.html's `<head>` (the `<title>` included: the caller removes the template's).
 * JSON-LD blocks are data, not scripts: the Content-Security-Policy (no inline script) does not apply to them.
 */
export function headTags(head: PageHead, input: Pick<PageHeadInput, 'lang' | 'site'>): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeXml(value)}" />`;
  const lines = [
    `<title>${escapeXml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeXml(head.canonical)}" />`] : []),
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}" />`,
    ),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', input.site.orgName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:locale', OG_LOCALES[input.lang]),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image?.includes('/og/') ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...head.jsonLd.map((d) => `<script type="application/ld+json">${scriptJson(d)}</script>`),
  ];
  return lines.join('\n    ');
}
