import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { keyNumbersQuerySchema } from '@portal/domain';
import { resolveCaller } from './caller.js';
import { loadPortalConfig } from './config-cache.js';
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
import type { CachedBody } from './result-cache.js';

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

/** Whether an `Accept-Encoding` header admits gzip (`gzip` or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * A cached result: `304 Not Modified` when the client already holds it (`If-None-Match`, after the access checks,
 * so a 304 never tells an unauthorised caller anything), else the JSON, gzip-compressed when the client accepts it.
 */
function sendCached(
  req: ApiRequest,
  res: ApiResponse,
  headers: Record<string, string>,
  body: CachedBody,
): void {
  res.setHeader('Vary', 'Authorization, Accept-Encoding');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('ETag', body.etag);
  const known = req.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const gzip = acceptsGzip(req.headers['accept-encoding']) ? body.gzip() : null;
  if (gzip) {
    res.setHeader('Content-Encoding', 'gzip');
    res.status(200).send(gzip);
  } else {
    res.status(200).send(body.json);
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
    const caller = await resolveCaller(deps.auth, req.headers.authorization);
    const config = await loadPortalConfig(deps.db, deps.log);
    const reply = await match.route.handler({
      db: deps.db,
      query: req.query,
      body: req.body,
      params: match.params,
      caller,
      access: { roles: caller.roles, userDefinedRoles: config.userDefinedRoles },
      config,
    });
    // Only guests' GET answers may be shared: a POST changes data, a signed-in answer depends on roles.
    const shareable = caller.uid === null && match.route.methods.includes('GET');
    const headers: Record<string, string> = {
      'Cache-Control': shareable ? CACHE_CONTROL.guest : CACHE_CONTROL.private,
    };
    if (reply.status === 204) {
      send(res, 204, headers);
      return;
    }
    if (reply.cache !== undefined) headers['X-Cache'] = reply.cache;
    if ('json' in reply) {
      sendCached(req, res, headers, reply.json);
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
