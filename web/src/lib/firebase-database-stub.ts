/**
 * Stands in for `firebase/database` in the bundle (see `resolve.alias` in vite.config.ts). reactfire imports these
 * functions for its Realtime Database hooks, which this app never uses, and the real SDK would add ~40 kB gzip that
 * tree-shaking cannot remove (reactfire references it from module-level code). Calling one is a programming error.
 */
function unavailable(): never {
  throw new Error('firebase/database is not bundled in this app (see vite.config.ts)');
}

export const get = unavailable;
export const off = unavailable;
export const onChildAdded = unavailable;
export const onChildChanged = unavailable;
export const onChildMoved = unavailable;
export const onChildRemoved = unavailable;
export const onValue = unavailable;
