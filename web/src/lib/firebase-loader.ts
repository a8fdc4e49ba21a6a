import { useSyncExternalStore } from 'react';
import { whenPageSettled } from './page-settled';

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

/** What a visitor does that starts the load at once: their next step may need the SDKs (signing in, following). */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Loads the SDKs for a visitor at their first tap or key press, or once the page has settled (./page-settled.ts),
 * when the main thread is idle. The SDKs (live bindings, the session) cost a phone over half a
 * second of main thread; while the page loads and the visitor starts reading, what they came to see comes first (the
 * page renders from the site state, docs/server-pages.md).
 */
export function loadFirebaseAfterPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, start, true);
    void loadFirebase();
  };
  for (const type of ENGAGEMENT_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true });
  whenPageSettled(start);
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
