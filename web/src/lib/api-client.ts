import {
  API_ERRORS,
  apiErrorCodeOfStatus,
  apiErrorSchema,
  carriesReaderParams,
  LIMITS,
  READER_PROFILE_PARAMS,
  type ApiError,
  type ReaderParams,
} from '@portal/domain';
import type { z } from 'zod';
import { paths } from '../config/paths';
import enErrors from '../locales/en/errors.json';
import { logger as appLogger, type Logger } from './logger';

/*
 * The client of the `/api/**` HTTP API (seed 000 §7 "Request behaviour"). Pure: Firebase Auth, navigation, fetch,
 * timers and logging come in as dependencies, so every rule below is unit-tested without a browser. The app's
 * instance, wired to Firebase and the router, is `apiClient` in ./api.ts.
 *
 * Every call, whatever its method and body: the signed-in user's ID token as a Bearer token; one retry with a
 * freshly fetched token on 401/403; up to 12 retries with backoff when the network fails; 60 s time-out per attempt;
 * a 498 signs the user out. Bodies: query parameters (GET, DELETE), JSON (POST, PATCH, PUT) or a raw file
 * (`defineUploadEndpoint`); answers: JSON checked by the endpoint's schema, or a file (`defineFileEndpoint`). While a
 * file moves (upload progress, download bytes) the time-out counts from the last bytes that moved, so a 30 MB
 * document on a slow line is not cut off while it is still arriving.
 *
 * Every product read (the domain's `carriesReaderParams`: a route declared `read` or `readMany` in
 * packages/domain/src/contracts/api-access.ts) also carries the reader's parameters (`lang`,
 * and a visitor's `investor_profile` and `country`; packages/domain/src/contracts/reader.ts), added here from the
 * client's `readerParams` source, never by the callers: the API applies the investor-profile checks (seed 000 §4
 * steps 7-9) on every one of them (issue 24).
 */

// ---------------------------------------------------------------------------------------------------------------
// Endpoint descriptors
// ---------------------------------------------------------------------------------------------------------------

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Methods whose params travel as a JSON body; the others (GET, DELETE) put them in the query string. */
const JSON_BODY_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH', 'PUT']);

/** A value of a query parameter: arrays are joined with commas, `undefined` and `null` leave the parameter out. */
type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** Shape the non-path params of an endpoint must have (works for interfaces too, unlike an index signature). */
export type ParamsShape<T> = { [K in keyof T]: QueryValue };

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** `{id: string}` for `/api/products/{id}/details`. */
export type PathParams<P extends string> = Readonly<Record<PathParamNames<P>, string>>;

/** Type-only marker naming an endpoint's query (GET, DELETE) or JSON body (POST, PATCH, PUT) params; see `params<T>()`. */
export interface ParamsMarker<T> {
  readonly kind: 'params';
  readonly type?: T;
}

/** `params<{ mode?: AnalysisMode; benchmark_symbol?: string }>()`: snake_case names exactly as the API reads them. */
export const params = <T extends ParamsShape<T>>(): ParamsMarker<T> => ({ kind: 'params' });

/** `jsonBody<T>()`: the params of a POST, PATCH or PUT whose JSON body nests objects (sent as `JSON.stringify` makes it). */
export const jsonBody = <T extends object>(): ParamsMarker<T> => ({ kind: 'params' });

interface PreparedRequest {
  method: HttpMethod;
  /** Path and query string, e.g. `/api/products/key-numbers?product_ids=a,b`. */
  url: string;
  /** The path alone: names the endpoint in logs and errors. */
  path: string;
  /** JSON text, or the raw file of an upload. */
  body: string | Blob | undefined;
}

/** A downloaded file: its bytes and the name the server gave it (`Content-Disposition`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

type ParseOutcome<T> = { success: true; data: T } | { success: false; error: z.ZodError };

/**
 * What the client needs to know about one API call. Build it with `defineEndpoint`; `Params` are the path
 * parameters (`{id}` in the pattern) plus the query / body params, `Data` what the call resolves to.
 */
