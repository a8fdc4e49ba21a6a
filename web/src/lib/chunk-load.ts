import { LIMITS } from '@portal/domain';

/*
 * Recovery from page modules that cannot be loaded. After a deploy the hashed chunk files of the previous build are
 * gone, so a tab opened before it fails on its next lazy route (`import()` rejects; a failed CSS or dependency
 * preload makes Vite fire `vite:preloadError` and then reject the same import). A reload fetches the new build, so
 * the root error screen reloads once per path (`reloadOnceFor`); if the failure persists, it shows the error.
 */

/** A lazily loaded page module did not load: failed (network, missing file) or took longer than 120 s. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: ErrorOptions,
  ) {
    super(
      reason === 'timeout'
        ? `A page module did not load within ${LIMITS.chunkLoadTimeoutMs} ms`
        : 'A page module could not be loaded',
      options,
    );
  }
}

/**
 * What browsers and Vite say when a dynamic import fails (Chromium, Firefox, Safari, Vite's preload helper): the
 * same failure seen outside the route table, e.g. a `React.lazy` component in a feature.
 */
const DYNAMIC_IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && DYNAMIC_IMPORT_FAILURE.test(error.message));

/** `load()`, failing with a `ChunkLoadError` when it fails or has not settled after `timeoutMs` (seed 000 §9). */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout'));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause: error }));
      },
    );
  });
}

/** The router's table of lazy page modules, each import going through `loadChunk`. */
export function chunkLoaders<M extends Record<string, () => Promise<unknown>>>(loaders: M): M {
  const wrapped: Record<string, () => Promise<unknown>> = {};
  for (const [name, load] of Object.entries(loaders)) wrapped[name] = () => loadChunk(load);
  // Same keys, same resolved modules: only the failure changes.
  return wrapped as M;
}

/** sessionStorage key holding the path that was last reloaded because of a chunk failure. */
export const CHUNK_RELOAD_KEY = 'chunkReloadPath';

/** sessionStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the page at `path` should be reloaded to recover from a chunk failure: true once, and the marker that says
 * so is written; false when this path was reloaded for it already (the failure persists) or storage is unavailable
 * (no marker, no way to stop a reload loop).
 */
export function reloadOnceFor(path: string, storage: Storage | null = sessionStore()): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_KEY) === path) return false;
    storage.setItem(CHUNK_RELOAD_KEY, path);
    return true;
  } catch {
    return false;
  }
}

/** After a successful navigation: a later deploy may reload again. */
export function clearChunkReloadMarker(storage: Storage | null = sessionStore()): void {
  try {
    if (storage?.getItem(CHUNK_RELOAD_KEY) != null) storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage refused: nothing was stored either.
  }
}
