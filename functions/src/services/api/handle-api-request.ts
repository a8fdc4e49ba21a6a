import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { keyNumbersQuerySchema, type AccessContext } from '@portal/domain';
import type { z } from 'zod';
import { resolveCaller, type Caller } from './caller.js';
import { loadPortalConfig, type PortalConfig } from './config-cache.js';
import { getKeyNumbers } from './get-key-numbers.js';
import { getProductPrices } from './get-product-prices.js';
import { allowHeader, matchRoute, type Route } from './router.js';
import { ApiHttpError, CACHE_CONTROL, type ApiLogger, type ApiRequest, type ApiResponse } from './http.js';

export interface ApiDeps {
  db: Firestore;
  auth: Pick<Auth, 'verifyIdToken'>;
  log: ApiLogger;
}

interface HandlerContext {
  db: Firestore;
  query: unknown;
  params: Readonly<Record<string, string>>;
  caller: Caller;
  access: AccessContext;
  config: PortalConfig;
}

type Handler = (ctx: HandlerContext) => Promise<unknown>;

/** Query parameters through a contract schema; a failure is a 400 listing zod's issues (path, message, code). */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({
    path: i.path.map(String),
    message: i.message,
    code: i.code,
  }));
  throw new ApiHttpError(
    'bad-request',
    `invalid query: ${issues.map((i) => `${i.path.join('.') || '(query)'}: ${i.message}`).join('; ')}`,
    { details: { issues } },
  );
}

const routes: readonly Route<Handler>[] = [
  // Readiness probe for `npm start` and the test harness: answers once the function and its config load.
  {
    methods: ['GET'],
    pattern: 'health',
    handler: (c) => Promise.resolve({ ok: true, products: c.config.products.size }),
  },
  {
    methods: ['GET'],
    pattern: 'products/key-numbers',
    handler: (c) => getKeyNumbers(c.db, c.config, c.access, parseQuery(keyNumbersQuerySchema, c.query)),
  },
  {
    methods: ['GET'],
    pattern: 'products/:id/product-prices',
    handler: (c) => getProductPrices(c.db, c.config, c.access, c.params.id ?? ''),
  },
];

function send(res: ApiResponse, status: number, headers: Record<string, string>, body?: unknown): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
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
    const body = await match.route.handler({
      db: deps.db,
      query: req.query,
      params: match.params,
      caller,
      access: { roles: caller.roles, userDefinedRoles: config.userDefinedRoles },
      config,
    });
    send(
      res,
      200,
      { 'Cache-Control': caller.uid === null ? CACHE_CONTROL.guest : CACHE_CONTROL.private },
      body,
    );
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
