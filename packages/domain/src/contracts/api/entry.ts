import type { z } from 'zod';
import type { RouteAccess } from '../../access/route-access.js';

/*
 * One call of the /api HTTP API, declared once (docs/api-contract.md): the functions mount a handler on it
 * (functions/src/services/api/api-routes.ts), the web client and the OpenAPI document (./openapi.ts) are derived from it,
 * and the gate matrix test takes its expected answers from its `access`.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` parameters of a path pattern (`products/:id/documents/:docId` → `'id' | 'docId'`). */
export type PathParams<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? PathParams<Head> | PathParams<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/**
 * How shared caches may keep a guest's answer (the API sets the header, handle-api-request.ts):
 * - `result`: a computed read, kept a short while (`CACHE_CONTROL.guest`);
 * - `revalidate`: a read an admin's change must reach on the very next call (site state, holdings), revalidated on
 *   every use (`CACHE_CONTROL.guestRevalidate`, ETag/304);
 * - `none`: never shared (writes, files, the request-only endpoints).
 * A signed-in caller's answer is never shared, whatever the class.
 */
export type CacheClass = 'result' | 'revalidate' | 'none';

/** What a call takes as its body: JSON through a schema, a raw file (its handler checks the type), or nothing. */
export type ApiBody =
  { kind: 'json'; schema?: z.ZodType } | { kind: 'upload'; what: string } | { kind: 'none' };

/** A JSON answer through `schema` (kept in the entry's type: a client derived from it knows what it gets). */
export interface JsonResponse<S extends z.ZodType = z.ZodType, N extends boolean = boolean> {
  kind: 'json';
  schema: S;
  /** 200, or 201 for a call that creates something. */
  status: 200 | 201;
  /** 204 when there is nothing to show (seed 000 §7: holdings and allocations). */
  noData: N;
}

/** What a call answers on success. */
export type ApiResponse =
  | JsonResponse
  /** A file (a document, a PDF, an image, a zip): sent with its own headers (send-reply.ts). */
  | { kind: 'file'; what: string }
  /** 204 with no body. */
  | { kind: 'noContent' };

/** Runs on the request alone (no caller check, no configuration): the error sink and the contact form. */
export type ApiRunner = 'configured' | 'request';

export interface ApiEntry<
  P extends string = string,
  M extends ApiMethod = ApiMethod,
  R extends ApiResponse = ApiResponse,
> {
  method: M;
  /** The route as the table matches it, without the `/api/` prefix; `:name` segments are parameters. */
  path: P;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Who may call it (access/route-access.ts), enforced before the handler (reader-gate.ts). */
  access: RouteAccess;
  cache: CacheClass;
  runner: ApiRunner;
  /** The query the call takes (contracts/*-queries.ts); absent: none. */
  query?: z.ZodType;
  body: ApiBody;
  response: R;
  /** An example request for the OpenAPI document (seed 000 §7's calls): the path parameters and query. */
  example?: { params?: Record<string, string>; query?: Record<string, string> };
}

/** The typed `{ id: string, ... }` of a path's parameters (what a client derived from an entry fills in). */
export type ParamsOf<E extends ApiEntry> = Record<PathParams<E['path']>, string>;

/**
 * The query a handler mounted on the entry gets: its query schema's output (the API parses the query with it before
 * the handler runs, functions/src/services/api/run-with-config.ts); an entry without one takes no parameters.
 */
export type QueryOf<E extends ApiEntry> = E extends { query: infer S extends z.ZodType }
  ? z.output<S>
  : Record<string, never>;

/**
 * The body a handler mounted on the entry gets: its JSON body schema's output (parsed before the handler runs, like
 * the query); `unknown` for an entry without one (an upload's bytes are `rawBody`).
 */
export type BodyOf<E extends ApiEntry> = E['body'] extends { kind: 'json'; schema: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** What an entry answers: its response schema's type, or nothing for a file or 204 entry. */
export type ResponseOf<E extends ApiEntry> = E['response'] extends JsonResponse<infer S> ? z.infer<S> : never;

/** The `/api/...` URL template of an entry with `{name}` placeholders (OpenAPI's and the web client's form). */
export const urlTemplateOf = (entry: Pick<ApiEntry, 'path'>): string =>
  `/api/${entry.path.replace(/:([^/]+)/g, '{$1}')}`;
