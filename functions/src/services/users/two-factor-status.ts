import { twoFactorEnabledOf, type SyncTwoFactorStatusResponse } from '@portal/domain';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { refs } from '../../db/refs.js';

/**
 * Mirrors the caller's two-factor status into `users/{uid}.twoFactorEnabled` from their Auth account (the one source
 * of truth: `multiFactor.enrolledFactors`), in a transaction so two syncs never interleave. The record is updated,
 * never created: an account without one (staff created by hand) has nothing to mirror into. The rules keep the
 * field out of clients' reach (USER_PROTECTED_FIELDS).
 */
export async function syncTwoFactorStatus(
  deps: { auth: Auth; db: Firestore },
  caller: { uid: string } | undefined,
): Promise<SyncTwoFactorStatusResponse> {
  if (!caller) throw new HttpsError('unauthenticated', 'sign in first');
  const account = await deps.auth.getUser(caller.uid);
  const twoFactorEnabled = twoFactorEnabledOf(account.multiFactor?.enrolledFactors);
  const ref = refs(deps.db).user(caller.uid);
  const recordUpdated = await deps.db.runTransaction(async (tx) => {
    // The raw field: an unrelated invalid field of the record must not block the mirror.
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    if (snap.get('twoFactorEnabled') !== twoFactorEnabled) tx.update(ref, { twoFactorEnabled });
    return true;
  });
  return { twoFactorEnabled, recordUpdated };
}
