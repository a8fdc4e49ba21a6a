import { deleteUser, type User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { deleteUserRecord } from '../../../lib/user-record-store';
import { errorCode } from '../../../lib/firebase-errors';
import { runAccountDeletion, type AccountDeletionResult } from './account-deletion';
import { logger } from '../../../lib/logger';

/** Deletes the signed-in user's record, then the Auth account (see account-deletion.ts). */
export function deleteAccount(db: Firestore, user: User): Promise<AccountDeletionResult> {
  return runAccountDeletion(
    {
      deleteRecord: () => deleteUserRecord(db, user.uid),
      deleteAccount: () => deleteUser(user),
      log: (message, error) => {
        logger.error(message, { error });
      },
    },
    (error) => errorCode(error) === 'auth/requires-recent-login',
  );
}
