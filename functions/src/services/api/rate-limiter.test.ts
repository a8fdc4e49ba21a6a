import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

function limiter(maxClients = 100) {
  const clock = { now: 1_000_000 };
  const rl = new RateLimiter({ capacity: 60, windowMs: 60_000, maxClients, now: () => clock.now });
  return { rl, clock };
}

describe('RateLimiter', () => {
  it('lets a client spend its capacity at once, then refuses with the wait for the missing tokens', () => {
    const { rl } = limiter();
    expect(rl.take('a', 20)).toEqual({ ok: true });
    expect(rl.take('a', 40)).toEqual({ ok: true });
    expect(rl.take('a', 1)).toEqual({ ok: false, retryAfterMs: 1000 });
    expect(rl.take('a', 20)).toEqual({ ok: false, retryAfterMs: 20_000 });
  });

  it('refills at capacity per window, never above capacity', () => {
    const { rl, clock } = limiter();
    rl.take('a', 60);
    clock.now += 10_000;
    expect(rl.take('a', 11)).toEqual({ ok: false, retryAfterMs: 1000 });
    expect(rl.take('a', 10)).toEqual({ ok: true });
    clock.now += 10 * 60_000;
    expect(rl.take('a', 60)).toEqual({ ok: true });
    expect(rl.take('a', 1)).toMatchObject({ ok: false });
  });

  it('takes nothing from a refused request', () => {
    const { rl, clock } = limiter();
    rl.take('a', 50);
    expect(rl.take('a', 20)).toMatchObject({ ok: false });
    expect(rl.take('a', 10)).toEqual({ ok: true });
    clock.now += 1000;
    expect(rl.take('a', 1)).toEqual({ ok: true });
  });

  it('keeps clients apart', () => {
    const { rl } = limiter();
    rl.take('a', 60);
    expect(rl.take('b', 60)).toEqual({ ok: true });
    expect(rl.take('a', 1)).toMatchObject({ ok: false });
  });

  it('does not drain a bucket when the clock steps back', () => {
    const { rl, clock } = limiter();
    rl.take('a', 30);
    clock.now -= 60_000;
    expect(rl.take('a', 30)).toEqual({ ok: true });
    expect(rl.take('a', 1)).toEqual({ ok: false, retryAfterMs: 1000 });
  });

  it('keeps at most maxClients buckets, forgetting the least recently used', () => {
    const { rl } = limiter(2);
    rl.take('a', 60);
    rl.take('b', 60);
    rl.take('a', 0); // a is now the most recent
    rl.take('c', 60); // drops b
    expect(rl.take('a', 1)).toMatchObject({ ok: false });
    expect(rl.take('b', 60)).toEqual({ ok: true });
  });

  it('refuses a request larger than a bucket as a programming error', () => {
    expect(() => limiter().rl.take('a', 61)).toThrow(RangeError);
  });
});