export interface Endpoint<Params extends object, Data> {
  readonly method: HttpMethod;
  /** `/api/products/{id}/product-prices`. */
  readonly pattern: string;
  readonly prepare: (params: Params) => PreparedRequest;
  /** Validates a JSON body with the endpoint's zod schema from `@portal/domain` contracts. */
  readonly parse: (json: unknown) => ParseOutcome<Data>;
  /** What a 204 resolves to (`null`: "no data"); `null` here when a 204 is not a valid answer of this endpoint. */
  readonly noContent: (() => Data) | null;
  /** File endpoints ({@link defineFileEndpoint}): what the downloaded file resolves to; `null` for JSON answers. */
  readonly file: ((file: DownloadedFile) => Data) | null;
  /** A product read (the domain's `carriesReaderParams`): the client adds the reader's parameters to its query. */
  readonly productRead: boolean;
}

/** Every endpoint defined so far, in definition order: what the tests check the reader's parameters against. */
const endpointTable: Endpoint<never, unknown>[] = [];

/** The client's endpoint table: each `define*Endpoint` call of the modules loaded so far. */
export const definedEndpoints = (): readonly Endpoint<never, unknown>[] => endpointTable;

function registered<P extends object, D>(endpoint: Endpoint<P, D>): Endpoint<P, D> {
  endpointTable.push(endpoint);
  return endpoint;
}

export interface EndpointSpec<Pattern extends string, S extends z.ZodType, Q> {
  method?: HttpMethod;
  /** With `{name}` placeholders, filled (URI-encoded) from the params of the same name. */
  path: Pattern;
  /** Query (GET, DELETE) or JSON body (POST, PATCH, PUT) params: every param that is not a path placeholder. */
  params?: ParamsMarker<Q>;
  response: S;
  /**
   * Resolve a 204 to `null`. Seed 000 §7: "A 204 on holdings and allocation endpoints means no data"; a DELETE
   * answers 204 with nothing to say (`response: z.null()`).
   */
  noContentMeansNoData?: boolean;
}

/**
 * Describes an endpoint in one line, e.g.
 * `defineEndpoint({ path: '/api/products/{id}/drawdowns', params: params<PeriodQuery>(), response: drawdownsSchema })`.
 */
export function defineEndpoint<const Pattern extends string, S extends z.ZodType, Q = unknown>(
  spec: EndpointSpec<Pattern, S, Q> & { noContentMeansNoData: true },
): Endpoint<PathParams<Pattern> & Q, z.output<S> | null>;
export function defineEndpoint<const Pattern extends string, S extends z.ZodType, Q = unknown>(
  spec: EndpointSpec<Pattern, S, Q> & { noContentMeansNoData?: false },
): Endpoint<PathParams<Pattern> & Q, z.output<S>>;
export function defineEndpoint<const Pattern extends string, S extends z.ZodType, Q = unknown>(
  spec: EndpointSpec<Pattern, S, Q>,
): Endpoint<PathParams<Pattern> & Q, z.output<S> | null> {
  const method = spec.method ?? 'GET';
  return registered({
    method,
    pattern: spec.path,
    prepare: requestPreparer(method, spec.path, JSON_BODY_METHODS.has(method) ? 'json' : 'query'),
    parse: (json) => spec.response.safeParse(json),
    noContent: spec.noContentMeansNoData ? () => null : null,
    file: null,
    productRead: carriesReaderParams(method, spec.path),
  });
}

/**
 * An upload: `POST` with the file as the raw body (`application/octet-stream`), passed as the `body` param; every
 * other param goes in the query string, e.g.
 * `defineUploadEndpoint({ path: '/api/products/{id}/documents', params: params<UploadQuery>(), response: schema })`.
 */
export function defineUploadEndpoint<const Pattern extends string, S extends z.ZodType, Q = unknown>(
  spec: Omit<EndpointSpec<Pattern, S, Q>, 'method' | 'noContentMeansNoData'>,
): Endpoint<PathParams<Pattern> & Q & { body: Blob }, z.output<S>> {
  return registered({
    method: 'POST',
    pattern: spec.path,
    prepare: requestPreparer('POST', spec.path, 'raw'),
    parse: (json) => spec.response.safeParse(json),
    noContent: null,
    file: null,
    productRead: false,
  });
}

