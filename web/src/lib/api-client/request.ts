import { READER_PROFILE_PARAMS, type ApiMethod, type ReaderParams } from '@portal/domain';

/*
 * Building a request from an endpoint's contract entry and the caller's params: the path placeholders filled
 * (URI-encoded), the other params in the query string (GET, DELETE), a JSON body (POST, PATCH, PUT; or the `body`
 * param whole, `jsonBody<T>()`) or beside the raw file of an upload; and the reader's parameters added to a product
 * read (issue 24).
 */

export type HttpMethod = ApiMethod;

/** Methods whose params travel as a JSON body; the others (GET, DELETE) put them in the query string. */
export const JSON_BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH', 'PUT']);

/** A value of a query parameter: arrays are joined with commas, `undefined` and `null` leave the parameter out. */
type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Shape the non-path params of an endpoint must have (works for interfaces too, unlike an index signature). */
export type ParamsShape<T> = { [K in keyof T]: QueryValue };

/** Type-only marker naming an endpoint's query (GET, DELETE) or JSON body (POST, PATCH, PUT) params; see `params<T>()`. */
export interface ParamsMarker<T> {
  readonly kind: 'params';
  readonly type?: T;
}

/** `params<{ mode?: AnalysisMode; benchmark_symbol?: string }>()`: snake_case names exactly as the API reads them. */
export const params = <T extends ParamsShape<T>>(): ParamsMarker<T> => ({ kind: 'params' });

/** Type-only marker naming the JSON body of a POST, PATCH or PUT passed whole as the `body` param; see `jsonBody<T>()`. */
export interface BodyMarker<T> {
  readonly kind: 'body';
  readonly type?: T;
}

/**
 * `jsonBody<T>()`: a JSON body that nests objects or names a field like a path parameter (a component's `id` beside
 * the product's), passed as the `body` param and sent as `JSON.stringify` makes it.
 */
export const jsonBody = <T extends object>(): BodyMarker<T> => ({ kind: 'body' });

export interface PreparedRequest {
  method: HttpMethod;
  /** Path and query string, e.g. `/api/products/key-numbers?product_ids=a,b`. */
  url: string;
  /** The path alone: names the endpoint in logs and errors. */
  path: string;
  /** JSON text, or the raw file of an upload. */
  body: string | Blob | undefined;
}

/** Fills the path placeholders (URI-encoded) and puts the other params in the query, a JSON body or the raw body. */
export function requestPreparer(
  method: HttpMethod,
  pattern: string,
  placement: 'query' | 'json' | 'body' | 'raw',
): (input: object) => PreparedRequest {
  const placeholders = new Set([...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''));
  return (input) => {
    const values: [string, unknown][] = Object.entries(input);
    const byName = new Map(values);
    const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(queryText(byName.get(name)) ?? ''),
    );
    const rest = values.filter(([name]) => !placeholders.has(name));
    if (placement === 'json' || placement === 'body') {
      const json = placement === 'body' ? byName.get('body') : Object.fromEntries(rest);
      return { method, url: path, path, body: JSON.stringify(json) };
    }
    const raw = placement === 'raw' ? byName.get('body') : undefined;
    const query = queryString(placement === 'raw' ? rest.filter(([name]) => name !== 'body') : rest);
    return {
      method,
      url: query ? `${path}?${query}` : path,
      path,
      body: raw instanceof Blob ? raw : undefined,
    };
  };
}

function queryText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => queryText(item) ?? '').join(',');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Names as given (snake_case), arrays comma-joined, `undefined` left out; commas stay readable in the URL. */
export function queryString(entries: Iterable<[string, unknown]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    const text = queryText(value);
    if (text !== undefined) search.append(name, text);
  }
  return search.toString().replace(/%2C/gi, ',');
}

/** The reader's parameters in the order they are sent. */
export const READER_PARAM_NAMES = [
  'lang',
  ...READER_PROFILE_PARAMS,
] as const satisfies readonly (keyof ReaderParams)[];

/**
 * The request with the reader's parameters added to its query when the endpoint is a product read. A parameter the
 * request names already stays as the caller gave it (a factsheet in another language, an admin downloading a
 * document of its own language); absent and empty values are left out.
 */
export function withReaderParams(
  endpoint: { readonly productRead: boolean },
  request: PreparedRequest,
  reader: ReaderParams | undefined,
): PreparedRequest {
  if (!endpoint.productRead || !reader) return request;
  const at = request.url.indexOf('?');
  const given = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
  const extra = READER_PARAM_NAMES.flatMap((name): [string, string][] => {
    const value = reader[name];
    return typeof value === 'string' && value !== '' && !given.has(name) ? [[name, value]] : [];
  });
  const query = queryString(extra);
  if (!query) return request;
  return { ...request, url: `${request.url}${at < 0 ? '?' : '&'}${query}` };
}
