import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@portal/domain';
import { emulatorIdToken } from './emulators.js';

/*
 * What the emulator benches (api-bench, bulk-apply-bench, factsheet-batch-bench) set up and tear down alike: a
 * throw-away account to call the API with, and the products they wrote.
 */

/** A bench's own account in the Auth emulator: `<uid>@example.test`, password `<uid>-pw`. */
export interface BenchAccount {
  uid: string;
  email: string;
  password: string;
}

export const benchAccount = (uid: string): BenchAccount => ({
  uid,
  email: `${uid}@example.test`,
  password: `${uid}-pw`,
});

/**
 * (Re)creates `account` with a verified address and `claims`, and signs it in: its ID token. A run that was cut
 * short left the account behind, so it is deleted first.
 */
export async function benchSignIn(
  auth: Auth,
  account: BenchAccount,
  claims: Record<string, unknown> | null = null,
): Promise<string> {
  await auth.deleteUser(account.uid).catch(() => undefined);
  await auth.createUser({ ...account, emailVerified: true });
  if (claims) await auth.setCustomUserClaims(account.uid, claims);
  return emulatorIdToken(account.email, account.password);
}

/**
 * Deletes the bench's products and their price series, 25 products at a time (the emulator slows down under more),
 * with whatever else `alsoDelete` removes per product.
 */
export async function deleteBenchProducts(
  db: Firestore,
  ids: readonly string[],
  alsoDelete: (id: string) => Promise<unknown>[] = () => [],
): Promise<void> {
  for (let i = 0; i < ids.length; i += 25) {
    await Promise.all(
      ids
        .slice(i, i + 25)
        .flatMap((id) => [
          db.recursiveDelete(db.doc(paths.product(id))),
          db.recursiveDelete(db.doc(paths.priceSeriesMeta(id))),
          ...alsoDelete(id),
        ]),
    );
  }
}
