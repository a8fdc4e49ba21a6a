import type { UserRecord } from '@portal/domain';
import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { refs } from './refs';
import { useSession } from './session';

export type UserRecordState =
  /** Auth or the record is still loading. */
  | { status: 'loading'; data: undefined }
  /** Signed out: there is no record (visitors keep their investor profile in browser storage). */
  | { status: 'guest'; data: undefined }
  /** Signed in but no `users/{uid}` document (seed 000 §4 "Login": a missing record deletes the account). */
  | { status: 'missing'; data: undefined }
  | { status: 'error'; data: undefined; error: Error }
  | { status: 'success'; data: UserRecord };

type Loaded = { uid: string } & (
  { status: 'missing' } | { status: 'error'; error: Error } | { status: 'success'; data: UserRecord }
);

/**
 * The signed-in user's own `users/{uid}` record, bound live: profile edits and what functions write (roles mirror,
 * two-factor status, access-rights changes) show up without a reload. Validated by `userRecordSchema` through the
 * converter; an invalid record is reported as an error, never half-used.
 */
export function useUserRecord(): UserRecordState {
  const session = useSession();
  const db = useFirestore();
  const uid = session.user?.uid;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!uid) return;
    return onSnapshot(
      refs(db).user(uid),
      (snapshot) => {
        try {
          const data = snapshot.data();
          setLoaded(data ? { uid, status: 'success', data } : { uid, status: 'missing' });
        } catch (error) {
          setLoaded({
            uid,
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      },
      (error) => {
        setLoaded({ uid, status: 'error', error });
      },
    );
  }, [db, uid]);

  if (session.status === 'loading') return { status: 'loading', data: undefined };
  if (!uid) return { status: 'guest', data: undefined };
  // A record of a previous user (sign-out then sign-in as someone else) is never shown.
  if (loaded?.uid !== uid) return { status: 'loading', data: undefined };
  if (loaded.status === 'success') return { status: 'success', data: loaded.data };
  if (loaded.status === 'error') return { status: 'error', data: undefined, error: loaded.error };
  return { status: 'missing', data: undefined };
}
