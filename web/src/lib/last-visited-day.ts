import { setDoc, type Firestore } from 'firebase/firestore';
import { refs } from './refs';

/** Days already written in this page's life, per user: the record's live binding must not loop the write. */
const written = new Map<string, string>();

/**
 * Seed 000 §4 step 2: the day of the ID token's issue time, merged into the user's own record (one field; the
 * security rules allow a user to write it). Failures are logged: a missed last-visit day must not block a page.
 */
export function storeLastVisitedDay(db: Firestore, uid: string, day: string): void {
  if (written.get(uid) === day) return;
  written.set(uid, day);
  setDoc(refs(db).user(uid), { lastVisitedDay: day }, { merge: true }).catch((error: unknown) => {
    written.delete(uid);
    console.error(`Could not store the last visit day of ${uid}`, error);
  });
}
