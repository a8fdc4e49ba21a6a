import { isDocumentId } from '@portal/domain';
import { setApiSecurityHeaders } from './api-headers.js';
import { API_ROUTES } from './api-routes.js';
import type { ApiDeps, Endpoint } from './context.js';
import { ApiHttpError, CACHE_CONTROL, type ApiReply, type ApiRequest, type ApiResponse } from './http.js';
import { allowHeader, matchRoute, type Route } from './router.js';
import { requireRouteBody } from './request-body.js';
import { requireStorableText } from './request-checks.js';
import { runWithConfig } from './run-with-config.js';
import { send, sendReply } from './send-reply.js';
import { ServerTiming } from './server-timing.js';

/** The endpoint's reply, and whether shared caches may keep it. */
async function runEndpoint(
  deps: ApiDeps,
  req: ApiRequest,
  route: Route<Endpoint>,
  params: Readonly<Record<string, string>>,
  timing: ServerTiming,
): Promise<{ reply: ApiReply; shareable: boolean }> {
  const endpoint = route.handler;
  if (endpoint.kind === 'request') {
    return { reply: await timing.time('app', endpoint.handler(req, deps)), shareable: false };
  }
  const { caller, reply } = await runWithConfig(deps, req, endpoint, params, timing);
  // Only guests' GET answers may be shared: a POST changes data, a signed-in answer depends on roles. Files are
  // never shared (send-reply.ts sends them `no-store`).
  return { reply, shareable: caller.uid === null && route.methods.includes('GET') && !('file' in reply) };
}

/**
 * The `/api/**` HTTP API: route, authenticate, load the (cached) configuration, delegate to a service, and turn
 * every failure into an `apiErrorSchema` body. Unexpected errors are logged with context and answered generically.
 */
export async function handleApiRequest(deps: ApiDeps, req: ApiRequest, res: ApiResponse): Promise<void> {
  // Whatever the outcome, the answer depends on the Authorization header: shared caches must key on it.
  res.setHeader('Vary', 'Authorization');
  setApiSecurityHeaders(res);
  try {
    const match = matchRoute(API_ROUTES, req.method, req.path);
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
    // Every parameter names a Firestore document (a product, a document, an operation...): one that cannot (`a/b`
    // from `%2F`, `..`, `__x__`) names nothing here, and must not reach a path builder (a 500 the fuzz suite found).
    if (!Object.values(match.params).every(isDocumentId)) {
      throw new ApiHttpError('not-found', `no API resource ${req.method} ${req.path}`);
    }
    // The body the route declares, and no other (request-body.ts): a form post never reaches a JSON handler.
    requireRouteBody(req, match.route.handler);
    requireStorableText(req);
    const timing = new ServerTiming();
    const { reply, shareable } = await runEndpoint(deps, req, match.route, match.params, timing);
    timing.total();
    await sendReply(req, res, reply, {
      'Cache-Control': !shareable
        ? CACHE_CONTROL.private
        : match.route.handler.kind === 'configured' && match.route.handler.revalidate === true
          ? CACHE_CONTROL.guestRevalidate
          : CACHE_CONTROL.guest,
      'Server-Timing': timing.header(),
    });
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
