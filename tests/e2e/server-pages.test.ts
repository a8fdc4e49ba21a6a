import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from '../../functions/src/services/api/context.js';
import { clientErrorLimiter } from '../../functions/src/services/api/handlers/site/report-client-errors.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import {
  handleSiteRequest,
  type SiteResponse,
} from '../../functions/src/services/site/handle-site-request.js';
import { readSiteFiles } from '../../functions/src/tenant/site-files.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { repoRoot } from '../../scripts/lib/tenants.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';

// The site (issue 27): robots.txt (a file of the stamped build), sitemap.xml and the pages' heads from the site
// function, through Hosting for the demo tenant
// (which keeps search engines out and asks visitors for an investor profile), and the same handler in this process on
// the seeded demo catalogue as an indexable tenant with the language in the URL.

let admin: AdminHandle;
let api: ApiDeps;
beforeAll(() => {
  admin = adminFor(emulatorProjectId());
  const silent = { error: () => undefined, warn: () => undefined };
  api = {
    db: admin.db,
    auth: admin.auth,
    log: silent,
    clientErrors: { write: () => undefined, limiter: clientErrorLimiter() },
    files: new LocalFolderFileStore(join(repoRoot, '.local-files', emulatorProjectId())),
  };
});
afterAll(async () => {
  await admin.close();
});

const PROFESSIONAL_CH = { Cookie: '__session=l%3Den%26p%3Dprofessional%26c%3DCH' };

/** The handler in this process for an indexable demo with the language in the URL, reached as funds.example.com. */
async function serve(
  path: string,
  tenant: { disableIndexing: boolean; langInUrl: boolean },
  cookie?: string,
) {
  const out = { status: 0, headers: new Map<string, string>(), body: '' };
  const res: SiteResponse = {
    status: (code) => (out.status = code),
    setHeader: (name, value) => out.headers.set(name.toLowerCase(), value),
    send: (body) => (out.body = typeof body === 'string' ? body : body.toString('latin1')),
    end: () => undefined,
  };
  const stamped = readSiteFiles(join(repoRoot, 'functions', 'dist'));
  // The heads of this made-up tenant only: the stamped server build renders the demo's own routes (its tenant JSON).
  const files = stamped && { template: stamped.template, texts: stamped.texts, help: stamped.help };
  await handleSiteRequest(
    {
      api,
      tenant: () => ({
        ...tenant,
        orgName: 'Demo AM',
        languages: ['en', 'de'],
        help: { faq: true, knowledgeBase: true, contact: true },
        logo: null,
      }),
      files: () => files,
    },
    {
      method: 'GET',
      path,
      headers: { 'x-forwarded-host': 'funds.example.com', host: 'internal:8080', cookie },
    },
    res,
  );
  return out;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${HOSTING_URL}${path}`, { headers });
  return { status: res.status, html: await res.text() };
}

/** The server-rendered content of a page (`#root`) and the JSON it was rendered from, or null for an app shell. */
function rendered(html: string): { root: string; data: Record<string, unknown> } | null {
  const match =
    /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="portal-page">([\s\S]*?)<\/script>/.exec(
      html,
    );
  if (!match) return null;
  return { root: match[1] ?? '', data: JSON.parse(match[2] ?? 'null') as Record<string, unknown> };
}

/** The page's text as a reader sees it (tags, styles and icons dropped). */
const textOf = (html: string): string =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** Scripts the page runs (the CSP allows files only): every `<script>` that is not data. */
const executableScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g)].map((m) => m[1] ?? '');

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );

