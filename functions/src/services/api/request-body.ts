import { ApiHttpError, type ApiRequest } from './http.js';

/*
 * What a route takes as its body, and the check that holds it to that. The functions runtime parses every body it
 * can before the API runs (JSON, but also `application/x-www-form-urlencoded` and `text/plain`, into an object or a
 * string), so a handler reading `c.body` would take a form post's fields as if they were JSON. A route declares its
 * body (api-routes.ts) and gets only that: JSON routes, and routes with no body, refuse any other Content-Type with
 * 415; upload routes (a raw file body, read from `c.rawBody`) keep the types their handlers check.
 */

/** A route's body: JSON (read from `c.body`), a raw file (`c.rawBody`), or none. */
export type RouteBody = 'json' | 'upload' | 'none';

/** Methods whose body the API reads; any other request's body is ignored, never checked. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media type of a Content-Type header (`application/json` of `application/json; charset=utf-8`), lower case. */
function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

/** Whether the request carries body bytes (declared, or received: a chunked body declares no length). */
function hasBody(req: ApiRequest): boolean {
  const declared = req.headers['content-length'];
  return (req.rawBody?.byteLength ?? 0) > 0 || (declared !== undefined && declared.trim() !== '0');
}

/**
 * A body the route can take: for an upload route anything (its handler checks the file), otherwise JSON only: a
 * POST/PUT/PATCH/DELETE with a Content-Type other than `application/json`, or with bytes and no Content-Type at all,
 * is 415 `unsupported-media-type`. A request without a body and without a Content-Type passes (a DELETE, a POST
 * whose parameters are in the query).
 */
export function requireJsonBody(req: ApiRequest, options: { rawUpload: boolean }): void {
  if (options.rawUpload || !BODY_METHODS.has(req.method)) return;
  const mediaType = mediaTypeOf(req.headers['content-type']);
  if (mediaType === 'application/json' || (mediaType === undefined && !hasBody(req))) return;
  throw new ApiHttpError('unsupported-media-type', 'the body must be application/json', {
    details: { contentType: req.headers['content-type'] ?? null },
  });
}

/** {@link requireJsonBody} for the body the route's endpoint declares. */
export function requireRouteBody(req: ApiRequest, endpoint: { body: RouteBody }): void {
  requireJsonBody(req, { rawUpload: endpoint.body === 'upload' });
}
