/**
 * The in-memory store behind `useApiQuery`: one entry per request key, so components asking for the same data share
 * one request and its result. React-free (and unit-tested): the hook reads it through `useSyncExternalStore`.
 *
 * - `acquire` marks a component as holding a key and starts the request unless one is running or a fresh result is
 *   there; the returned release aborts the request when its last holder leaves before it settled.
 * - A success stays fresh for `staleTimeMs`; a later holder then reuses it, after that it is reloaded (the old data
 *   stays visible meanwhile). An error is retried by the next component that mounts when no one else holds it.
 * - At most `maxEntries` settled, unheld entries are kept; the least recently settled go first.
 */

export type QueryState<T, E> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  /** Seed 000 §7: "On failure the stored data is set to null". */
  | { status: 'error'; data: null; error: E };

export type Load = (signal: AbortSignal) => Promise<unknown>;

interface Entry<E> {
  state: QueryState<unknown, E>;
  load: Load;
  /** Set while a request runs. */
  controller: AbortController | null;
  holders: number;
  settledAt: number | null;
}

export interface QueryCacheOptions<E> {
  /** Turns a rejection into the error type the hooks expose. */
  toError: (error: unknown) => E;
  staleTimeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

export class QueryCache<E> {
  private readonly entries = new Map<string, Entry<E>>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly toError: (error: unknown) => E;
  private readonly staleTimeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: QueryCacheOptions<E>) {
    this.toError = options.toError;
    this.staleTimeMs = options.staleTimeMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 100;
    this.now = options.now ?? Date.now;
  }

  /** The state under `key`; `undefined` before anyone acquired it. Same object until it changes. */
  get(key: string): QueryState<unknown, E> | undefined {
    return this.entries.get(key)?.state;
  }

  /** Calls `listener` whenever the state under `key` changes. */
  subscribe(key: string, listener: () => void): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(key) === set) this.listeners.delete(key);
    };
  }

  /** Holds `key` (loading it with `load` when needed) until the returned function is called. */
  acquire(key: string, load: Load): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { state: LOADING, load, controller: null, holders: 0, settledAt: null };
      this.entries.set(key, entry);
      this.start(key, entry);
    } else if (!entry.controller && entry.holders === 0 && this.needsReload(entry)) {
      entry.load = load;
      if (entry.state.status === 'error') {
        entry.state = LOADING;
        this.notify(key);
      }
      this.start(key, entry);
    }
    entry.holders += 1;
    const held = entry;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders === 0 && held.controller) {
        held.controller.abort();
        held.controller = null;
        // Nothing to show for a key no one waits for; a stale success being reloaded stays for the next holder.
        if (held.state.status === 'loading' && this.entries.get(key) === held) {
          this.entries.delete(key);
          this.notify(key);
        }
      }
      this.evict();
    };
  }

  /** Loads `key` again (aborting a running request), e.g. for a card's refresh button. */
  refetch(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.controller?.abort();
    entry.controller = null;
    entry.state = LOADING;
    entry.settledAt = null;
    this.notify(key);
    this.start(key, entry);
  }

  /** Drops every entry no component holds (held ones are reloaded by their next `refetch`). */
  clear(): void {
    for (const [key, entry] of this.entries) {
      if (entry.holders > 0) continue;
      entry.controller?.abort();
      this.entries.delete(key);
      this.notify(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private needsReload(entry: Entry<E>): boolean {
    if (entry.state.status !== 'success' || entry.settledAt === null) return true;
    return this.now() - entry.settledAt >= this.staleTimeMs;
  }

  private start(key: string, entry: Entry<E>): void {
    const controller = new AbortController();
    entry.controller = controller;
    const settle = (state: QueryState<unknown, E>) => {
      // A request that was aborted or replaced (refetch) no longer owns the entry.
      if (entry.controller !== controller) return;
      entry.controller = null;
      entry.state = state;
      entry.settledAt = this.now();
      if (this.entries.get(key) === entry) {
        // Re-inserted so the map's order is the settle order the eviction relies on.
        this.entries.delete(key);
        this.entries.set(key, entry);
      }
      this.notify(key);
      this.evict();
    };
    // Through a promise so that a loader throwing synchronously also ends up in the error state.
    new Promise<unknown>((resolve) => {
      resolve(entry.load(controller.signal));
    }).then(
      (data) => {
        settle({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        settle({ status: 'error', data: null, error: this.toError(error) });
      },
    );
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) return;
      if (entry.holders === 0 && !entry.controller) this.entries.delete(key);
    }
  }

  private notify(key: string): void {
    const set = this.listeners.get(key);
    if (set) for (const listener of [...set]) listener();
  }
}
