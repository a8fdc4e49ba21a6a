import type { UserRecord } from '@portal/domain';
import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { refs } from '../../../lib/refs';

export interface UserRow {
  uid: string;
  record: UserRecord;
}

export type UsersState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  /** `invalid`: uids of records the schema refused; they are left out rather than shown half-read. */
  | { status: 'success'; users: UserRow[]; invalid: string[] };

/**
 * Every `users/{uid}` record, bound live (a role change shows as soon as the function has mirrored it). The rules
 * let only admin and superAdmin list the collection; the route is gated to them too.
 */
export function useUsers(): UsersState {
  const db = useFirestore();
  const [state, setState] = useState<UsersState>({ status: 'loading' });
  useEffect(
    () =>
      onSnapshot(
        refs(db).users(),
        (snapshot) => {
          const users: UserRow[] = [];
          const invalid: string[] = [];
          for (const doc of snapshot.docs) {
            try {
              users.push({ uid: doc.id, record: doc.data() });
            } catch {
              invalid.push(doc.id);
            }
          }
          setState({ status: 'success', users, invalid });
        },
        (error) => {
          setState({ status: 'error', error });
        },
      ),
    [db],
  );
  return state;
}
