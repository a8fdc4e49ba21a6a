import type { Firestore } from 'firebase-admin/firestore';
import {
  CALL_RATE_LIMITS,
  callRateCounterId,
  takeRateLimitHit,
  type RateLimitedCallable,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * Counts one call of a sensitive callable by `uid` (docs/security.md "Rate limits"): in a transaction, so concurrent
 * calls on several instances cannot all take the last slot. Every call of a signed-in caller counts, refused ones
 * too: a script probing with bad input is limited like one that succeeds. Resolves with the seconds to wait when
 * the caller is past the limit (nothing is written then), else null.
 */
export async function takeCallQuota(
  db: Firestore,
  callable: RateLimitedCallable,
  uid: string,
  now: Date,
): Promise<{ retryAfterSeconds: number } | null> {
  const { limit, windowMs } = CALL_RATE_LIMITS[callable];
  const ref = refs(db).callRateLimit(callRateCounterId(callable, uid));
  return db.runTransaction(async (tx) => {
    const decision = takeRateLimitHit((await tx.get(ref)).data()?.hits ?? [], now, limit, windowMs);
    if (!decision.ok) return { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) };
    tx.set(ref, { hits: decision.hits, expiresAt: new Date(now.getTime() + windowMs) });
    return null;
  });
}
