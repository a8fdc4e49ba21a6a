import type { OperationKind, OperationRecord } from '@portal/domain';
import { querySource, useLiveStore, type LiveState } from '../../lib/live-store';
import { useSession } from '../../lib/session';

export interface OperationEntry {
  id: string;
  record: OperationRecord;
}

/** How many records a history shows (the newest). */
export const OPERATION_HISTORY_SIZE = 50;

/**
 * The operation records of one kind, bound live (progress and status change while the page is open): admins see
 * everybody's, other users their own (firestore.rules). Newest first.
 */
export function useOperations(kind: OperationKind): LiveState<OperationEntry[]> {
  const session = useSession();
  const uid = session.user?.uid;
  const scope = session.isAdmin ? undefined : uid;
  const ready = session.status === 'signedIn' && uid !== undefined;
  return useLiveStore(
    ready ? `operations/${kind}/${scope ?? '*'}` : null,
    querySource(
      (sdk) => sdk.refs(sdk.db).operationsOfKind(kind, scope, OPERATION_HISTORY_SIZE),
      ({ rows }): OperationEntry[] => rows.map(({ id, data }) => ({ id, record: data })),
      { what: 'operation', context: { kind } },
    ),
  );
}
