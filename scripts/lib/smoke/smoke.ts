/**
 * The smoke check of a deployed site (`npm run smoke -- <url>`, docs/deploy.md "Smoke check"), as a visitor sees it:
 *
 * 1. the home page: 200, HTML, and the strict Content-Security-Policy the project sets (./csp.ts);
 * 2. the API's health: the tenant (and release) expected;
 * 3. a product the site lists for a visitor (the site state, as the home page reads it) and its key numbers through
 *    the API, asked with a profile the product admits (as a visitor who chose one);
 * 4. that product's overview page: 200, HTML, the same policy, and the product's name rendered by the server.
 *
 * Every URL comes from the contracts and routes of the domain (API entries, `PUBLIC_PATHS`): nothing is written here.
 */
import {
  admittedProfile,
  PUBLIC_PATHS,
  readerParamsSchema,
  SITE_CALLS,
  siteStateSchema,
  urlTemplateOf,
  VISITOR_COOKIE,
  visitorCookieValue,
  type ApiEntry,
  type InvestorProfile,
  type ProductConfig,
} from '@portal/domain';
import type { z } from 'zod';
import { cspProblems, keyDirectives } from './csp.js';

export interface SmokeResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SmokeOptions {
  /** The tenant the API must say it serves. */
  tenant?: string;
  /** The release the API must say it was built for (right after a deploy: the new functions answer). */
  release?: string;
  /** Per request; a cold function can take a while. */
  timeoutMs?: number;
  /** How many listed products to try for one with key numbers. */
  maxProducts?: number;
}

type KeyNumbersQuery = z.input<NonNullable<typeof SITE_CALLS.keyNumbers.query>>;
type ReaderQuery = z.input<typeof readerParamsSchema>;

