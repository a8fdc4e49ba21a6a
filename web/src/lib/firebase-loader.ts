import { useSyncExternalStore } from 'react';

export type FirebaseSdk = (typeof import('./firebase-sdk'))['firebaseSdk'];

let promise: Promise<FirebaseSdk> | undefined;
let loaded: FirebaseSdk | undefined;
const listeners = new Set<() => void>();
let resolveLoaded: (sdk: FirebaseSdk) => void = () => undefined;
const loadedPromise = new Promise<FirebaseSdk>((resolve) => {
  resolveLoaded = resolve;
});

/** Loads (once) the Firebase SDKs and the app's instances of them; see ./firebase-sdk.ts for why it is lazy. */
export function loadFirebase(): Promise<FirebaseSdk> {
  promise ??= import('./firebase-sdk').then(({ firebaseSdk: sdk }) => {
    loaded = sdk;
    resolveLoaded(sdk);
    for (const listener of listeners) listener();
    return sdk;
  });
  return promise;
}

/** Settles when the SDKs have loaded, whoever started the load; starts none itself. */
export const whenFirebaseLoaded = (): Promise<FirebaseSdk> => loadedPromise;

/** The SDKs if they have loaded already (no load is started). */
export const loadedFirebase = (): FirebaseSdk | undefined => loaded;

/** After the load event, how long a visitor's page has to itself before the SDKs start loading. */
const AFTER_LOAD_DELAY_MS = 1_500;

/**
 * Loads the SDKs a moment after the page has loaded, when the main thread is idle: visitors get live bindings and
 * their session state without the SDKs competing for the network and the CPU with what they came to see (the
 * page's data requests and its largest paint come first).
 */
export function loadFirebaseAfterPaint(): void {
  const whenIdle = () => {
    const start = () => {
      void loadFirebase();
    };
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
      else start();
    }, AFTER_LOAD_DELAY_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const notLoaded = (): undefined => undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The SDKs once loaded (re-renders when they arrive); `undefined` before. Starts no load. */
export function useLoadedFirebase(): FirebaseSdk | undefined {
  // Never loaded while a page is rendered on the server or hydrated.
  return useSyncExternalStore(subscribe, loadedFirebase, notLoaded);
}
