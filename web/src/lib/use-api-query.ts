import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiClient } from './api';
import { ApiRequestError, type ApiClient, type Endpoint } from './api-client';
import { LOADING, QueryCache, type QueryState } from './api-query-cache';
import { useSession } from './session';

export type ApiQueryState<T> =
  /** No params yet (e.g. the catalogue is still loading), or disabled. */
  { status: 'idle'; data: undefined; error: undefined } | QueryState<T, ApiRequestError>;

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Loads again, bypassing the cache (a card's refresh button). */
  refetch: () => void;
};

export interface ApiQueryOptions {
  /** `false` keeps the query idle, like `params === null`. */
  enabled?: boolean;
  client?: ApiClient;
}

/** Shared by every `useApiQuery` of the page (two components asking the same thing share one request). */
export const apiQueryCache = new QueryCache<ApiRequestError>({
  toError: (error) => ApiRequestError.from(error),
});

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const unsubscribed = () => undefined;

/**
 * Data of one API endpoint (see `defineEndpoint`), typed by its contract schema: `{status, data, error, refetch}`.
 * Waits until the sign-in state is known (so a signed-in user's request carries the token) and keys the shared cache
 * by user and URL, so signing in or out never shows another viewer's answer. A changed URL or an unmount cancels the
 * request when no other component waits for it.
 */
export function useApiQuery<P extends object, D>(
  endpoint: Endpoint<P, D>,
  params: NoInfer<P> | null,
  options: ApiQueryOptions = {},
): ApiQueryResult<D> {
  const session = useSession();
  const client = options.client ?? apiClient;
  const viewer = session.status === 'loading' ? null : (session.user?.uid ?? 'guest');
  const request = params !== null && options.enabled !== false ? endpoint.prepare(params) : null;
  // Primitives, so the effect below re-runs only when the request itself changes.
  const method = request?.method;
  const url = request?.url;
  const path = request?.path;
  const body = request?.body;
  const key =
    viewer !== null && request !== null
      ? `${viewer} ${request.method} ${request.url}${request.body === undefined ? '' : ` ${request.body}`}`
      : null;

  useEffect(() => {
    if (key === null || method === undefined || url === undefined || path === undefined) return;
    const prepared = { method, url, path, body };
    return apiQueryCache.acquire(key, (signal) => client.send(endpoint, prepared, { signal }));
  }, [key, method, url, path, body, endpoint, client]);

  const subscribe = useCallback(
    (listener: () => void) => (key === null ? unsubscribed : apiQueryCache.subscribe(key, listener)),
    [key],
  );
  const getSnapshot = useCallback(() => (key === null ? undefined : apiQueryCache.get(key)), [key]);
  const stored = useSyncExternalStore(subscribe, getSnapshot);
  const refetch = useCallback(() => {
    if (key !== null) apiQueryCache.refetch(key);
  }, [key]);

  return useMemo(() => {
    if (key === null) return { ...IDLE, refetch };
    // Entries under this key were only ever written by this endpoint's loader: the key is the endpoint's URL.
    const state = (stored ?? LOADING) as QueryState<D, ApiRequestError>;
    return { ...state, refetch };
  }, [key, stored, refetch]);
}
