import { loadFirebase } from './firebase-loader';
import { logger } from './logger';

/** Days already written in this page's life, per user: the record's live binding must not loop the write. */
const written = new Map<string, string>();

/**
 * Seed 000 §4 step 2: the day of the ID token's issue time, merged into the user's own record (one field; the
 * security rules allow a user to write it). Failures are logged: a missed last-visit day must not block a page.
 */
export function storeLastVisitedDay(uid: string, day: string): void {
  if (written.get(uid) === day) return;
  written.set(uid, day);
  loadFirebase()
    .then(({ db, refs, setDoc }) => setDoc(refs(db).user(uid), { lastVisitedDay: day }, { merge: true }))
    .catch((error: unknown) => {
      written.delete(uid);
      logger.error('Could not store the last visit day', { uid, error });
    });
}
