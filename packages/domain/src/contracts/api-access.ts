import { carriesReaderParamsOf, type RouteAccess } from '../access/route-access.js';
import type { ApiEntry } from './api/entry.js';
import { API_ENTRIES, type ApiName } from './api/table.js';

export { ALLOCATION_ENDPOINTS, type AllocationEndpoint } from './api/holdings-calls.js';

/*
 * Who may call each /api route, read from the one declaration: each call's entry in ./api/table.ts (its `access`).
 * The web's API client derives which calls carry the reader's parameters from it (`carriesReaderParams`), the load
 * scripts the access of a concrete call (`routeAccessOfPath`).
 */

/**
 * A path pattern in the route table's form: the web writes `/api/products/{id}/details`, the table
 * `products/:id/details`; both name the same route.
 */
export function routePattern(pattern: string): string {
  return pattern
    .replace(/^\/?api\//, '')
    .replace(/^\//, '')
    .replace(/\{([^}]+)\}/g, ':$1');
}

/** A route's shape: parameters are placeholders whatever their names (`products/:/details`). */
const shapeOf = (key: string): string => routePattern(key).replace(/:[^/]+/g, ':');

const BY_SHAPE = new Map<string, RouteAccess>(
  API_ENTRIES.map(([, e]) => [`${e.method} ${shapeOf(e.path)}`, e.access]),
);

/** The declared access of a route, or `undefined` for a call the API does not have. */
export const routeAccessOf = (method: string, pattern: string): RouteAccess | undefined =>
  BY_SHAPE.get(`${method} ${shapeOf(pattern)}`);

/** The entry of a concrete call (`/api/products/p1/details?mode=live`), matched segment by segment as the router does. */
export function apiEntryOfPath(method: string, path: string): { name: ApiName; entry: ApiEntry } | undefined {
  // As the router reads a path: empty segments (`/api/benchmarks/`) name nothing.
  const segments = routePattern(path.split('?')[0] ?? '')
    .split('/')
    .filter((s) => s !== '');
  for (const [name, entry] of API_ENTRIES) {
    const parts = entry.path.split('/');
    if (
      entry.method === method &&
      parts.length === segments.length &&
      parts.every((p, i) => p.startsWith(':') || p === segments[i])
    )
      return { name, entry };
  }
  return undefined;
}

/** The declared access of a concrete call (`/api/products/p1/details?mode=live`). */
export const routeAccessOfPath = (method: string, path: string): RouteAccess | undefined =>
  apiEntryOfPath(method, path)?.entry.access;

/**
 * Whether a call carries the reader's parameters (`lang`, `investor_profile`, `country`, `embed`:
 * contracts/reader.ts): the product reads, whose answer the gate decides by the reader's investor profile.
 */
export function carriesReaderParams(method: string, pattern: string): boolean {
  const access = routeAccessOf(method, pattern);
  return access !== undefined && carriesReaderParamsOf(access);
}
