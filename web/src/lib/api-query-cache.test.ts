import { describe, expect, it, vi } from 'vitest';
import { QueryCache } from './api-query-cache';

/** A load whose promise the test settles by hand, recording the signal it was given. */
function deferredLoad<T>() {
  const signals: AbortSignal[] = [];
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        signals.push(signal);
        pending.push({ resolve, reject });
      }),
  );
  return { load, signals, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function cache(options: { now?: () => number; maxEntries?: number } = {}) {
  return new QueryCache<Error>({
    toError: (error) => (error instanceof Error ? error : new Error(String(error))),
    staleTimeMs: 1_000,
    ...options,
  });
}

describe('QueryCache', () => {
  it('shares one request between holders of the same key', async () => {
    const store = cache();
    const { load, pending } = deferredLoad<string>();
    const listener = vi.fn();
    store.subscribe('k', listener);
    store.acquire('k', load);
    store.acquire('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.get('k')?.status).toBe('loading');
    pending[0]?.resolve('data');
    await flush();
    expect(store.get('k')).toEqual({ status: 'success', data: 'data', error: undefined });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('aborts a running request when its last holder leaves, not before', async () => {
    const store = cache();
    const { load, signals, pending } = deferredLoad<string>();
    const releaseA = store.acquire('k', load);
    const releaseB = store.acquire('k', load);
    releaseA();
    expect(signals[0]?.aborted).toBe(false);
    releaseB();
    expect(signals[0]?.aborted).toBe(true);
    expect(store.get('k')).toBeUndefined();
    pending[0]?.resolve('late');
    await flush();
    expect(store.get('k')).toBeUndefined();
  });

  it('reuses a fresh result and reloads a stale one, keeping the old data meanwhile', async () => {
    let now = 0;
    const store = cache({ now: () => now });
    const { load, pending } = deferredLoad<string>();
    const first = store.acquire('k', load);
    pending[0]?.resolve('v1');
    await flush();
    first();
    now = 999;
    store.acquire('k', load)();
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000;
    store.acquire('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get('k')).toMatchObject({ status: 'success', data: 'v1' });
    pending[1]?.resolve('v2');
    await flush();
    expect(store.get('k')).toMatchObject({ status: 'success', data: 'v2' });
  });

  it('stores a failure as data null and retries it for the next holder', async () => {
    const store = cache();
    const { load, pending } = deferredLoad<string>();
    const release = store.acquire('k', load);
    pending[0]?.reject(new Error('boom'));
    await flush();
    expect(store.get('k')).toEqual({ status: 'error', data: null, error: new Error('boom') });
    // A second component mounting while the first still shows the error shares it.
    store.acquire('k', load)();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    store.acquire('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get('k')?.status).toBe('loading');
  });

  it('turns a loader that throws synchronously into an error state', async () => {
    const store = cache();
    store.acquire('k', () => {
      throw new Error('sync');
    });
    await flush();
    expect(store.get('k')).toMatchObject({ status: 'error', data: null, error: new Error('sync') });
  });

  it('refetch aborts the running request and loads again', async () => {
    const store = cache();
    const { load, signals, pending } = deferredLoad<string>();
    const listener = vi.fn();
    store.subscribe('k', listener);
    store.acquire('k', load);
    pending[0]?.resolve('v1');
    await flush();
    store.refetch('k');
    expect(store.get('k')?.status).toBe('loading');
    store.refetch('k');
    expect(signals[1]?.aborted).toBe(true);
    pending[1]?.resolve('stale');
    pending[2]?.resolve('v2');
    await flush();
    expect(store.get('k')).toMatchObject({ status: 'success', data: 'v2' });
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most maxEntries settled entries no one holds, dropping the oldest', async () => {
    const store = cache({ maxEntries: 2 });
    const releases = ['a', 'b', 'c'].map((key) => store.acquire(key, () => Promise.resolve(key)));
    await flush();
    for (const release of releases) release();
    expect(store.size).toBe(2);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('c')).toMatchObject({ data: 'c' });
  });
});
