import { LIMITS, type ReaderParams } from '@portal/domain';
import { paths } from '../../config/paths';
import { logger as appLogger, type Logger } from '../logger';
import type { Endpoint } from './endpoints';
import { ApiRequestError, httpError } from './errors';
import { fileNameFromContentDisposition, readBlob } from './files';
import { withReaderParams, type HttpMethod, type PreparedRequest } from './request';

/*
 * The client of the `/api/**` HTTP API (seed 000 §7 "Request behaviour"). Pure: Firebase Auth, navigation, fetch,
 * timers and logging come in as dependencies, so every rule below is unit-tested without a browser. The app's
 * instance, wired to Firebase and the router, is `apiClient` in ../api.ts.
 *
 * Every call, whatever its method and body: the signed-in user's ID token as a Bearer token; one retry with a
 * freshly fetched token on 401/403; up to 12 retries with backoff when the network fails; 60 s time-out per attempt;
 * a 498 signs the user out. While a file moves (upload progress, download bytes) the time-out counts from the last
 * bytes that moved, so a 30 MB document on a slow line is not cut off while it is still arriving.
 *
 * Every product read (the domain's `carriesReaderParamsOf` the entry's access: `read` or `readMany`) also carries the
 * reader's parameters (`lang`, and a visitor's `investor_profile` and `country`;
 * packages/domain/src/contracts/reader.ts), added here from the client's `readerParams` source, never by the
 * callers: the API applies the investor-profile checks (seed 000 §4 steps 7-9) on every one of them (issue 24).
 */

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
  /**
   * Told of every failed call once it is final (after the retries), besides the log: the web analytics (seed 000 §7
   * "Failures are logged to analytics with status, text and endpoint"; lib/web-analytics.ts decides whether to send).
   */
  onFailure?: (failure: { status: number; text: string; endpoint: string }) => void;
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
    deps.onFailure?.({
      status: error.status,
      text: error.statusText || error.code,
      endpoint: error.endpoint,
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
