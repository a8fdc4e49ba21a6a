import { LRUCache } from 'lru-cache';

interface Entry<V> {
  value: Promise<V>;
  /** The value's size once resolved (0 while pending). */
  size: number;
}

/**
 * Values computed on demand and kept in memory (lru-cache), least recently used dropped first, bounded both in
 * entries and in total size (characters, bytes: whatever `sizeOf` counts). Concurrent callers of a missing key share
 * one computation; a failed one is forgotten so the next call retries. A value larger than the whole budget is still
 * kept, alone (it counts as the whole budget), so the last result asked for is always served warm.
 */
export class ComputedCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;

  constructor(
    maxEntries: number,
    maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {
    this.lru = new LRUCache<string, Entry<V>>({
      max: maxEntries,
      maxSize,
      // A pending entry counts 1; a resolved one its size, at most the whole budget (lru-cache would refuse more).
      sizeCalculation: (entry) => Math.min(maxSize, Math.max(1, entry.size)),
    });
  }

  /** Entries kept, pending ones included. */
  get size(): number {
    return this.lru.size;
  }

  /** The total size of the resolved values kept. */
  get totalSize(): number {
    let total = 0;
    for (const entry of this.lru.values()) total += entry.size;
    return total;
  }

  /** The value under `key`, computed or being computed, or undefined; a hit counts as a use. */
  lookup(key: string): Promise<V> | undefined {
    return this.lru.get(key)?.value;
  }

  /** The value under `key`, else `compute()`'s, remembered; `hit` tells which. */
  async getOrCompute(key: string, compute: () => V | Promise<V>): Promise<{ value: V; hit: boolean }> {
    const cached = this.lookup(key);
    if (cached) return { value: await cached, hit: true };
    const pending: Entry<V> = { value: Promise.resolve().then(compute), size: 0 };
    this.lru.set(key, pending);
    try {
      const value = await pending.value;
      // Still ours (not evicted or replaced meanwhile): now counted at its size, which may evict older entries.
      if (this.lru.peek(key) === pending) {
        this.lru.set(key, { value: pending.value, size: Math.max(0, this.sizeOf(value)) });
      }
      return { value, hit: false };
    } catch (error) {
      if (this.lru.peek(key) === pending) this.lru.delete(key);
      throw error;
    }
  }

  clear(): void {
    this.lru.clear();
  }
}
