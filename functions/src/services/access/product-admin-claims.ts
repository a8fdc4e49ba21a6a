import type { Firestore } from 'firebase-admin/firestore';
import {
  deriveProductAdminClaims,
  DocumentValidationError,
  sameProductAdminClaims,
  type ProductAdminClaims,
  type UserDefinedRole,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

export interface SyncResult {
  claims: ProductAdminClaims;
  /** False when the stored document already granted exactly these rights (nothing written). */
  written: boolean;
  /** Set when `settings/platform` was unreadable: the custom roles were then taken as none (fail closed). */
  invalidPlatformSettings?: string;
}

/**
 * Re-derives `settings/productAdminClaims` from the CURRENT `settings/platform` (not from a trigger's payload), in one
 * transaction, so events delivered late or twice can never leave older rights behind. An absent or invalid platform
 * document grants no product admin rights (fail closed) rather than keeping stale ones.
 */
export async function syncProductAdminClaims(db: Firestore): Promise<SyncResult> {
  const r = refs(db);
  return db.runTransaction(async (tx) => {
    const [platformSnap, claimsSnap] = await Promise.all([
      tx.get(r.platformSettings()),
      tx.get(r.productAdminClaims()),
    ]);
    let roles: UserDefinedRole[] = [];
    let invalidPlatformSettings: string | undefined;
    try {
      roles = platformSnap.data()?.iam.userDefinedRoles ?? [];
    } catch (error) {
      if (!(error instanceof DocumentValidationError)) throw error;
      invalidPlatformSettings = error.message;
    }
    const claims = deriveProductAdminClaims(roles);
    let current: ProductAdminClaims | undefined;
    try {
      current = claimsSnap.data();
    } catch (error) {
      // A malformed derived document is simply replaced.
      if (!(error instanceof DocumentValidationError)) throw error;
    }
    if (current && sameProductAdminClaims(current, claims)) {
      return { claims, written: false, ...(invalidPlatformSettings ? { invalidPlatformSettings } : {}) };
    }
    tx.set(r.productAdminClaims(), claims);
    return { claims, written: true, ...(invalidPlatformSettings ? { invalidPlatformSettings } : {}) };
  });
}
