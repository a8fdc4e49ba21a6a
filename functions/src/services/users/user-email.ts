import type { Firestore } from 'firebase-admin/firestore';
import { refs } from '../../db/refs.js';

/**
 * The e-mail of a user as their user record holds it, stored beside a uid on the records an admin writes (who
 * imported, who overrode) so the console shows a person, not a uid. For display only: a missing or unreadable
 * record gives `undefined` and the record keeps the uid alone.
 */
export async function userEmail(db: Firestore, uid: string): Promise<string | undefined> {
  return refs(db)
    .user(uid)
    .get()
    .then((snap) => snap.data()?.email)
    .catch(() => undefined);
}
