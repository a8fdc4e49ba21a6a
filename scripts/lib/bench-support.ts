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

/**
 * The reader's parameters a visitor's browser adds to every product read (web/src/lib/api-client): without an
 * investor profile the gate refuses a guest (403), and a bench would time the refusal instead of the answer.
 */
const BENCH_READER = { lang: 'en', investor_profile: 'professional', country: 'CH' };

/** `path` as the web client sends it for a visitor with a stored profile (a parameter the path names wins). */
export function withReader(path: string): string {
  const at = path.indexOf('?');
  const query = new URLSearchParams(at < 0 ? '' : path.slice(at + 1));
  for (const [name, value] of Object.entries(BENCH_READER)) if (!query.has(name)) query.set(name, value);
  return `${at < 0 ? path : path.slice(0, at)}?${query.toString()}`;
}
