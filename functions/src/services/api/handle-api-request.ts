import { performance } from 'node:perf_hooks';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { keyNumbersQuerySchema } from '@portal/domain';
import { resolveCaller } from './caller.js';
import { readCatalogueVersion } from '../catalogue/catalogue-version.js';
import { cachedPortalConfig, portalConfigAt, type PortalConfig } from './config-cache.js';
import type { Handler } from './context.js';
import {
  getBeta,
  getCumulativeReturns,
  getDrawdowns,
  getFactsheetPeriods,
  getLastCumulativeReturns,
  getMonthlyReturns,
  getOutperformance,
  getPerformanceData,
  getReturnProfile,
  getRiskAdjusted,
  getVolatility,
  getYearlyReturns,
} from './get-analytics.js';
import { getAssets } from './get-assets.js';
import { getBenchmark, getBenchmarks } from './get-benchmarks.js';
import { getBenchmarkPrices } from './get-benchmark-prices.js';
import { HOLDINGS_ENDPOINTS, noDataEndpoint } from './get-holdings.js';
import { getKeyNumbers } from './get-key-numbers.js';
import { getLastLivePrice } from './get-last-live-price.js';
import { getProductDetails } from './get-product-details.js';
import { getProductPrices } from './get-product-prices.js';
import { getValidDates } from './get-valid-dates.js';
import { getCumulativeWeightedReturns, getWeightedPerformanceData } from './get-weighted.js';
import { parseQuery } from './parse.js';
import { getProductBenchmarks } from './product-benchmarks.js';
import { removeFollower } from './remove-follower.js';
import { allowHeader, matchRoute, type Route } from './router.js';
import {
  ApiHttpError,
  CACHE_CONTROL,
  ok,
  type ApiLogger,
  type ApiRequest,
  type ApiResponse,
} from './http.js';
import type { CachedBody, ContentCoding } from './result-cache.js';
import type { ApiReply } from './http.js';

export { parseQuery } from './parse.js';

export interface ApiDeps {
  db: Firestore;
  auth: Pick<Auth, 'verifyIdToken'>;
  log: ApiLogger;
}

const get = (pattern: string, handler: Handler): Route<Handler> => ({ methods: ['GET'], pattern, handler });

/** Every call of seed 000 §7. Literal routes go before `:param` ones (first match wins). */
const routes: readonly Route<Handler>[] = [
  // Readiness probe for `npm start` and the test harness: answers once the function and its config load.
  get('health', (c) => Promise.resolve(ok({ ok: true, products: c.config.products.size }))),
  get('products/key-numbers', async (c) =>
    ok(await getKeyNumbers(c.db, c.config, c.access, parseQuery(keyNumbersQuerySchema, c.query))),
  ),
  get('products/:id/details', getProductDetails),
  get('products/:id/benchmarks', getProductBenchmarks),
  get('products/:id/valid-dates', getValidDates),
  get('products/:id/product-prices', getProductPrices),
  get('products/:id/benchmark-prices', getBenchmarkPrices),
  get('products/:id/last-live-price', getLastLivePrice),
  get('products/:id/performance-data', getPerformanceData),
  get('products/:id/weighted-performance-data', getWeightedPerformanceData),
  get('products/:id/last-cumulative-returns', getLastCumulativeReturns),
  get('products/:id/cumulative-return-periods-factsheet', getFactsheetPeriods),
  get('products/:id/cumulative-returns', getCumulativeReturns),
  get('products/:id/yearly-cumulative-returns', getYearlyReturns),
  get('products/:id/monthly-cumulative-returns', getMonthlyReturns),
  get('products/:id/drawdowns', getDrawdowns),
  get('products/:id/outperformance', getOutperformance),
  get('products/:id/volatility', getVolatility),
  get('products/:id/beta', getBeta),
  get('products/:id/returns', getReturnProfile),
  get('products/:id/risk-adjusted', getRiskAdjusted),
  get('products/:id/cumulative-weighted-returns', getCumulativeWeightedReturns),
  ...HOLDINGS_ENDPOINTS.map((name) => get(`products/:id/${name}`, noDataEndpoint(name))),
  get('assets', getAssets),
  get('benchmarks', getBenchmarks),
  get('benchmarks/:id', getBenchmark),
  { methods: ['POST'], pattern: 'users/remove-follower', handler: removeFollower },
];

function send(res: ApiResponse, status: number, headers: Record<string, string>, body?: unknown): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/**
 * The coding to answer with, from an `Accept-Encoding` header (RFC 9110 §12.5.3): the acceptable one (q above 0,
 * by name or through `*`) with the highest q-value, brotli before gzip on a tie; `null` for identity. Browsers
 * send `gzip, deflate, br, zstd`, so they get brotli.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (coding === '') continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: ContentCoding): number => q.get(coding) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<ContentCoding | null>(
    (chosen, coding) => (weight(coding) > (chosen === null ? 0 : weight(chosen)) ? coding : chosen),
    null,
  );
  return best;
}

/**
 * A cached result: `304 Not Modified` when the client already holds it (`If-None-Match`, after the access checks,
 * so a 304 never tells an unauthorised caller anything), else the JSON, compressed when it is large enough and the
 * client accepts brotli or gzip.
 */