/** A download: `GET` whose answer is a file, resolved as a {@link DownloadedFile} (errors are JSON as elsewhere). */
export function defineFileEndpoint<const Pattern extends string, Q = unknown>(spec: {
  path: Pattern;
  params?: ParamsMarker<Q>;
}): Endpoint<PathParams<Pattern> & Q, DownloadedFile> {
  return registered({
    method: 'GET',
    pattern: spec.path,
    prepare: requestPreparer('GET', spec.path, 'query'),
    parse: () => {
      throw new Error(`${spec.path} answers a file, not JSON`);
    },
    noContent: null,
    file: (file) => file,
    productRead: carriesReaderParams('GET', spec.path),
  });
}

/** Fills the path placeholders (URI-encoded) and puts the other params in the query, a JSON body or the raw body. */
function requestPreparer(
  method: HttpMethod,
  pattern: string,
  placement: 'query' | 'json' | 'raw',
): (input: object) => PreparedRequest {
  const placeholders = new Set([...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''));
  return (input) => {
    const values: [string, unknown][] = Object.entries(input);
    const byName = new Map(values);
    const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(queryText(byName.get(name)) ?? ''),
    );
    const rest = values.filter(([name]) => !placeholders.has(name));
    if (placement === 'json') {
      return { method, url: path, path, body: JSON.stringify(Object.fromEntries(rest)) };
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
  endpoint: Pick<Endpoint<never, unknown>, 'productRead'>,
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

// ---------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------

export type ApiRequestErrorCode =
  | ApiError['error']['code']
  /** An HTTP error status without a JSON error body the API would have sent (a proxy's page, say). */
  | 'http-error'
  /** No response: the network failed on every attempt. */
  | 'network'
  /** No response within `LIMITS.apiTimeoutMs`. */
  | 'timeout'
  /** A body that is not JSON or not what the endpoint's schema says, or a 204 where data was due. */
  | 'invalid-response'
  | 'unexpected';

/** Keys under `errors:api.errors` the web app has translations for. */
export type ApiErrorMessageKey = `api.errors.${keyof (typeof enErrors)['api']['errors']}`;

export interface ApiRequestErrorInit {
  /** HTTP status; 0 when no response came (network, timeout). */
  status: number;
  statusText: string;
  code: ApiRequestErrorCode;
  /** i18n key (namespace `errors`): the API's own, or the client's for failures without a response. */
  messageKey: string;
  message: string;
  /** The request path, e.g. `/api/products/p1/product-prices`. */
  endpoint: string;
  details?: unknown;
}

/** Every failure of an API call (except the caller's own abort) rejects with this. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: ApiRequestErrorCode;
  readonly messageKey: string;
  readonly endpoint: string;
  readonly details: unknown;

  constructor(init: ApiRequestErrorInit, options?: ErrorOptions) {
    super(init.message, options);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.endpoint = init.endpoint;
    this.details = init.details;
  }

  /** Any thrown value as an `ApiRequestError` (code `unexpected` unless it already is one). */
  static from(error: unknown, endpoint = ''): ApiRequestError {
    if (error instanceof ApiRequestError) return error;
    return new ApiRequestError(
      {
        status: 0,
        statusText: '',
        code: 'unexpected',
        messageKey: 'api.errors.unexpected',
        message: error instanceof Error ? error.message : String(error),
        endpoint,
      },
      { cause: error },
    );
  }
}

const KEY_PREFIX = 'api.errors.';
const translatedKeys = new Set(Object.keys(enErrors.api.errors));

/** English is the reference language: the i18n test makes every other language carry the same keys. */
const isTranslatedKey = (key: string): key is ApiErrorMessageKey =>
  key.startsWith(KEY_PREFIX) && translatedKeys.has(key.slice(KEY_PREFIX.length));

/**
 * The translatable key for any error of an API call: `t(apiErrorMessageKey(error), { ns: 'errors' })`. Keys the
 * API may add later without a translation yet fall back to the generic message.
 */
export function apiErrorMessageKey(error: unknown): ApiErrorMessageKey {
  return error instanceof ApiRequestError && isTranslatedKey(error.messageKey)
    ? error.messageKey
    : 'api.errors.unexpected';
}

/** For a body without JSON: what the API itself answers with this status (the domain's `API_ERRORS`). */
function codeOfStatus(status: number): { code: ApiRequestErrorCode; messageKey: string } {
  const code = apiErrorCodeOfStatus(status);
  return code
    ? { code, messageKey: API_ERRORS[code].messageKey }
    : { code: 'http-error', messageKey: 'api.errors.unexpected' };
}

function httpError(response: Response, text: string, endpoint: string): ApiRequestError {
  const base = { status: response.status, statusText: response.statusText, endpoint };
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): described by the status alone below.
  }
  const body = apiErrorSchema.safeParse(json);
  if (body.success) {
    const { code, messageKey, message, details } = body.data.error;
    return new ApiRequestError({ ...base, code, messageKey, message, details });
  }
  return new ApiRequestError({
    ...base,
    ...codeOfStatus(response.status),
    message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------------------------

/** `%C3%BC` in the charset of an RFC 8187 `filename*` (UTF-8, or ISO-8859-1 byte for byte). */
function decodeExtValue(charset: string, encoded: string): string | undefined {
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return undefined;
  }
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*` (RFC 8187, any language, e.g.
 * `UTF-8''Prospekt%20f%C3%BCr%20Anleger.pdf`) wins over the ASCII `filename` fallback. Only the last path segment is
 * kept, so a name never points into a folder. `undefined` when the header names no file.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([\w!#$&+.^`|~-]+)'[^']*'([^;\s]+)/i.exec(header);
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name =
    (extended ? decodeExtValue(extended[1] ?? '', extended[2] ?? '') : undefined) ??
    (plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : undefined);
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base === undefined || base === '' ? undefined : base;
}

