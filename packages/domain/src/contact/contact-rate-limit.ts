/*
 * How many contact messages one sender may send (docs/contact.md "Rate limits"): per network address and per e-mail
 * address, counted over a sliding hour. The function keeps each counter as the list of its recent send times in one
 * Firestore document and applies this rule in the transaction that records the message, so the limit holds across
 * instances (an in-memory limiter like the error sink's would count per instance).
 */

export const CONTACT_RATE_LIMITS = {
  /** Messages per hour from one network address (an office behind one address sends a few, a script many). */
  perIp: 5,
  /** Messages per hour from one e-mail address (the operator answers the first one anyway). */
  perEmail: 3,
  windowMs: 60 * 60 * 1000,
} as const;

export type RateLimitDecision =
  | { ok: true; hits: Date[] }
  | {
      ok: false;
      /** When the oldest counted send leaves the window and one more message is allowed. */
      retryAfterMs: number;
    };

/**
 * One more send at `now` for a counter that recorded `hits`: allowed while fewer than `limit` sends fall within the
 * last `windowMs`; the hits to store then drop what left the window. A hit "in the future" (a clock that stepped
 * back) still counts, so it never frees a slot early.
 */
export function takeRateLimitHit(
  hits: readonly Date[],
  now: Date,
  limit: number,
  windowMs: number,
): RateLimitDecision {
  const since = now.getTime() - windowMs;
  const recent = hits.filter((h) => h.getTime() > since).sort((a, b) => a.getTime() - b.getTime());
  if (recent.length >= limit) {
    const oldest = recent[recent.length - limit] ?? now;
    return { ok: false, retryAfterMs: Math.max(1, oldest.getTime() + windowMs - now.getTime()) };
  }
  return { ok: true, hits: [...recent, now] };
}
