import { isStorableText } from '@portal/domain';
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

/** The path of the first string (or key) in `value` Firestore could not store, or null (depth-limited walk). */
function unstorableAt(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '(value)';
  if (value === null || typeof value !== 'object' || depth > 20) return null;
  // A raw body (an upload: a Buffer of up to 30 MB) is bytes, not text: walking its indices took seconds a request.
  if (ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}${path ? '.' : ''}${key}`;
    if (!isStorableText(key)) return at;
    const found = unstorableAt(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Query and JSON body hold only text Firestore can store: JSON's `"\ud800"` (half a surrogate pair) is valid JSON
 * but made every write it reached fail inside the SDK, a 500 (issue 14, found by the fuzz suites). A 400 instead.
 */
export function requireStorableText(req: ApiRequest): void {
  for (const [what, value] of [
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const at = unstorableAt(value, '', 0);
    if (at !== null) {
      throw new ApiHttpError('bad-request', `invalid ${what}: ${at} holds half of a surrogate pair`, {
        details: { issues: [{ path: at.split('.'), message: 'unstorable character', code: 'custom' }] },
      });
    }
  }
}