/** The URL of an API entry on a site (its path from the contract, parameters filled in). */
export function apiUrl(
  origin: string,
  entry: Pick<ApiEntry, 'path'>,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const path = urlTemplateOf(entry).replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

interface Fetched {
  status: number;
  headers: Headers;
  text: string;
  url: string;
}

class Site {
  constructor(
    readonly origin: string,
    private readonly timeoutMs: number,
  ) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
    const res = await fetch(url, {
      headers,
      redirect: 'follow',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return { status: res.status, headers: res.headers, text: await res.text(), url: res.url };
  }

  async json(url: string, headers: Record<string, string> = {}): Promise<unknown> {
    const res = await this.get(url, { Accept: 'application/json', ...headers });
    if (res.status !== 200) throw new Error(`${res.status} from ${url}`);
    return JSON.parse(res.text) as unknown;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page: 200, HTML, the strict policy; `mentions`, when given, in its HTML as the server escapes text. */
async function checkPage(
  site: Site,
  name: string,
  path: string,
  headers: Record<string, string>,
  mentions?: string,
) {
  const url = new URL(path, site.origin).href;
  const res = await site.get(url, headers);
  const type = res.headers.get('content-type') ?? '';
  const csp = res.headers.get('content-security-policy');
  const problems = [
    ...(res.status === 200 ? [] : [`status ${res.status}`]),
    ...(type.startsWith('text/html') ? [] : [`content type "${type}", not HTML`]),
    ...cspProblems(csp),
    ...(mentions === undefined || res.text.includes(mentions) || res.text.includes(escapeHtml(mentions))
      ? []
      : [`"${mentions}" is not on the page`]),
  ];
  return problems.length === 0
    ? { name, ok: true, detail: `GET ${path}: 200 HTML; CSP ${keyDirectives(csp ?? '')}` }
    : { name, ok: false, detail: `GET ${path}: ${problems.join('; ')}` };
}

async function checkHealth(site: Site, options: SmokeOptions): Promise<SmokeResult> {
  const url = apiUrl(site.origin, SITE_CALLS.health);
  const health = SITE_CALLS.health.response.schema.parse(await site.json(url));
  const problems = [
    ...(options.tenant === undefined || health.tenant === options.tenant
      ? []
      : [`serves tenant ${health.tenant}, not ${options.tenant}`]),
    ...(options.release === undefined || health.release === options.release
      ? []
      : [`runs release ${health.release ?? '(none)'}, not ${options.release}`]),
  ];
  const said = `tenant ${health.tenant}, region ${health.region}, release ${health.release ?? '(none)'}, ${health.products} products`;
  return {
    name: 'health',
    ok: problems.length === 0,
    detail: `${said}${problems.length ? `: ${problems.join('; ')}` : ''}`,
  };
}

interface Found {
  product: ProductConfig;
  profile: InvestorProfile;
  detail: string;
}

/** The first product the site lists for a visitor whose key numbers the API gives, with the profile that opened it. */
async function findProductWithNumbers(site: Site, maxProducts: number): Promise<Found | string> {
  const state = siteStateSchema.parse(await site.json(apiUrl(site.origin, SITE_CALLS.siteState)));
  const candidates = state.products.filter((p) => !p.lockedBehindLogin).slice(0, maxProducts);
  if (candidates.length === 0)
    return `the site lists no product a visitor may open (${state.products.length} listed)`;
  const tried: string[] = [];
  for (const product of candidates) {
    const profile = admittedProfile(product.accessRestrictions);
    if (!profile) {
      tried.push(`${product.productId}: admits no investor profile`);
      continue;
    }
    const query: KeyNumbersQuery & ReaderQuery = {
      product_ids: product.productId,
      investor_profile: profile.type,
      country: profile.country,
    };
    const answer = SITE_CALLS.keyNumbers.response.schema.parse(
      await site.json(apiUrl(site.origin, SITE_CALLS.keyNumbers, {}, query)),
    );
    const item = answer.items.find((i) => i.productId === product.productId);
    if (item && !item.locked && item.lastPrice !== null && item.lastDate !== null) {
      return {
        product,
        profile,
        detail:
          `${product.productId} (as ${profile.type} in ${profile.country}): last price ${item.lastPrice} ${item.currency} ` +
          `on ${item.lastDate}, YTD ${item.ytdReturn === null ? 'n/a' : `${(item.ytdReturn * 100).toFixed(2)}%`}`,
      };
    }
    tried.push(`${product.productId}: ${item ? 'no last price' : 'not answered'}`);
  }
  return `no listed product has key numbers (${tried.join('; ')})`;
}

/** Runs every check against the site at `siteUrl` (its origin); one result per check, in order. */
export async function runSmoke(siteUrl: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const site = new Site(new URL(siteUrl).origin, options.timeoutMs ?? 30_000);
  const results: SmokeResult[] = [];
  const attempt = async (name: string, check: () => Promise<SmokeResult>) => {
    try {
      results.push(await check());
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  await attempt('home', () => checkPage(site, 'home', PUBLIC_PATHS.home(), {}));
  await attempt('health', () => checkHealth(site, options));
  let product: Found | string;
  try {
    product = await findProductWithNumbers(site, options.maxProducts ?? 5);
  } catch (error) {
    product = error instanceof Error ? error.message : String(error);
  }
  results.push(
    typeof product === 'string'
      ? { name: 'key numbers', ok: false, detail: product }
      : { name: 'key numbers', ok: true, detail: product.detail },
  );
  if (typeof product === 'string') {
    results.push({ name: 'product page', ok: false, detail: 'not checked: no product with key numbers' });
    return results;
  }
  // The visitor's profile travels in the one cookie Hosting passes to the functions, as the browser sends it.
  const cookie = `${VISITOR_COOKIE}=${encodeURIComponent(
    visitorCookieValue({ investorType: product.profile.type, country: product.profile.country }),
  )}`;
  await attempt('product page', () =>
    checkPage(
      site,
      'product page',
      PUBLIC_PATHS.productOverview(product.product.productId),
      { Cookie: cookie },
      product.product.productName,
    ),
  );
  return results;
}

/** One line per check: `✓ home: ...`. */
export const formatSmoke = (results: readonly SmokeResult[]): string =>
  results.map((r) => `${r.ok ? '✓' : '✖'} ${r.name}: ${r.detail}`).join('\n');
