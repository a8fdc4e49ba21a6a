import { ApiHttpError, type ApiRequest } from './http.js';

/**
 * The sender's network address: the first `X-Forwarded-For` hop (the browser, behind Hosting), else the peer. A
 * client can put its own first hop in that header; the limits that count by it say so (docs/contact.md).
 */
export function clientAddress(req: ApiRequest): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first !== undefined && first !== '' ? first : (req.ip ?? 'unknown');
}

/**
 * JSON only: a cross-site HTML form can post `text/plain` or a form encoding without a CORS preflight, but not
 * `application/json`, and the API never answers a preflight with CORS permission.
 */
export function requireJson(req: ApiRequest): void {
  const mediaType = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    throw new ApiHttpError('unsupported-media-type', 'the body must be application/json', {
      details: { contentType: req.headers['content-type'] ?? null },
    });
  }
}
