import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { OperationKind, OperationRecord } from '@portal/domain';
import { logger } from '../../lib/logger';
import { refs } from '../../lib/refs';
import { useSession } from '../../lib/session';

export interface OperationEntry {
  id: string;
  record: OperationRecord;
}

export type OperationsState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; operations: OperationEntry[] };

/** How many records a history shows (the newest). */
export const OPERATION_HISTORY_SIZE = 50;

/**
 * The operation records of one kind, bound live (progress and status change while the page is open): admins see
 * everybody's, other users their own (firestore.rules). Newest first.
 */
export function useOperations(kind: OperationKind): OperationsState {
  const db = useFirestore();
  const session = useSession();
  const uid = session.user?.uid;
  const scope = session.isAdmin ? undefined : uid;
  const ready = session.status === 'signedIn' && uid !== undefined;
  const key = `${kind}/${scope ?? '*'}`;
  const [state, setState] = useState<{ key: string; value: OperationsState } | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    return onSnapshot(
      refs(db).operationsOfKind(kind, scope, OPERATION_HISTORY_SIZE),
      (snapshot) => {
        const operations: OperationEntry[] = [];
        for (const doc of snapshot.docs) {
          try {
            operations.push({ id: doc.id, record: doc.data() });
          } catch (error) {
            logger.error('An operation record is invalid and is not shown', { kind, id: doc.id, error });
          }
        }
        setState({ key, value: { status: 'success', operations } });
      },
      (error) => {
        logger.error('Could not load the operation history', { kind, error });
        setState({ key, value: { status: 'error' } });
      },
    );
  }, [db, kind, scope, key, ready]);
  return state?.key === key ? state.value : { status: 'loading' };
}