/** Reads a body as a Blob chunk by chunk, calling `onBytes` whenever bytes arrive (the time-out's sign of life). */
async function readBlob(response: Response, onBytes: () => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onBytes();
  }
  return new Blob(parts, { type });
}

// ---------------------------------------------------------------------------------------------------------------
// Client
// ---------------------------------------------------------------------------------------------------------------

/** The part of a Firebase `User` the client uses. */
interface TokenSource {
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export interface RetryOptions {
  /** Retries after network errors (seed 000 §9: 12). */
  retries: number;
  /** First delay; doubled per retry, capped at `maxDelayMs`, each with up to half of it taken off at random. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: LIMITS.networkRetries,
  baseDelayMs: 250,
  maxDelayMs: 5_000,
};

export interface ApiClientDeps {
  /** The signed-in user, or null for a guest (no Authorization header then). */
  currentUser: () => TokenSource | null;
  signOut: () => Promise<void>;
  /** Navigates to an app path (already carrying the `/:lang` prefix where the tenant uses one). */
  navigate: (path: string) => void;
  /** The current app path without the `/:lang` prefix, to tell whether the login page is showing. */
  currentPath: () => string;
  /** Adds the `/:lang` prefix for tenants with `langInUrl`. */
  localePath: (path: string) => string;
  /**
   * The reader's parameters now (lib/reader-query.ts `currentReaderParams`), added to every product read; absent:
   * none are added.
   */
  readerParams?: () => ReaderParams;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * `fetch` that reports upload progress (bytes sent, total bytes), for requests asking for it
   * (`onUploadProgress`): fetch itself cannot tell how much of a body has been sent.
   */
  uploadFetch?: UploadFetch;
  logger?: Logger;
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** In [0, 1): the jitter of the backoff. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export type UploadFetch = (
  url: string,
  init: RequestInit,
  onUploadProgress: (sent: number, total: number) => void,
) => Promise<Response>;

interface RequestOptions {
  /** Cancels the call (and its retries); the promise then rejects with the signal's reason, unlogged. */
  signal?: AbortSignal;
  /** An `Authorization` given here is kept: the client then neither adds nor refreshes a token. */
  headers?: HeadersInit;
  /** Progress of the request body (bytes sent, total bytes), through `uploadFetch`; starts again on a retry. */
  onUploadProgress?: (sent: number, total: number) => void;
}

export interface ApiClient {
  request<P extends object, D>(
    endpoint: Endpoint<P, D>,
    params: NoInfer<P>,
    options?: RequestOptions,
  ): Promise<D>;
  /**
   * The request `request` sends for these params: a product read's carries the reader's parameters, `reader` when
   * given (`useApiQuery` passes the ones it renders with, so its cache key names them), else the client's source.
   */
  prepare<P extends object, D>(
    endpoint: Endpoint<P, D>,
    params: NoInfer<P>,
    reader?: ReaderParams,
  ): PreparedRequest;
  /**
   * `request` for an already prepared request (what `useApiQuery` keys its cache by); reader parameters a product
   * read lacks are added from the client's source.
   */
  send<D>(endpoint: Endpoint<never, D>, request: PreparedRequest, options?: RequestOptions): Promise<D>;
}

/** Where a 498 sends the user (seed 000 §4: "redirects to login flagged as token invalidated"). */
export const TOKEN_INVALIDATED_LOGIN_PATH = `${paths.auth.login()}?tokenInvalidated=true`;

/** Delay before network retry number `retry` (1-based): exponential, capped, with "equal jitter". */
export function backoffDelay(
  retry: number,
  options: RetryOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** `setTimeout` as a promise that rejects with the signal's reason as soon as the signal aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Firebase Auth's code for a token refresh that could not reach the network: retried like a failed fetch. */
const isNetworkAuthError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'auth/network-request-failed';

class TokenError extends Error {}

/**
 * An abort signal that fires after `ms` without a sign of life. `alive()` (bytes of a file moved) starts the count
 * again; `stop()` ends it once the attempt is over.
 */
function silenceTimeout(ms: number): { signal: AbortSignal; alive: () => void; stop: () => void } {
  const controller = new AbortController();
  const expire = () => {
    controller.abort(new DOMException(`No response within ${ms} ms`, 'TimeoutError'));
  };
  let timer = setTimeout(expire, ms);
  return {
    signal: controller.signal,
    alive: () => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    stop: () => {
      clearTimeout(timer);
    },
  };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const fetchImpl = deps.fetch ?? ((url, init) => fetch(url, init));
  const log = deps.logger ?? appLogger;
  const timeoutMs = deps.timeoutMs ?? LIMITS.apiTimeoutMs;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...deps.retry };
  const random = deps.random ?? Math.random;
  const sleep = deps.sleep ?? abortableSleep;
  let invalidating: Promise<void> | null = null;

  /** Seed 000 §4: a 498 signs the user out and sends them to login, unless they already are there. Once for a burst. */
  const invalidateSession = (): Promise<void> => {
    invalidating ??= (async () => {
      try {
        await deps.signOut();
      } catch (error) {
        log.error('Sign-out after an invalidated token failed', { error: String(error) });
      }
      if (deps.currentPath() !== paths.auth.login())
        deps.navigate(deps.localePath(TOKEN_INVALIDATED_LOGIN_PATH));
    })().finally(() => {
      invalidating = null;
    });
    return invalidating;
  };

  const logFailure = (error: ApiRequestError, method: HttpMethod) => {
    const status = error.status === 0 ? error.code : `${error.status} ${error.statusText}`.trim();
    log.error(`API ${method} ${error.endpoint} failed: ${status}`, {
      status: error.status,
      statusText: error.statusText,
      endpoint: error.endpoint,
      code: error.code,
      messageKey: error.messageKey,
      message: error.message,
    });
  };

  async function attempt<D>(
    endpoint: Endpoint<never, D>,
    request: PreparedRequest,
    options: RequestOptions,
  ): Promise<D> {
    const { signal } = options;
    const endpointName = request.path;
    const given = new Headers(options.headers);
    const addsToken = !given.has('Authorization');
    let freshToken = false;
    let networkRetries = 0;
    for (;;) {
      signal?.throwIfAborted();
      const user = addsToken ? deps.currentUser() : null;
      const headers = new Headers(given);
      if (!headers.has('Accept')) headers.set('Accept', endpoint.file ? '*/*' : 'application/json');
      if (request.body !== undefined && !headers.has('Content-Type'))
        headers.set(
          'Content-Type',
          typeof request.body === 'string' ? 'application/json' : 'application/octet-stream',
        );
      // A fresh timeout per attempt: a retry after a quick network failure gets the full 60 s again.
      const timeout = silenceTimeout(timeoutMs);
      const attemptSignal = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
      const { onUploadProgress } = options;
      let response: Response;
      let text = '';
      let blob: Blob | undefined;
      try {
        if (user) {
          const token = await user.getIdToken(freshToken).catch((error: unknown) => {
            if (isNetworkAuthError(error)) throw error;
            throw new TokenError('Could not get an ID token', { cause: error });
          });
          headers.set('Authorization', `Bearer ${token}`);
        }
        const init: RequestInit = {
          method: request.method,
          headers,
          body: request.body,
          signal: attemptSignal,
        };
        response =
          onUploadProgress && deps.uploadFetch
            ? await deps.uploadFetch(request.url, init, (sent, total) => {
                timeout.alive();
                onUploadProgress(sent, total);
              })
            : await fetchImpl(request.url, init);
        if (endpoint.file && response.ok && response.status !== 204)
          blob = await readBlob(response, timeout.alive);
        else text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        const failure = { status: 0, endpoint: endpointName };
        if (error instanceof TokenError) {
          throw new ApiRequestError(
            {
              ...failure,
              statusText: 'token',
              code: 'unauthenticated',
              messageKey: 'api.errors.unauthenticated',
              message: error.message,
            },
            { cause: error.cause },
          );
        }
        // A slow server is not a flaky network: retrying a 60 s timeout 12 times would keep the user for 13 minutes.
        if (timeout.signal.aborted) {
          throw new ApiRequestError(
            {
              ...failure,
              statusText: 'timeout',
              code: 'timeout',
              messageKey: 'api.errors.timeout',
              message: `No response within ${timeoutMs} ms`,
            },
            { cause: error },
          );
        }
        if (networkRetries < retry.retries) {
          networkRetries += 1;
          await sleep(backoffDelay(networkRetries, retry, random), signal);
          continue;
        }
        throw new ApiRequestError(
          {
            ...failure,
            statusText: 'network',
            code: 'network',
            messageKey: 'api.errors.network',
            message: `Network error after ${networkRetries + 1} attempts: ${error instanceof Error ? error.message : String(error)}`,
          },
          { cause: error },
        );
      } finally {
        timeout.stop();
      }

      const { status } = response;
      // Seed 000 §7: one retry with a freshly fetched token (claims may have changed since the cached one).
      if ((status === 401 || status === 403) && user && !freshToken) {
        freshToken = true;
        continue;
      }
      if (status === LIMITS.invalidTokenStatus) {
        const error = httpError(response, text, endpointName);
        await invalidateSession();
        throw error;
      }
      if (status === 204) {
        if (endpoint.noContent) return endpoint.noContent();
        throw new ApiRequestError({
          status,
          statusText: response.statusText,
          endpoint: endpointName,
          code: 'invalid-response',
          messageKey: 'api.errors.invalidResponse',
          message: 'No content where data was expected',
        });
      }
      if (!response.ok) throw httpError(response, text, endpointName);
      if (endpoint.file) {
        const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
        return endpoint.file({ blob: blob ?? new Blob([]), fileName: fileName ?? 'download' });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new ApiRequestError(
          {
            status,
            statusText: response.statusText,
            endpoint: endpointName,
            code: 'invalid-response',
            messageKey: 'api.errors.invalidResponse',
            message: 'Response is not JSON',
          },
          { cause: error },
        );
      }
      const parsed = endpoint.parse(json);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new ApiRequestError(
          {
            status,
            statusText: response.statusText,
            endpoint: endpointName,
            code: 'invalid-response',
            messageKey: 'api.errors.invalidResponse',
            message: `Response does not match its schema: ${first ? `${first.path.join('.')}: ${first.message}` : ''}`,
            details: parsed.error.issues,
          },
          { cause: parsed.error },
        );
      }
      return parsed.data;
    }
  }

  const readerParams = (): ReaderParams | undefined => deps.readerParams?.();

  const send = async <D>(
    endpoint: Endpoint<never, D>,
    prepared: PreparedRequest,
    options: RequestOptions = {},
  ): Promise<D> => {
    const request = withReaderParams(endpoint, prepared, readerParams());
    try {
      return await attempt(endpoint, request, options);
    } catch (error) {
      if (!(error instanceof ApiRequestError) && options.signal?.aborted) throw error;
      const failure = ApiRequestError.from(error, request.path);
      logFailure(failure, request.method);
      throw failure;
    }
  };

  const prepare = <P extends object, D>(endpoint: Endpoint<P, D>, input: P, reader?: ReaderParams) =>
    withReaderParams(endpoint, endpoint.prepare(input), reader ?? readerParams());

  return {
    send,
    prepare,
    request: (endpoint, input, options) => send(endpoint, prepare(endpoint, input), options),
  };
}
