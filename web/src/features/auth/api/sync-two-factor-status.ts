import { syncTwoFactorStatusResponseSchema } from '@portal/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/firebase';
import { logger } from '../../../lib/logger';

const callable = httpsCallable(functions, 'syncTwoFactorStatus');

/**
 * Asks the server to mirror the signed-in user's two-factor status into their record (the users table shows it). The
 * function reads the factors from Firebase Auth itself; the browser sends nothing but its token. Best effort: a
 * failure is logged and never holds up a sign-in or an enrolment (the next sign-in syncs again).
 */
export async function syncTwoFactorStatus(): Promise<void> {
  try {
    syncTwoFactorStatusResponseSchema.parse((await callable()).data);
  } catch (error) {
    logger.warn('Mirroring the two-factor status failed', { error });
  }
}
