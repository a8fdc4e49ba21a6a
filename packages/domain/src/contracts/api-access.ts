import type { ReadResource, RouteAccess } from '../access/route-access.js';
import type { AllocationDimension } from './holdings.js';

/*
 * Who may call each /api route (issue 24): the one declaration the API's route table takes its access from
 * (functions/src/services/api/api-routes.ts, enforced by reader-gate.ts), the web's API client derives which calls
 * carry the reader's parameters from (`carriesReaderParams`), and the gate matrix test derives its expectations from.
 * Keys: `METHOD pattern`, the pattern as the route table writes it (`products/:id/details`, no `/api` prefix).
 */

/** The allocation calls of the holdings API and the dimension each groups by (contracts/holdings.ts). */
export const ALLOCATION_ENDPOINTS = {
  'currency-exposure': 'currency',
  'asset-classes': 'assetClass',
  'instrument-types': 'instrumentType',
  sectors: 'sector',
  regions: 'region',
} as const satisfies Record<string, AllocationDimension>;
export type AllocationEndpoint = keyof typeof ALLOCATION_ENDPOINTS;

/** Every holdings read under `products/:id/` (docs/holdings.md). */
export const HOLDINGS_READS = [
  'holdings-details',
  'holdings',
  ...(Object.keys(ALLOCATION_ENDPOINTS) as AllocationEndpoint[]).flatMap(
    (e) => [e, `${e}-over-time`] as const,
  ),
  'assets-under-management',
  'performance-table-data',
] as const;

const open = (why: string) => ({ kind: 'open', why }) as const;
const read = (resource: ReadResource) => ({ kind: 'read', resource }) as const;
const PRODUCT_ADMIN = { kind: 'productAdmin' } as const;
const ANY_PRODUCT_ADMIN = { kind: 'anyProductAdmin' } as const;

/** The analysis reads of a mode (the query's `mode`, default live). */
const MODE_READS = [
  'details',
  'valid-dates',
  'last-live-price',
  'performance-data',
  'weighted-performance-data',
  'last-cumulative-returns',
  'cumulative-return-periods-factsheet',
  'cumulative-returns',
  'yearly-cumulative-returns',
  'monthly-cumulative-returns',
  'drawdowns',
  'outperformance',
  'volatility',
  'beta',
  'returns',
  'risk-adjusted',
  'cumulative-weighted-returns',
] as const;

export const API_ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  'GET health': open('counts the catalogue, names no product'),
  'GET site/state': open('the products this caller may see'),
  'GET products/key-numbers': { kind: 'readMany' },
  ...Object.fromEntries(MODE_READS.map((e) => [`GET products/:id/${e}`, read('mode')])),
  'GET products/:id/overview': read('overview'),
  'GET products/:id/benchmarks': read('product'),
  'GET products/:id/product-prices': read('primary'),
  'GET products/:id/benchmark-prices': read('product'),
  'GET products/:id/factsheet': read('factsheet'),
  'GET products/:id/factsheet.pdf': read('factsheet'),
  ...Object.fromEntries(HOLDINGS_READS.map((e) => [`GET products/:id/${e}`, read('product')])),
  'POST products/:id/holdings': PRODUCT_ADMIN,
  'DELETE products/:id/holdings/:date': PRODUCT_ADMIN,
  'POST holding-overrides': ANY_PRODUCT_ADMIN,
  'DELETE products/:id/holding-overrides/:overrideId': PRODUCT_ADMIN,
  'GET products/:id/documents': read('documents'),
  'POST products/:id/documents': PRODUCT_ADMIN,
  'PUT products/:id/documents/order': PRODUCT_ADMIN,
  // The handler adds the document's own rules (archived, loginRequired) with the same gate.
  'GET products/:id/documents/:docId/file': read('documents'),
  'GET products/:id/last-factsheet/file': read('documents'),
  'PATCH products/:id/documents/:docId': PRODUCT_ADMIN,
  'DELETE products/:id/documents/:docId': PRODUCT_ADMIN,
  'POST products/:id/followers': PRODUCT_ADMIN,
  'DELETE products/:id/followers/:entryId': PRODUCT_ADMIN,
  'POST followers/unsubscribe': { kind: 'signedLink' },
  'POST products/:id/components': PRODUCT_ADMIN,
  'PUT products/:id/components/:page': PRODUCT_ADMIN,
  'PUT products/:id/components/:page/:componentId': PRODUCT_ADMIN,
  'DELETE products/:id/components/:page/:componentId': PRODUCT_ADMIN,
  'POST products/:id/media': PRODUCT_ADMIN,
  // The price data tab of the admin console: admin data, not a reader's.
  'GET products/:id/price-data': PRODUCT_ADMIN,
  'POST products/:id/prices': PRODUCT_ADMIN,
  'POST products/:id/prices/import': PRODUCT_ADMIN,
  'DELETE products/:id/prices/:date': PRODUCT_ADMIN,
  'GET products/:id/media/:mediaId': read('media'),
  'GET assets': open('the products and benchmarks this caller may see'),
  'GET benchmarks': open('benchmarks are public reference series'),
  'GET benchmarks/:id': open('benchmarks are public reference series'),
  'POST users/remove-follower': ANY_PRODUCT_ADMIN,
  'POST operations/bulk-components/dry-run': ANY_PRODUCT_ADMIN,
  'POST operations/bulk-components': ANY_PRODUCT_ADMIN,
  'POST operations/exports': ANY_PRODUCT_ADMIN,
  'GET operations/exports/:operationId/file': ANY_PRODUCT_ADMIN,
  'POST operations/bulk-price-update': ANY_PRODUCT_ADMIN,
  'POST operations/bulk-price-update/:operationId/confirm': ANY_PRODUCT_ADMIN,
  'POST operations/generate-factsheets/check': ANY_PRODUCT_ADMIN,
  'POST operations/generate-factsheets': ANY_PRODUCT_ADMIN,
  'POST client-errors': open('the error sink takes reports, answers nothing'),
  'GET contact/challenge': open('a proof-of-work challenge'),
  'POST contact': open('the contact form takes a message, answers nothing'),
};

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
  Object.entries(API_ROUTE_ACCESS).map(([key, access]) => [shapeOf(key), access]),
);

/** The declared access of a route, or `undefined` for a call the API does not have. */
export const routeAccessOf = (method: string, pattern: string): RouteAccess | undefined =>
  BY_SHAPE.get(`${method} ${shapeOf(pattern)}`);

/** The declared access of a concrete call (`/api/products/p1/details?mode=live`), matched segment by segment. */
export function routeAccessOfPath(method: string, path: string): RouteAccess | undefined {
  const segments = routePattern(path.split('?')[0] ?? '').split('/');
  for (const [key, access] of Object.entries(API_ROUTE_ACCESS)) {
    const [m, pattern = ''] = key.split(' ');
    const parts = pattern.split('/');
    if (
      m === method &&
      parts.length === segments.length &&
      parts.every((p, i) => p.startsWith(':') || p === segments[i])
    )
      return access;
  }
  return undefined;
}

/**
 * Whether a call carries the reader's parameters (`lang`, `investor_profile`, `country`, `embed`:
 * contracts/reader.ts): the product reads, whose answer the gate decides by the reader's investor profile.
 */
export function carriesReaderParams(method: string, pattern: string): boolean {
  const access = routeAccessOf(method, pattern);
  return access?.kind === 'read' || access?.kind === 'readMany';
}
