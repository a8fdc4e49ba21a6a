import { signOut, type Auth } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { deleteMyAccountResponseSchema } from '@portal/domain';
import { functions } from '../../../lib/firebase';
import { errorCode } from '../../../lib/firebase-errors';
import { logger } from '../../../lib/logger';
import { runAccountDeletion, type AccountDeletionResult } from './account-deletion';

const deleteMyAccount = httpsCallable(functions, 'deleteMyAccount');

/** The server's answer to a sign-in older than the recent-login window (functions/src/services/privacy). */
const isRecentLoginError = (error: unknown): boolean =>
  errorCode(error) === 'functions/failed-precondition' &&
  typeof error === 'object' &&
  error !== null &&
  'details' in error &&
  typeof error.details === 'object' &&
  error.details !== null &&
  'reason' in error.details &&
  error.details.reason === 'requiresRecentLogin';

/** Deletes the signed-in user's account and everything tied to it, then signs out (see account-deletion.ts). */
export function deleteAccount(auth: Auth): Promise<AccountDeletionResult> {
  return runAccountDeletion(
    {
      deleteEverything: async () => {
        deleteMyAccountResponseSchema.parse((await deleteMyAccount()).data);
      },
      signOut: () => signOut(auth),
      log: (message, error) => {
        logger.error(message, { error });
      },
    },
    isRecentLoginError,
  );
}
