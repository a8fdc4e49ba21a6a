import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiRequest } from './http.js';
import { clientAddress } from './request-checks.js';

/*
 * What a handler may need of the HTTP request beyond its `HandlerContext`: the sender's address, which the factsheet
 * PDF's render limit counts by (get-factsheet.ts). The function (functions/api.ts) opens the scope around each
 * request; unit harnesses that call `handleApiRequest` directly run outside one, and all count as one client.
 */

interface RequestScope {
  clientAddress: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `handle` (one API request) with `req`'s sender known to the handlers it reaches. */
export function inRequestScope<T>(req: ApiRequest, handle: () => T): T {
  return scope.run({ clientAddress: clientAddress(req) }, handle);
}

/** The sender's network address (`clientAddress`: first `X-Forwarded-For` hop, else the peer), or `unknown`. */
export function requestClientAddress(): string {
  return scope.getStore()?.clientAddress ?? 'unknown';
}
