import { CLIENT_ERROR_LIMITS, clientErrorBatchSchema } from '@portal/domain';
import { optionalUid } from '../../caller.js';
import { clientErrorEntry } from './client-error-entry.js';
import type { ApiDeps } from '../../context.js';
import { ApiHttpError, noContent, type ApiReply, type ApiRequest } from '../../http.js';
import { noQuerySchema, parseBody, parseQuery } from '../../parse.js';
import { RateLimiter } from '../../rate-limiter.js';
import { clientAddress, requireJson } from '../../request-checks.js';

/** Clients whose rate-limit buckets an instance keeps (a few hundred KB at most). */
const MAX_TRACKED_CLIENTS = 10_000;

/** The limiter of `CLIENT_ERROR_LIMITS.reportsPerClientPerMinute`; one per instance. */
export function clientErrorLimiter(now: () => number = Date.now): RateLimiter {
  return new RateLimiter({
    capacity: CLIENT_ERROR_LIMITS.reportsPerClientPerMinute,
    windowMs: 60_000,
    maxClients: MAX_TRACKED_CLIENTS,
    now,
  });
}

/** Who the rate limit counts: the uid when signed in, else the network address. Kept in memory only, never logged. */
export function clientKey(req: ApiRequest, uid: string | null): string {
  return uid !== null ? `uid:${uid}` : `ip:${clientAddress(req)}`;
}

/** Both the declared and the received size: a chunked body declares none. */
function requireSmallBody(req: ApiRequest): void {
  const max = CLIENT_ERROR_LIMITS.maxBodyBytes;
  const declared = Number(req.headers['content-length'] ?? 0);
  const received = req.rawBody?.byteLength ?? 0;
  if (declared > max || received > max) {
    throw new ApiHttpError('payload-too-large', `the body exceeds ${max} bytes`, {
      details: { maxBodyBytes: max },
    });
  }
}

/**
 * POST /client-errors: the web app's error-reporting sink (seed 000 §7). Open to guests; a valid ID token adds the
 * uid, an invalid one is ignored. Each report becomes one structured log entry (`client-error-entry.ts`).
 */
export async function reportClientErrors(req: ApiRequest, deps: ApiDeps): Promise<ApiReply> {
  requireJson(req);
  requireSmallBody(req);
  parseQuery(noQuerySchema, req.query);
  const { reports } = parseBody(clientErrorBatchSchema, req.body);
  const uid = await optionalUid(deps.auth, req.headers.authorization);
  const taken = deps.clientErrors.limiter.take(clientKey(req, uid), reports.length);
  if (!taken.ok) {
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    throw new ApiHttpError('rate-limited', `too many reports; retry in ${seconds} s`, {
      details: { retryAfterSeconds: seconds },
      headers: { 'Retry-After': String(seconds) },
    });
  }
  const userAgent = req.headers['user-agent'];
  for (const report of reports) deps.clientErrors.write(clientErrorEntry(report, { uid, userAgent }));
  return noContent();
}
