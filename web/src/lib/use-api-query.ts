import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiClient } from './api';
import { ApiRequestError, type ApiClient, type Endpoint } from './api-client';
import { useReaderQuery } from './reader-query';
import { useSession } from './session';

/*
 * Server state of the `/api/**` calls, kept by TanStack Query: one cache entry per viewer and request, shared by
 * every component asking the same thing (one request), fresh for five minutes, dropped five minutes after its last
 * user left. The request behaviour of seed 000 §7 (time-out, network retries, 498 sign-out, error mapping) stays in
 * the API client (./api-client/), so the query layer never retries on its own.
 */

export type ApiQueryState<T> =
  /** No params yet (e.g. the catalogue is still loading), or disabled. */
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  /** Seed 000 §7: "On failure the stored data is set to null". */
  | { status: 'error'; data: null; error: ApiRequestError };

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Loads again, bypassing the cache (a card's refresh button): the state goes back to loading meanwhile. */
  refetch: () => void;
  /**
   * Loads again in the background, keeping the current answer until the new one is there (an editor whose unsaved
   * draft must survive a change made beside it, e.g. the factsheet's components).
   */
  reload: () => void;
};

export interface ApiQueryOptions {
  /** `false` keeps the query idle, like `params === null`. */
  enabled?: boolean;
  client?: ApiClient;
}

const FIVE_MINUTES = 5 * 60_000;

/** The app's query client (app/providers.tsx); tests make their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        // The API client retries network failures itself (seed 000 §7); an answered error is final.
        retry: false,
        // Analytics change with the nightly prices, not while a tab is in the background.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Data of one API endpoint (see `defineEndpoint`), typed by its contract schema: `{status, data, error, refetch}`.
 * Waits until the sign-in state is known (so a signed-in user's request carries the token) and keys the cache by
 * user and request, so signing in or out never shows another viewer's answer. A product read's request carries the
 * reader's language and stored investor profile (`client.prepare`), so a new profile or language loads it again. A
 * changed request or an unmount cancels the request when no other component waits for it (the query function hands
 * its signal to `fetch`).
 */
export function useApiQuery<P extends object, D>(
  endpoint: Endpoint<P, D>,
  params: NoInfer<P> | null,
  options: ApiQueryOptions = {},
): ApiQueryResult<D> {
  const session = useSession();
  const client = options.client ?? apiClient;
  const reader = useReaderQuery();
  const viewer = session.status === 'loading' ? null : (session.user?.uid ?? 'guest');
  const request =
    params !== null && options.enabled !== false ? client.prepare(endpoint, params, reader) : null;
  const enabled = viewer !== null && request !== null;
  const queryKey = ['api', viewer, request?.method, request?.url, request?.body] as const;

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => {
      if (!request) throw new Error('useApiQuery ran a disabled query');
      return client.send(endpoint, request, { signal });
    },
    enabled,
  });

  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  const refetch = useCallback(() => {
    // Back to loading (no stale data meanwhile), then one fresh request for every component showing it.
    if (enabled) void queryClient.resetQueries({ queryKey: JSON.parse(keyText) as unknown[], exact: true });
  }, [enabled, queryClient, keyText]);
  const reload = useCallback(() => {
    if (enabled) void queryClient.refetchQueries({ queryKey: JSON.parse(keyText) as unknown[], exact: true });
  }, [enabled, queryClient, keyText]);

  const { status, data, error, fetchStatus } = query;
  return useMemo((): ApiQueryResult<D> => {
    if (!enabled) return { ...IDLE, refetch, reload };
    // A failed request tried again (a component mounted after the failure) is loading, as a first request is.
    if (status === 'error' && fetchStatus === 'fetching') return { ...LOADING, refetch, reload };
    if (status === 'error')
      return { status, data: null, error: ApiRequestError.from(error), refetch, reload };
    if (status === 'success') return { status, data, error: undefined, refetch, reload };
    return { ...LOADING, refetch, reload };
  }, [enabled, status, data, error, fetchStatus, refetch, reload]);
}
