import {
  carriesReaderParamsOf,
  urlTemplateOf,
  type ApiEntry,
  type JsonResponse,
  type PathParams,
} from '@portal/domain';
import { z } from 'zod';
import {
  JSON_BODY_METHODS,
  requestPreparer,
  type BodyMarker,
  type ParamsMarker,
  type PreparedRequest,
} from './request';

/*
 * The web's endpoints, each derived from its entry of the API contract (packages/domain/src/contracts/api/table.ts,
 * docs/api-contract.md): method, path (with its typed parameters), body kind (JSON or a raw upload) and answer (JSON
 * through the entry's schema, 204 as "no data", or a file) are the entry's, and so are the query or body params it
 * sends (`DeclaredParams`: what the entry's schemas accept); a web module adds only what is its own, a `select` of the
 * answer where it needs one, and the type of its params where it sends them in another form than the schema reads
 * them (a list the client joins with commas, a body passed whole).
 */

/** A downloaded file: its bytes and the name the server gave it (`Content-Disposition`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

type ParseOutcome<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/** What of a contract entry the client reads (tests may build their own entries of this shape). */
export type ContractEntry = Pick<ApiEntry, 'method' | 'path' | 'body' | 'response' | 'access'>;

/**
 * What the client needs to know about one API call. Build it with `defineEndpoint`; `Params` are the path
 * parameters plus the query / body params, `Data` what the call resolves to.
 */
export interface Endpoint<Params extends object, Data> {
  /** The contract entry it is derived from (`API.x`). */
  readonly entry: ContractEntry;
  readonly method: ContractEntry['method'];
  /** `/api/products/{id}/product-prices`: the entry's URL template. */
  readonly pattern: string;
  readonly prepare: (params: Params) => PreparedRequest;
  /** Validates a JSON body with the entry's response schema. */
  readonly parse: (json: unknown) => ParseOutcome<Data>;
  /** What a 204 resolves to (`null`: "no data"); `null` here when a 204 is not a valid answer of this endpoint. */
  readonly noContent: (() => Data) | null;
  /** File endpoints: what the downloaded file resolves to; `null` for JSON answers. */
  readonly file: ((file: DownloadedFile) => Data) | null;
  /** A product read (the domain's `carriesReaderParamsOf` its entry's access): the client adds the reader's parameters to its query. */
  readonly productRead: boolean;
}

/** What an entry's call resolves to: its JSON (or `null` where 204 means no data), a file, or `null` for a 204. */
export type AnswerOf<E extends ContractEntry> =
  E['response'] extends JsonResponse<infer S, infer N>
    ? z.output<S> | ([N] extends [true] ? null : never)
    : E['response'] extends { kind: 'file' }
      ? DownloadedFile
      : null;

/** The raw file an upload entry takes as its `body` param. */
type UploadOf<E extends ContractEntry> = E['body'] extends { kind: 'upload' } ? { body: Blob } : unknown;

/** What the entry's schemas accept as its query (none: no parameters). */
type QueryInput<E> = E extends { query: infer S extends z.ZodType } ? z.input<S> : unknown;

/**
 * The params a call of the entry sends besides its path parameters, as the entry declares them: the query of a GET,
 * a DELETE or an upload (whose file is the `body` param), else the JSON body's fields. A module that sends them as
 * declared names no type of its own; one that sends them in another form (a list the client joins with commas, a
 * body passed whole) names it with `params<T>()` or `jsonBody<T>()`.
 */
export type DeclaredParams<E extends ContractEntry> = E['method'] extends 'GET' | 'DELETE'
  ? QueryInput<E>
  : E['body'] extends { kind: 'upload' }
    ? QueryInput<E>
    : E['body'] extends { kind: 'json'; schema: infer S extends z.ZodType }
      ? z.input<S>
      : unknown;

/** `{ id: string, ... }` of the entry's path plus the query or body params the module names. */
export type EndpointParams<E extends ContractEntry, Q> = Readonly<Record<PathParams<E['path']>, string>> &
  Q &
  UploadOf<E>;

export interface EndpointOptions<E extends ContractEntry, Q, D> {
  /**
   * Query (GET, DELETE) or JSON body (POST, PATCH, PUT) params: every param that is not a path placeholder; or, with
   * `jsonBody<T>()`, the JSON body whole as the `body` param.
   */
  params?: ParamsMarker<Q> | BodyMarker<Q>;
  /** Turns the entry's answer into what the module resolves to. */
  select?: (answer: AnswerOf<E>) => D;
}

/** Every endpoint defined so far, in definition order: what the tests check the table and reader parameters against. */
const endpointTable: Endpoint<never, unknown>[] = [];

/** The client's endpoint table: each `defineEndpoint` call of the modules loaded so far. */
export const definedEndpoints = (): readonly Endpoint<never, unknown>[] => endpointTable;

const NO_CONTENT_SCHEMA = z.null();

/**
 * The endpoint of a contract entry, e.g. `defineEndpoint(API.drawdowns)`. An upload
 * entry takes the file as its `body` param (`application/octet-stream`, every other param in the query); a file
 * entry resolves to a {@link DownloadedFile}; a 204 resolves to `null` where the entry says it means no data.
 */
export function defineEndpoint<const E extends ContractEntry, T extends object, D = AnswerOf<E>>(
  entry: E,
  options: EndpointOptions<E, T, D> & { params: BodyMarker<T> },
): Endpoint<EndpointParams<E, { body: T }>, D>;
export function defineEndpoint<const E extends ContractEntry, Q = DeclaredParams<E>, D = AnswerOf<E>>(
  entry: E,
  options?: EndpointOptions<E, Q, D> & { params?: ParamsMarker<Q> },
): Endpoint<EndpointParams<E, Q>, D>;
export function defineEndpoint<const E extends ContractEntry, Q, D>(
  entry: E,
  options: EndpointOptions<E, Q, D> = {},
): Endpoint<EndpointParams<E, Q>, D> {
  const select = (options.select ?? ((answer: unknown) => answer)) as (answer: unknown) => D;
  const { method, response } = entry;
  const pattern = urlTemplateOf(entry);
  const upload = entry.body.kind === 'upload';
  const placement = upload
    ? 'raw'
    : options.params?.kind === 'body'
      ? 'body'
      : JSON_BODY_METHODS.has(method)
        ? 'json'
        : 'query';
  const schema: z.ZodType = response.kind === 'json' ? response.schema : NO_CONTENT_SCHEMA;
  const endpoint: Endpoint<EndpointParams<E, Q>, D> = {
    entry,
    method,
    pattern,
    prepare: requestPreparer(method, pattern, placement),
    parse:
      response.kind === 'file'
        ? () => {
            throw new Error(`${pattern} answers a file, not JSON`);
          }
        : (json) => {
            const parsed = schema.safeParse(json);
            return parsed.success ? { success: true, data: select(parsed.data) } : parsed;
          },
    noContent:
      response.kind === 'noContent' || (response.kind === 'json' && response.noData)
        ? () => select(null)
        : null,
    file: response.kind === 'file' ? (file) => select(file) : null,
    productRead: !upload && carriesReaderParamsOf(entry.access),
  };
  endpointTable.push(endpoint);
  return endpoint;
}
