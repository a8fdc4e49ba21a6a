import type { DocumentReference, Query } from 'firebase/firestore';
import { useCallback, useSyncExternalStore } from 'react';
import { loadFirebase, useLoadedFirebase, type FirebaseSdk } from './firebase-loader';
import { logger } from './logger';

export type LiveState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** Opens one live binding (an `onSnapshot`) that reports through `emit`; returns its unsubscribe function. */
export type LiveSource<T> = (sdk: FirebaseSdk, emit: (state: LiveState<T>) => void) => () => void;

interface Entry {
  state: LiveState<unknown>;
  listeners: Set<() => void>;
  unsubscribe?: () => void;
  closeTimer?: ReturnType<typeof setTimeout>;
  closed: boolean;
}

const LOADING: LiveState<never> = { status: 'loading' };
const loadingSnapshot = (): LiveState<never> => LOADING;
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
/** A binding nobody uses any more stays open this long, so a navigation that uses it again does not reload it. */
const KEEP_ALIVE_MS = 10_000;
const entries = new Map<string, Entry>();

function open(key: string, source: LiveSource<unknown>): Entry {
  const entry: Entry = { state: LOADING, listeners: new Set(), closed: false };
  entries.set(key, entry);
  loadFirebase().then(
    (sdk) => {
      if (entry.closed) return;
      entry.unsubscribe = source(sdk, (state) => {
        entry.state = state;
        for (const listener of entry.listeners) listener();
      });
    },
    (error: unknown) => {
      logger.error('Could not load the Firebase SDK', { key, error: String(error) });
      entry.state = { status: 'error', error: asError(error) };
      for (const listener of entry.listeners) listener();
    },
  );
  return entry;
}

/**
 * THE live Firestore read of the web app (docs/web-data.md): every `onSnapshot` of the app goes through this hook, the
 * API's data through TanStack Query (./use-api-query.ts). A binding is shared by every component that asks for the
 * same `key` (one `onSnapshot`), opened after the Firebase SDK has loaded; `null` = no binding (and no SDK load). The
 * key must name everything the source reads (collection, ids, filters): the source of a key is never replaced.
 */
export function useLiveStore<T>(key: string | null, source: LiveSource<T>): LiveState<T> {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (key === null) return () => undefined;
      const entry = entries.get(key) ?? open(key, source);
      clearTimeout(entry.closeTimer);
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        if (entry.listeners.size > 0) return;
        entry.closeTimer = setTimeout(() => {
          entry.closed = true;
          entry.unsubscribe?.();
          entries.delete(key);
        }, KEEP_ALIVE_MS);
      };
    },
    // The source of a key never changes (the key names it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const getSnapshot = useCallback(
    () => (key === null ? LOADING : (entries.get(key)?.state ?? LOADING)) as LiveState<T>,
    [key],
  );
  // A server-rendered page binds nothing live: it renders (and hydrates) as loading.
  return useSyncExternalStore(subscribe, getSnapshot, loadingSnapshot as () => LiveState<T>);
}

/** A `LiveSource` for one document read through a converter (a schema failure is an error, never half-used). */
export function docSource<T>(ref: (sdk: FirebaseSdk) => DocumentReference<T>): LiveSource<T | undefined> {
  return (sdk, emit) =>
    sdk.onSnapshot(
      ref(sdk),
      (snap) => {
        try {
          emit({ status: 'success', data: snap.data() });
        } catch (error) {
          emit({ status: 'error', error: asError(error) });
        }
      },
      (error) => {
        emit({ status: 'error', error });
      },
    );
}

/** The documents of a query that passed their converter, with the ids of those that did not. */
export interface QueryRows<T> {
  rows: { id: string; data: T }[];
  invalid: string[];
}

/**
 * A `LiveSource` for a query read through a converter. A document the schema refuses is logged (with `what` the
 * records are and the `context`) and left out, never half shown; `select` shapes the rows once per snapshot (sorting, filtering). A
 * failed read is logged and reported as an error.
 */
export function querySource<T, R>(
  query: (sdk: FirebaseSdk) => Query<T>,
  select: (result: QueryRows<T>) => R,
  log: { what: string; context?: Record<string, unknown> },
): LiveSource<R> {
  return (sdk, emit) =>
    sdk.onSnapshot(
      query(sdk),
      (snapshot) => {
        const result: QueryRows<T> = { rows: [], invalid: [] };
        for (const doc of snapshot.docs) {
          try {
            result.rows.push({ id: doc.id, data: doc.data() });
          } catch (error) {
            logger.error('A live record is invalid and is not shown', {
              records: log.what,
              ...log.context,
              id: doc.id,
              error,
            });
            result.invalid.push(doc.id);
          }
        }
        emit({ status: 'success', data: select(result) });
      },
      (error) => {
        logger.error('Could not load live records', { records: log.what, ...log.context, error });
        emit({ status: 'error', error });
      },
    );
}

/** What an API answer brought of a live binding's data, or that answer's state while it loads. */
export type Preloaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

/**
 * {@link useLiveStore}, first answered by an API answer that carries the same data (`preloaded`): a visitor's page
 * renders from that answer, on the server too, and binds live only once the Firebase SDKs have loaded (for other
 * reasons: it loads none); then the binding takes over, so an edit shows at once. Without `preloaded`, or if the
 * answer failed, it binds at once.
 */
export function usePreloadedLiveStore<T>(
  key: string,
  source: LiveSource<T>,
  preloaded: Preloaded<T> | undefined,
): LiveState<T> {
  const sdk = useLoadedFirebase();
  const bind = !preloaded || preloaded.status === 'error' || sdk !== undefined;
  const live = useLiveStore(bind ? key : null, source);
  if (live.status !== 'loading' || !preloaded || preloaded.status === 'error') return live;
  return preloaded;
}
