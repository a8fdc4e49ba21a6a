import type { UserRecord } from '@portal/domain';
import { useMemo } from 'react';
import { querySource, useLiveStore } from '../../../lib/live-store';

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
  const live = useLiveStore(
    'users/*',
    querySource(
      (sdk) => sdk.refs(sdk.db).users(),
      ({ rows, invalid }) => ({ users: rows.map(({ id, data }) => ({ uid: id, record: data })), invalid }),
      { what: 'user' },
    ),
  );
  return useMemo(() => (live.status === 'success' ? { status: 'success', ...live.data } : live), [live]);
}
