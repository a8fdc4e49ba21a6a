import { LIMITS } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  ChunkLoadError,
  chunkLoaders,
  clearChunkReloadMarker,
  isChunkLoadError,
  loadChunk,
  reloadOnceFor,
} from './chunk-load';

/** The sessionStorage of one tab. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it loads in time', async () => {
    const module = { HomeRoute: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('fails with a ChunkLoadError carrying the browser’s error when the import fails', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/help-x.js');
    const error: unknown = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed', cause });
  });

  it('fails with a time-out after 120 s (seed 000 §9) when the import hangs', async () => {
    expect(LIMITS.chunkLoadTimeoutMs).toBe(120_000);
    const outcome = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
  });

  it('lets a module that loads just in time through, and leaves no timer behind', async () => {
    const late = new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve('module');
      }, LIMITS.chunkLoadTimeoutMs - 1);
    });
    const loaded = loadChunk(() => late);
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1);
    await expect(loaded).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('chunkLoaders', () => {
  it('wraps every loader of the table', async () => {
    const pages = chunkLoaders({
      home: () => Promise.resolve({ HomeRoute: 'home' }),
      help: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    await expect(pages.home()).resolves.toEqual({ HomeRoute: 'home' });
    await expect(pages.help()).rejects.toBeInstanceOf(ChunkLoadError);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the helper’s error and the browsers’ and Vite’s dynamic-import failures', () => {
    expect(isChunkLoadError(new ChunkLoadError('timeout'))).toBe(true);
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.example/assets/help-1.js',
      'error loading dynamically imported module: https://portal.example/assets/help-1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home-1.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceFor', () => {
  it('reloads a path once, again after a successful navigation cleared the marker', () => {
    const storage = new MemoryStorage();
    expect(reloadOnceFor('/help/faq', storage)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('/help/faq');
    // The reloaded page failed again: the error screen stays.
    expect(reloadOnceFor('/help/faq', storage)).toBe(false);
    // Another page may still recover by a reload.
    expect(reloadOnceFor('/admin/users', storage)).toBe(true);
    clearChunkReloadMarker(storage);
    expect(storage.length).toBe(0);
    expect(reloadOnceFor('/admin/users', storage)).toBe(true);
  });

  it('never reloads without storage: nothing could stop a reload loop', () => {
    expect(reloadOnceFor('/help/faq', null)).toBe(false);
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    expect(reloadOnceFor('/help/faq', refusing)).toBe(false);
    expect(() => {
      clearChunkReloadMarker(null);
    }).not.toThrow();
  });
});
