import { LRUCache } from 'lru-cache';

/**
 * Per-client token buckets, in memory: each client may spend `capacity` tokens at once, and its bucket refills
 * continuously at `capacity` per `windowMs`. At most `maxClients` buckets are kept, the least recently used
 * dropped first: a flood of new client keys can only make the limiter forget (a dropped client starts full again),
 * never grow the instance's memory.
 */
export class RateLimiter {
  private readonly buckets: LRUCache<string, { tokens: number; at: number }>;

  constructor(
    private readonly options: { capacity: number; windowMs: number; maxClients: number; now: () => number },
  ) {
    this.buckets = new LRUCache({ max: options.maxClients });
  }

  /**
   * Takes `count` tokens from `client`'s bucket, all or none: `{ ok: true }`, or `{ ok: false, retryAfterMs }`, the
   * time until the bucket holds `count` tokens again.
   */
  take(client: string, count: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const { capacity, windowMs, now } = this.options;
    // Larger requests could never pass: a caller's bug, not a client's excess.
    if (count > capacity) throw new RangeError(`cannot take ${count} tokens from buckets of ${capacity}`);
    const at = now();
    const bucket = this.buckets.get(client);
    // A clock that steps back refills nothing rather than draining the bucket.
    const elapsed = bucket ? Math.max(0, at - bucket.at) : 0;
    const tokens = bucket ? Math.min(capacity, bucket.tokens + (elapsed * capacity) / windowMs) : capacity;
    const ok = tokens >= count;
    this.buckets.set(client, { tokens: ok ? tokens - count : tokens, at });
    return ok ? { ok } : { ok, retryAfterMs: Math.ceil(((count - tokens) * windowMs) / capacity) };
  }
}
