import type { UserRecord } from '@portal/domain';
import { docSource, useLiveStore } from './live-store';
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

/**
 * The signed-in user's own `users/{uid}` record, bound live: profile edits and what functions write (roles mirror,
 * two-factor status, access-rights changes) show up without a reload. Validated by `userRecordSchema` through the
 * converter; an invalid record is reported as an error, never half-used.
 */
export function useUserRecord(): UserRecordState {
  const session = useSession();
  const uid = session.user?.uid;
  // Keyed by uid: a record of a previous user (sign-out then sign-in as someone else) is never shown.
  const loaded = useLiveStore(
    uid ? `users/${uid}` : null,
    docSource((sdk) => sdk.refs(sdk.db).user(uid ?? '')),
  );
  if (session.status === 'loading') return { status: 'loading', data: undefined };
  if (!uid) return { status: 'guest', data: undefined };
  if (loaded.status === 'loading') return { status: 'loading', data: undefined };
  if (loaded.status === 'error') return { status: 'error', data: undefined, error: loaded.error };
  return loaded.data ? { status: 'success', data: loaded.data } : { status: 'missing', data: undefined };
}
