import { parseVisitorCookie, sitemapPages, sitemapXml, type Language } from '@portal/domain';
import { portalConfigAt } from '../analytics/config-cache.js';
import type { ApiDeps } from '../api/context.js';
import { readCatalogueVersion } from '../catalogue/catalogue-version.js';
import type { SiteFiles } from '../../tenant/site-files.js';
import type { TenantRuntime } from '../../tenant/tenant-runtime.js';
import { productPreviewImage } from './preview-image.js';
import { renderPage } from './render-page.js';

/*
 * What the `site` function serves (issue 27), behind Hosting's rewrite of every path that is not a file
 * (firebase.json): the pages (index.html with the page's own head, ./render-page.ts) and `/sitemap.xml`, from the
 * domain (packages/domain/src/site/crawl.ts): the tenant's settings and the catalogue as a guest sees it, so a gated
 * product is never named. robots.txt is a file of the site (scripts/lib/web-tenant.ts): the Functions runtime
 * answers that path with a 404 of its own before any function runs.
 */

type HeaderValue = string | string[] | undefined;

export interface SiteRequest {
  method: string;
  path: string;
  headers: Readonly<Record<string, HeaderValue>>;
  /** The parsed query (Express's `req.query`). */
  query?: Readonly<Record<string, unknown>>;
}

export interface SiteResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  /** Text, or bytes as a Buffer (Express sends any other object as JSON). */
  send(body: string | Buffer): unknown;
  end(): unknown;
}

export interface SiteDeps {
  api: ApiDeps;
  tenant: () => Pick<
    TenantRuntime,
    'orgName' | 'languages' | 'langInUrl' | 'disableIndexing' | 'help' | 'logo'
  >;
  /** The web build's index.html, head texts and help (null: no web build was stamped for these functions). */
  files: () => SiteFiles | null;
}

const first = (v: HeaderValue): string | undefined => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();

/** A host name with an optional port, nothing else: the origin is written into the files. */
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * The origin the visitor asked for: Hosting forwards the site's host (`X-Forwarded-Host`), so a tenant reached under
 * its own domain and under `*.web.app` gets its URLs under the one it asked for. HTTPS except on a local emulator.
 */
export function requestOrigin(headers: SiteRequest['headers']): string {
  const forwarded = first(headers['x-forwarded-host']);
  const host = [forwarded, first(headers.host)].find((h) => h !== undefined && HOST.test(h)) ?? 'localhost';
  const proto = first(headers['x-forwarded-proto']) ?? (LOCAL.test(host) ? 'http' : 'https');
  return `${proto === 'http' ? 'http' : 'https'}://${host.toLowerCase()}`;
}

/** The sitemap changes with the catalogue: the CDN keeps it ten minutes, a browser five. */
const SITEMAP_CACHE = 'public, max-age=300, s-maxage=600';
/**
 * A link preview changes with the NAV (daily): kept an hour by the CDN, ten minutes by a browser; its ETag is the
 * card's content (preview-image.ts), so a revalidation costs no drawing.
 */
const PREVIEW_CACHE = 'public, max-age=600, s-maxage=3600';
const PREVIEW_PATH = /^\/og\/([^/]+)\.png$/;

/** `/og/<productId>.png?lang=`: the product's link-preview card (preview-image.ts), 404 where it has none. */
async function servePreview(
  deps: SiteDeps,
  req: SiteRequest,
  res: SiteResponse,
  productId: string,
): Promise<void> {
  const tenant = deps.tenant();
  const hints = parseVisitorCookie(
    first(req.headers.cookie) === undefined ? undefined : String(req.headers.cookie),
  );
  const asked = req.query?.lang;
  const lang: Language =
    tenant.languages.find((l) => l === asked) ??
    tenant.languages.find((l) => l === hints.lang) ??
    tenant.languages[0] ??
    'en';
  const image = await productPreviewImage({ deps: deps.api, productId, lang, hints });
  if (image.status === 404) {
    reply(res, 404, 'text/plain; charset=utf-8', 'public, max-age=60, s-maxage=300', 'Not found\n');
    return;
  }
  res.setHeader('ETag', image.etag);
  res.setHeader('Vary', 'Cookie');
  if (first(req.headers['if-none-match']) === image.etag) {
    res.status(304);
    res.setHeader('Cache-Control', PREVIEW_CACHE);
    res.end();
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Cache-Control', PREVIEW_CACHE);
  if (req.method === 'HEAD') res.end();
  else res.send(Buffer.from(image.png.buffer, image.png.byteOffset, image.png.byteLength));
}

/** The request's query string again (`?a=1&b=2`), for the server-rendered page's URL. */
function searchOf(query: SiteRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function reply(res: SiteResponse, status: number, type: string, cache: string, body: string): void {
  res.status(status);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cache);
  res.send(body);
}

export async function handleSiteRequest(deps: SiteDeps, req: SiteRequest, res: SiteResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    reply(res, 405, 'text/plain; charset=utf-8', 'no-store', 'Method not allowed\n');
    return;
  }
  const tenant = deps.tenant();
  const settings = {
    availableLanguages: tenant.languages,
    langInUrl: tenant.langInUrl,
    disableIndexing: tenant.disableIndexing,
    help: tenant.help,
  };
  const origin = requestOrigin(req.headers);
  const preview = PREVIEW_PATH.exec(req.path);
  if (preview?.[1]) {
    await servePreview(deps, req, res, decodeURIComponent(preview[1]));
    return;
  }
  if (req.path === '/sitemap.xml' && !tenant.disableIndexing) {
    const { db, log } = deps.api;
    const config = await portalConfigAt(db, log, await readCatalogueVersion(db));
    const pages = sitemapPages(origin, settings, [...config.products.values()]);
    reply(res, 200, 'application/xml; charset=utf-8', SITEMAP_CACHE, sitemapXml(pages));
    return;
  }
  if (req.path === '/sitemap.xml') {
    // No sitemap where the tenant keeps search engines out.
    reply(res, 404, 'text/plain; charset=utf-8', SITEMAP_CACHE, 'Not found\n');
    return;
  }
  const files = deps.files();
  if (!files) {
    reply(res, 503, 'text/plain; charset=utf-8', 'no-store', 'The site is not built: run `npm run build`.\n');
    return;
  }
  const page = await renderPage(
    { api: deps.api, tenant, files, origin },
    // Named one by one: the request's headers are a getter of Node's message, which a spread would not copy.
    { path: req.path, headers: req.headers, search: searchOf(req.query) },
  );
  res.setHeader('Vary', 'Cookie, Accept-Language');
  reply(res, 200, 'text/html; charset=utf-8', page.cacheControl, page.html);
}
