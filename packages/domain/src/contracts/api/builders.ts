import type { z } from 'zod';
import type { ReadResource, RouteAccess } from '../../access/route-access.js';
import type { ApiBody, ApiEntry, ApiMethod, ApiResponse, CacheClass, JsonResponse } from './entry.js';

/* The builders of the API table's entries (./table.ts, ./site-calls.ts): access kinds, bodies, responses, examples. */

export const open = (why: string) => ({ kind: 'open', why }) as const;
export const read = (resource: ReadResource) => ({ kind: 'read', resource }) as const;
export const READ_MANY = { kind: 'readMany' } as const;
export const PRODUCT_ADMIN = { kind: 'productAdmin' } as const;
export const ANY_PRODUCT_ADMIN = { kind: 'anyProductAdmin' } as const;
export const SIGNED_LINK = { kind: 'signedLink' } as const;
export const bulkPrices = { kind: 'operation', operation: 'bulkPriceDataUpdate' } as const;
export const factsheets = { kind: 'operation', operation: 'generateFactsheets' } as const;
export const bulkComponents = { kind: 'operation', operation: 'updateBulkComponents' } as const;
export const exportPlatform = { kind: 'operation', operation: 'exportPlatform' } as const;
export const overrideHoldings = { kind: 'operation', operation: 'overrideHoldingData' } as const;

// The kinds stay literal in the entries' types: the web client derives its parameters and answers from them.
export const json = <S extends z.ZodType, const N extends boolean = false>(
  schema: S,
  options: { status?: 200 | 201; noData?: N } = {},
): JsonResponse<S, N> => ({
  kind: 'json',
  schema,
  status: options.status ?? 200,
  noData: options.noData ?? (false as N),
});
export const file = (what: string) => ({ kind: 'file', what }) as const satisfies ApiResponse;
export const NO_CONTENT = { kind: 'noContent' } as const satisfies ApiResponse;
/** A JSON body, with its schema kept in the entry's type: the handler mounted on it gets that body, parsed. */
export function jsonBody(): { kind: 'json' };
export function jsonBody<S extends z.ZodType>(schema: S): { kind: 'json'; schema: S };
export function jsonBody(schema?: z.ZodType): ApiBody {
  return schema ? { kind: 'json', schema } : { kind: 'json' };
}
export const upload = (what: string) => ({ kind: 'upload', what }) as const satisfies ApiBody;

export interface Options<P extends string, Q extends z.ZodType | undefined = undefined> {
  query?: Q;
  cache?: CacheClass;
  runner?: 'request';
  example?: ApiEntry<P>['example'];
}

/** The entry's query schema kept in its type: the handler mounted on it gets that query, parsed. */
type WithQuery<Q extends z.ZodType | undefined> = Q extends z.ZodType ? { query: Q } : unknown;

/** A read: no body; a JSON answer is a computed result caches may keep a while, a file is never shared. */
export function get<
  const P extends string,
  R extends ApiResponse,
  Q extends z.ZodType | undefined = undefined,
>(
  path: P,
  summary: string,
  access: RouteAccess,
  response: R,
  options: Options<P, Q> = {},
): ApiEntry<P, 'GET', R> & WithQuery<Q> {
  const cache = options.cache ?? (response.kind === 'json' && !options.runner ? 'result' : 'none');
  return {
    method: 'GET',
    path,
    summary,
    access,
    cache,
    runner: options.runner ?? 'configured',
    ...(options.query ? { query: options.query } : {}),
    body: { kind: 'none' },
    response,
    ...(options.example ? { example: options.example } : {}),
  } as ApiEntry<P, 'GET', R> & WithQuery<Q>;
}

/** A write (or a request-only call): never shared by a cache. */
export function call<
  const M extends Exclude<ApiMethod, 'GET'>,
  const P extends string,
  R extends ApiResponse,
  B extends ApiBody,
  Q extends z.ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  summary: string,
  access: RouteAccess,
  body: B,
  response: R,
  options: Omit<Options<P, Q>, 'cache'> = {},
): ApiEntry<P, M, R> & { body: B } & WithQuery<Q> {
  return {
    method,
    path,
    summary,
    access,
    cache: 'none',
    runner: options.runner ?? 'configured',
    ...(options.query ? { query: options.query } : {}),
    body,
    response,
    ...(options.example ? { example: options.example } : {}),
  } as ApiEntry<P, M, R> & { body: B } & WithQuery<Q>;
}

/** Seed 000 §7's example product (the demo tenant's) and a window for the examples of the OpenAPI document. */
export const P = { id: 'global-equity-chf' };
export const WINDOW = { mode: 'live', period_start_date: '2023-01-01', period_end_date: '2024-12-31' };
export const ex = <Q extends Record<string, string>>(query?: Q) => ({
  params: P,
  ...(query ? { query } : {}),
});
