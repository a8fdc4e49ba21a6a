import { useCallback, useSyncExternalStore } from 'react';
import { loadFirebase, type FirebaseSdk } from './firebase-loader';
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
      entry.state = { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
      for (const listener of entry.listeners) listener();
    },
  );
  return entry;
}

/**
 * A live Firestore binding shared by every component that asks for the same `key` (one `onSnapshot`, like
 * reactfire's observable cache), opened after the Firebase SDK has loaded; `null` = no binding. The SDK is loaded
 * on first use, so only components that really need live data pull it in.
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
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** A `LiveSource` for one document read through a converter (a schema failure is an error, never half-used). */
export function docSource<T>(
  ref: (sdk: FirebaseSdk) => import('firebase/firestore').DocumentReference<T>,
): LiveSource<T | undefined> {
  return (sdk, emit) =>
    sdk.onSnapshot(
      ref(sdk),
      (snap) => {
        try {
          emit({ status: 'success', data: snap.data() });
        } catch (error) {
          emit({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
      (error) => {
        emit({ status: 'error', error });
      },
    );
}