describe('robots.txt and sitemap.xml', () => {
  it('through Hosting, for the demo tenant: a robots.txt that disallows everything, and no sitemap', async () => {
    const robots = await fetch(`${HOSTING_URL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await fetch(`${HOSTING_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(404);
    expect(await sitemap.text()).not.toContain('<urlset');
  });

  it('for an indexable tenant: the sitemap under the host asked for, in every language, no gated product', async () => {
    const res = await serve('/sitemap.xml', { disableIndexing: false, langInUrl: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>https://funds.example.com/de/products/global-equity-chf/overview</loc>');
    expect(res.body).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://funds.example.com/en/products/global-equity-chf/overview"/>',
    );
    expect(res.body).toContain('/en/help/knowledge-base/terms/');
    for (const gated of ['quant-core', 'us-equity-airbag']) expect(res.body).not.toContain(gated);
  });
});

describe('page heads through Hosting (demo tenant)', () => {
  it('describes a product overview to a visitor whose profile may see it, before any script runs', async () => {
    const { status, html } = await page('/products/global-equity-chf/overview', PROFESSIONAL_CH);
    expect(status).toBe(200);
    expect(html).toContain('<title>Demo Global Equity Fund A CHF · Demo AM</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
    expect(html).toContain(
      '<link rel="canonical" href="http://127.0.0.1:5000/products/global-equity-chf/overview" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://127.0.0.1:5000/og/global-equity-chf.png?lang=en" />',
    );
    // The demo keeps search engines out.
    expect(html).toContain('<meta name="robots" content="noindex" />');
    const fund = jsonLd(html).find((d) => d['@type'] === 'InvestmentFund');
    expect(fund).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Demo Global Equity Fund A CHF',
      identifier: { '@type': 'PropertyValue', propertyID: 'ISIN' },
      currency: 'CHF',
      offers: { '@type': 'Offer', priceCurrency: 'CHF' },
    });
    expect((fund?.offers as { price: unknown }).price).toEqual(expect.any(Number));
    expect(jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList')).toBeDefined();
    // The app's own scripts are still the build's.
    expect(html).toMatch(/data-entry="\/assets\/index-[\w-]+\.js"/);
  });

  it.each([
    [
      'a visitor without an investor profile (checks are on)',
      '/products/global-equity-chf/overview',
      {},
      'Demo Global Equity',
    ],
    ['a hidden product', '/products/quant-core/overview', PROFESSIONAL_CH, 'Quant Core'],
    ['a product for the viewer role', '/products/us-equity-airbag/overview', PROFESSIONAL_CH, 'Airbag'],
    ['an unknown product', '/products/no-such-fund/overview', PROFESSIONAL_CH, 'no-such-fund'],
  ])('names nothing of the product for %s', async (_, path, headers, name) => {
    const { html } = await page(path, headers);
    expect(html).not.toContain(name);
    expect(jsonLd(html)).toEqual([]);
    expect(html).toContain('<title>Demo AM</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives the FAQ its questions as structured data and a knowledge-base term its definition, per language', async () => {
    const faq = await page('/help/faq', { Cookie: '__session=l%3Dde' });
    expect(faq.html).toContain('<html lang="de"');
    expect(faq.html).toMatch(/<title>[^<]+ · Demo AM<\/title>/);
    const questions = jsonLd(faq.html).find((d) => d['@type'] === 'FAQPage');
    expect((questions?.mainEntity as { name: string }[])[0]?.name).toBe(
      'Welches Anlegerprofil soll ich wählen?',
    );
    const term = await page('/help/knowledge-base/terms/sharpe-ratio', {
      'Accept-Language': 'fr-CH,fr;q=0.9',
    });
    expect(term.html).toContain('<html lang="fr"');
    expect(jsonLd(term.html).find((d) => d['@type'] === 'DefinedTerm')).toMatchObject({
      url: 'http://127.0.0.1:5000/help/knowledge-base/terms/sharpe-ratio',
    });
  });

  it('leaves other pages as the app shell, and never lets a cache keep a signed-in browser’s page', async () => {
    const { html } = await page('/admin/users');
    expect(html).not.toContain('application/ld+json');
    const own = await serve('/', { disableIndexing: false, langInUrl: false }, '__session=s%3D1');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('page bodies from the server (demo tenant, through Hosting)', () => {
  it('renders a product overview with its key numbers and share classes before any script runs', async () => {
    const { status, html } = await page('/products/global-equity-chf/overview', PROFESSIONAL_CH);
    expect(status).toBe(200);
    const page_ = rendered(html);
    expect(page_).not.toBeNull();
    const text = textOf(page_?.root ?? '');
    expect(page_?.root).toMatch(/<h1[^>]*>Demo Global Equity Fund A CHF<\/h1>/);
    expect(text).toContain('ISIN CH00DEMO0010');
    expect(text).toMatch(/Last price \d[\d,]*\.\d{2}/);
    expect(text).toMatch(/YTD [+−-]\d+\.\d{2}%/);
    expect(text).toContain('Share classes');
    // The start-up spinner would cover it; the app's scripts are files (no inline script: the CSP allows none).
    expect(html).not.toContain('id="startup"');
    expect(executableScripts(html).every((attributes) => attributes.includes('src='))).toBe(true);
    // Its first paint needs no script: web/public/startup.js fetches the entry script after that paint.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).toMatch(/<script\s+src="\/startup\.js"\s+data-entry="\/assets\/index-[\w-]+\.js"/);
    expect(html).toContain('data-mantine-color-scheme="light"');
    // What the browser hydrates from: the visitor's language and profile, and the API answers the page used.
    expect(page_?.data).toMatchObject({ language: 'en', profile: { type: 'professional', country: 'CH' } });
    const keys = (page_?.data.queries as { queries: { queryKey: unknown[] }[] }).queries.map(
      (q) => q.queryKey[3],
    );
    expect(keys).toContain(
      '/api/products/global-equity-chf/overview?lang=en&investor_profile=professional&country=CH',
    );
  });

  it('renders the investor-profile step in place of the page a visitor without a profile asked for, naming no product', async () => {
    for (const path of ['/', '/products/global-equity-chf/overview']) {
      const { status, html } = await page(path, { Cookie: '__session=l%3Dde' });
      expect(status, path).toBe(200);
      const step = rendered(html);
      // The step, in the visitor's language, with the platform's disclaimer: the first paint needs no script.
      expect(step?.root, path).toMatch(/<h1[^>]*>Anlegerprofil<\/h1>/);
      expect(textOf(step?.root ?? ''), path).toContain('Die Informationen auf dieser Website richten sich');
      // The browser shows the step's address before it hydrates, as the route guard's redirect would.
      expect(step?.data.path, path).toBe(`/investor-profile?redirect=${encodeURIComponent(path)}`);
      // Nothing of any product, not even the menu's catalogue (the browser's own site state fills it in).
      expect((step?.data.siteState as { products: unknown[] }).products, path).toEqual([]);
      expect(html, path).not.toMatch(/Demo Global Equity|Global Equity A|CH00DEMO0010|Airbag|Quant Core/);
      expect(
        jsonLd(html).some((d) => /Fund|Product/.test(String(d['@type']))),
        path,
      ).toBe(false);
    }
  });

  it('leaves a page the app would leave at once to the browser: a 404, a 403', async () => {
    // The browser may hold what the request does not carry (a session): it decides.
    for (const path of [
      '/products/quant-core/overview',
      '/products/no-such-fund/overview',
      '/products/us-equity-airbag/overview',
    ]) {
      const { status, html } = await page(path, PROFESSIONAL_CH);
      expect(status, path).toBe(200);
      expect(rendered(html), path).toBeNull();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toMatch(/Airbag|Quant Core|Demo Global Equity/);
    }
  });

  it('renders a comparison with its columns, naming in its head only the products the visitor may see', async () => {
    // us-equity-airbag is gated for this visitor (its own page is the browser's to refuse, above).
    const path = '/compare?products=global-equity-chf,swiss-bond-i,us-equity-airbag';
    const { status, html } = await page(path, PROFESSIONAL_CH);
    expect(status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Compare products: Global Equity A CHF, Swiss Bond I · Demo AM</title>');
    expect(head).toMatch(
      /<link rel="canonical" href="[^"]*\/compare\?products=global-equity-chf,swiss-bond-i" \/>/,
    );
    // A page per combination: followed to the products' own pages, never indexed itself.
    expect(head).toContain('<meta name="robots" content="noindex" />');
    const list = jsonLd(html).find((d) => d['@type'] === 'ItemList') as
      { itemListElement: { url: string }[] } | undefined;
    expect(list?.itemListElement.map((i) => new URL(i.url).pathname)).toEqual([
      '/products/global-equity-chf/overview',
      '/products/swiss-bond-i/overview',
    ]);
    const body = rendered(html);
    expect(body).not.toBeNull();
    expect(body?.root).toContain('data-testid="comparison-statistics"');
    const text = textOf(body?.root ?? '');
    expect(text).toContain('Global Equity A CHF');
    expect(text).toContain('Swiss Bond I');
    // Nothing of the gated product, in the page or in what it hydrates from.
    expect(html).not.toMatch(/Airbag|US Equity/);
  });

  it('fetches the home page’s hero image first for a visitor whose home page it is', async () => {
    const returning = await page('/', PROFESSIONAL_CH);
    expect(rendered(returning.html)?.data.path).toBeUndefined();
    expect(returning.html).toMatch(
      /<link rel="preload" as="image" href="\/tenant\/[\w.-]+" fetchpriority="high" \/>/,
    );
    // The investor-profile step shows no hero: nothing to hurry.
    expect((await page('/', {})).html).not.toContain('fetchpriority="high"');
  });

  it('renders the FAQ and a knowledge-base term in the visitor’s language', async () => {
    const faq = rendered((await page('/help/faq', { Cookie: '__session=l%3Dde' })).html);
    expect(textOf(faq?.root ?? '')).toContain('Welches Anlegerprofil soll ich wählen?');
    expect(faq?.data).toMatchObject({ language: 'de', profile: {} });
    const term = rendered(
      (await page('/help/knowledge-base/terms/sharpe-ratio', { 'Accept-Language': 'fr-CH,fr;q=0.9' })).html,
    );
    expect(term?.root).toMatch(/<h1[^>]*>Ratio de Sharpe<\/h1>/);
  });

  it('leaves the page to the browser where a session is held: it may see more than a visitor', async () => {
    const { html } = await page('/help/faq', { Cookie: '__session=l%3Den%26s%3D1' });
    expect(html).toContain('<div id="root"></div>');
    expect(rendered(html)).toBeNull();
    expect(html).toContain('id="startup"');
  });
});

describe('link previews through Hosting', () => {
  it('serves a product card as a PNG the CDN may keep, revalidated by its ETag', async () => {
    const url = `${HOSTING_URL}/og/global-equity-chf.png?lang=de`;
    const res = await fetch(url, { headers: PROFESSIONAL_CH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await fetch(url, { headers: { ...PROFESSIONAL_CH, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('has no card for a product the visitor may not open', async () => {
    for (const [path, headers] of [
      ['/og/global-equity-chf.png', {}],
      ['/og/quant-core.png', PROFESSIONAL_CH],
      ['/og/us-equity-airbag.png', PROFESSIONAL_CH],
    ] as const) {
      const res = await fetch(`${HOSTING_URL}${path}`, { headers });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/plain/);
    }
  });
});

describe('page heads of an indexable tenant with the language in the URL', () => {
  it('links every language of the page and lets search engines index it', async () => {
    const res = await serve(
      '/de/products/global-equity-chf/overview',
      { disableIndexing: false, langInUrl: true },
      PROFESSIONAL_CH.Cookie,
    );
    expect(res.body).toContain(
      '<link rel="canonical" href="https://funds.example.com/de/products/global-equity-chf/overview" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="en" href="https://funds.example.com/en/products/global-equity-chf/overview" />',
    );
    expect(res.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://funds.example.com/en/products/global-equity-chf/overview" />',
    );
    expect(res.body).not.toContain('noindex');
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });
});
