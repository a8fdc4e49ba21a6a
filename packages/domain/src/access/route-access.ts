import { ANALYSIS_MODES, type AnalysisModeId } from '../constants.js';
import type { ProductConfig } from '../tenant/product-config.js';
import { readGate, type GateDecision, type GateTarget, type Reader } from './gate.js';
import { adminProductIds, isAdmin, isProductAdmin, isSignedIn } from './roles.js';
import type { ShareClassCatalogue } from './section-access.js';

/*
 * What each /api route declares of its access (its entry in ../contracts/api/table.ts, mounted by the route table): the API enforces the
 * declaration before the handler runs (reader-gate.ts), the handlers take the finer decision of their resource with
 * the same gate, and tests/api/gate-matrix.test.ts derives its expected answers from `routeAccessDecision` for every
 * route of the table. A route cannot be added without saying who may call it.
 */

/** The product resources a read route serves (the gate's kinds, `document` checked by the handler per file). */
export type ReadResource = 'overview' | 'product' | 'mode' | 'primary' | 'factsheet' | 'documents' | 'media';

export type RouteAccess =
  /** Says nothing about any one product (health, the filtered catalogue, benchmarks, contact, the error sink). */
  | { kind: 'open'; why: string }
  /** Reads product `:id`: {@link readGate} for the resource (mode: the query's `mode`, default live). */
  | { kind: 'read'; resource: ReadResource }
  /** Reads several products named in the query: each is left out unless {@link readGate} allows its primary mode. */
  | { kind: 'readMany' }
  /** Changes product `:id` (or reads its admin data): signed in and an admin of that product. */
  | { kind: 'productAdmin' }
  /** Acts on products named in the body: signed in and an admin of at least one product; the handler checks each. */
  | { kind: 'anyProductAdmin' }
  /** Admins (admin, superAdmin) only. */
  | { kind: 'admin' }
  /** Runs an admin operation: who may is {@link OPERATION_ACCESS}'s one decision for it, the admin console's too. */
  | { kind: 'operation'; operation: AdminOperation }
  /** Proves itself with a signed token in the body (an unsubscribe link): no caller needed. */
  | { kind: 'signedLink' };

/** The admin operations of seed 000 §2 (`/admin/operations/*`), by their admin page's id. */
export const ADMIN_OPERATIONS = [
  'bulkPriceDataUpdate',
  'generateFactsheets',
  'updateBulkComponents',
  'exportPlatform',
  'overrideHoldingData',
] as const;
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];

/** Who may run an operation: admins (admin, superAdmin), or also whoever administers at least one product. */
export type OperationAccess = 'admins' | 'productAdmins';

/**
 * Who may run each admin operation: the one decision the API's operation routes (contracts/api/table.ts, `operation`
 * access), the admin navigation and the admin route guard (web/src/app/admin-pages.ts) all read. Seed 000 §2: the
 * operations pages are for admin and superAdmin; a product admin changes the prices of their own products on the
 * product's price tab (`products/:id/prices`, `productAdmin` access), not through the bulk operation.
 */
export const OPERATION_ACCESS: Readonly<Record<AdminOperation, OperationAccess>> = {
  bulkPriceDataUpdate: 'admins',
  generateFactsheets: 'admins',
  updateBulkComponents: 'admins',
  exportPlatform: 'admins',
  overrideHoldingData: 'admins',
};

/** Whether an operation's page and calls are open to product admins (not only to admins). */
export const operationOpenToProductAdmins = (operation: AdminOperation): boolean =>
  OPERATION_ACCESS[operation] === 'productAdmins';

/** The route access an operation's decision amounts to. */
export const operationRouteAccess = (operation: AdminOperation): RouteAccess =>
  operationOpenToProductAdmins(operation) ? { kind: 'anyProductAdmin' } : { kind: 'admin' };

/**
 * Whether a call of this access carries the reader's parameters (`lang`, `investor_profile`, `country`, `embed`:
 * contracts/reader.ts): the product reads, whose answer the gate decides by the reader's investor profile.
 */
export const carriesReaderParamsOf = (access: RouteAccess): boolean =>
  access.kind === 'read' || access.kind === 'readMany';

export type RouteDecision = { kind: 'allow' } | { kind: 'deny'; status: 401 | 403 | 404; reason: string };

const allow: RouteDecision = { kind: 'allow' };

/** The analysis mode a read of kind `mode` asks for: the query's `mode` when it is one, else the default (live). */
export function requestedMode(query: unknown): AnalysisModeId {
  const raw =
    typeof query === 'object' && query !== null ? (query as Record<string, unknown>).mode : undefined;
  return (ANALYSIS_MODES as readonly unknown[]).includes(raw) ? (raw as AnalysisModeId) : 'live';
}

/** The gate target of a read route for product `product`. */
export function readTarget(
  resource: ReadResource,
  product: ProductConfig | undefined,
  catalogue: ShareClassCatalogue,
  query: unknown,
): GateTarget {
  switch (resource) {
    case 'mode':
      return { kind: 'mode', product, mode: requestedMode(query), catalogue };
    case 'primary':
      return { kind: 'mode', product, mode: 'primary', catalogue };
    case 'factsheet':
      return { kind: 'factsheet', product, catalogue };
    default:
      return { kind: resource, product };
  }
}

const fromGate = (d: GateDecision): RouteDecision =>
  d.kind === 'allow' ? allow : { kind: 'deny', status: d.status, reason: d.reason };

/**
 * The decision a route's declared access gives this reader before its handler runs. `productId` is the route's
 * `:id` (read and productAdmin routes); `catalogue` the whole catalogue by id.
 */
export function routeAccessDecision(
  access: RouteAccess,
  reader: Reader,
  request: { productId: string | undefined; catalogue: ReadonlyMap<string, ProductConfig>; query: unknown },
): RouteDecision {
  const roles = reader.access.roles;
  switch (access.kind) {
    case 'open':
    case 'signedLink':
    case 'readMany':
      return allow;
    case 'read': {
      const product = request.catalogue.get(request.productId ?? '');
      return fromGate(
        readGate(reader, readTarget(access.resource, product, request.catalogue, request.query)),
      );
    }
    case 'productAdmin':
      if (!isSignedIn(roles)) return { kind: 'deny', status: 401, reason: 'signInRequired' };
      return isProductAdmin(reader.access, request.productId ?? '')
        ? allow
        : { kind: 'deny', status: 403, reason: 'notProductAdmin' };
    case 'anyProductAdmin':
      if (!isSignedIn(roles)) return { kind: 'deny', status: 401, reason: 'signInRequired' };
      return isAdmin(roles) || adminProductIds(roles, reader.access.userDefinedRoles).size > 0
        ? allow
        : { kind: 'deny', status: 403, reason: 'notProductAdmin' };
    case 'admin':
      if (!isSignedIn(roles)) return { kind: 'deny', status: 401, reason: 'signInRequired' };
      return isAdmin(roles) ? allow : { kind: 'deny', status: 403, reason: 'notAdmin' };
    case 'operation':
      return routeAccessDecision(operationRouteAccess(access.operation), reader, request);
  }
}
