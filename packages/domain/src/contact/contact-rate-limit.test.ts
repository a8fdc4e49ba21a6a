import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMITS, takeRateLimitHit } from './contact-rate-limit.js';

const HOUR = CONTACT_RATE_LIMITS.windowMs;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 10, 0) + minutes * 60_000);

describe('takeRateLimitHit (sliding hour)', () => {
  it('allows up to the limit within the window, then refuses until the oldest send leaves it', () => {
    let hits: Date[] = [];
    for (const minute of [0, 10, 20]) {
      const decision = takeRateLimitHit(hits, at(minute), 3, HOUR);
      expect(decision.ok).toBe(true);
      if (decision.ok) hits = decision.hits;
    }
    expect(takeRateLimitHit(hits, at(30), 3, HOUR)).toEqual({ ok: false, retryAfterMs: 30 * 60_000 });
    // One minute after the first send left the window, one more is allowed, and the stored hits forget it.
    const later = takeRateLimitHit(hits, at(61), 3, HOUR);
    expect(later).toEqual({ ok: true, hits: [at(10), at(20), at(61)] });
  });

  it('counts hits that lie ahead of the clock (a clock stepped back), so no slot frees early', () => {
    const hits = [at(5), at(6)];
    expect(takeRateLimitHit(hits, at(0), 2, HOUR)).toEqual({ ok: false, retryAfterMs: 65 * 60_000 });
  });

  it('never answers a retry time of zero', () => {
    const hits = [at(0)];
    const decision = takeRateLimitHit(hits, new Date(at(0).getTime() + HOUR - 0.5), 1, HOUR);
    expect(decision).toEqual({ ok: false, retryAfterMs: 1 });
  });

  it('has the documented limits', () => {
    expect(CONTACT_RATE_LIMITS).toEqual({ perIp: 5, perEmail: 3, windowMs: 3_600_000 });
  });
});