async function sendCached(
  req: ApiRequest,
  res: ApiResponse,
  headers: Record<string, string>,
  body: CachedBody,
): Promise<void> {
  res.setHeader('Vary', 'Authorization, Accept-Encoding');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('ETag', body.etag);
  const known = req.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const coding = body.compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
  // Should compression ever fail, the plain JSON is still a correct answer.
  const bytes = coding ? await body.encode(coding).catch(() => null) : null;
  if (coding && bytes) {
    res.setHeader('Content-Encoding', coding);
    res.status(200).send(bytes);
  } else {
    res.status(200).send(body.json);
  }
}

/**
 * Where a request's time went, for the `Server-Timing` response header (browsers' developer tools and the bench
 * read it): `auth` (ID-token verification with its revocation check), `config` (the catalogue version read), `app`
 * (the endpoint: series meta reads, the configuration read when it changed, the computation on a cache miss) and
 * `total`. The first three overlap. Durations only, no descriptions: nothing here is sensitive.
 */
export class ServerTiming {
  private readonly phases: [string, number][] = [];
  private readonly start = performance.now();

  /** Records how long `work` takes, from now until it settles, under `name` (phases may overlap). */
  time<T>(name: string, work: Promise<T>): Promise<T> {
    const started = performance.now();
    const done = () => {
      this.phases.push([name, performance.now() - started]);
    };
    work.then(done, done);
    return work;
  }

  /** Records the time since the request started. */
  total(): void {
    this.phases.push(['total', performance.now() - this.start]);
  }

  header(): string {
    return this.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
  }
}

/**
 * The `/api/**` HTTP API: route, authenticate, load the (cached) configuration, delegate to a service, and turn
 * every failure into an `apiErrorSchema` body. Unexpected errors are logged with context and answered generically.
 */
export async function handleApiRequest(deps: ApiDeps, req: ApiRequest, res: ApiResponse): Promise<void> {
  // Whatever the outcome, the answer depends on the Authorization header: shared caches must key on it.
  res.setHeader('Vary', 'Authorization');
  try {
    const match = matchRoute(routes, req.method, req.path);
    if (match.kind === 'not-found') {
      throw new ApiHttpError('not-found', `no API route ${req.method} ${req.path}`);
    }
    if (match.kind === 'wrong-method') {
      const allow = allowHeader(match.allowed);
      // Same-origin callers never preflight; an OPTIONS probe just learns what the route accepts.
      if (req.method === 'OPTIONS') {
        send(res, 204, { Allow: allow, 'Cache-Control': 'public, max-age=3600' });
        return;
      }
      throw new ApiHttpError('method-not-allowed', `${req.method} is not allowed here; use ${allow}`, {
        headers: { Allow: allow },
      });
    }
    const timing = new ServerTiming();
    // The catalogue version read (is the cached configuration current?) runs alongside the token check and, for a
    // GET, alongside the endpoint itself run on the cached configuration: a warm call waits for one round of reads
    // instead of three. The speculative answer is used only if the version read confirms its configuration, and a
    // GET changes nothing, so a discarded run is harmless.
    const versionRead = timing.time('config', readCatalogueVersion(deps.db));
    versionRead.catch(() => undefined); // awaited below, unless the caller check fails first
    const caller = await timing.time('auth', resolveCaller(deps.auth, req.headers.authorization));
    // The inner async turns a handler's synchronous throw (a 404 from an access check) into a rejection too.
    const run = (config: PortalConfig): Promise<ApiReply> =>
      timing.time(
        'app',
        (async () =>
          match.route.handler({
            db: deps.db,
            query: req.query,
            body: req.body,
            params: match.params,
            caller,
            access: { roles: caller.roles, userDefinedRoles: config.userDefinedRoles },
            config,
          }))(),
      );
    const speculative = req.method === 'GET' ? cachedPortalConfig(deps.db) : null;
    // Settles to the endpoint's outcome, or to undefined when the cached configuration itself failed to load.
    const attempt = speculative?.value.then(
      (config) =>
        run(config).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
      () => undefined,
    );
    const version = await versionRead;
    const outcome = speculative?.version === version ? await attempt : undefined;
    let reply: ApiReply;
    if (outcome === undefined) reply = await run(await portalConfigAt(deps.db, deps.log, version));
    else if (outcome.ok) reply = outcome.value;
    else throw outcome.error;
    timing.total();
    // Only guests' GET answers may be shared: a POST changes data, a signed-in answer depends on roles.
    const shareable = caller.uid === null && match.route.methods.includes('GET');
    const headers: Record<string, string> = {
      'Cache-Control': shareable ? CACHE_CONTROL.guest : CACHE_CONTROL.private,
      'Server-Timing': timing.header(),
    };
    if (reply.status === 204) {
      send(res, 204, headers);
      return;
    }
    if (reply.cache !== undefined) headers['X-Cache'] = reply.cache;
    if ('json' in reply) {
      await sendCached(req, res, headers, reply.json);
      return;
    }
    send(res, 200, headers, reply.body);
  } catch (error) {
    let apiError: ApiHttpError;
    if (error instanceof ApiHttpError) {
      apiError = error;
    } else {
      deps.log.error('api request failed', {
        method: req.method,
        path: req.path,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      apiError = new ApiHttpError('internal', 'internal error');
    }
    send(
      res,
      apiError.status,
      { 'Cache-Control': CACHE_CONTROL.private, ...apiError.headers },
      apiError.toBody(),
    );
  }
}
