import { updatePassword, type User } from 'firebase/auth';
import { errorCode, providerMessage } from '../../../lib/firebase-errors';
import { reauthenticate } from './reauthenticate';
import { logger } from '../../../lib/logger';

export type ChangePasswordError = 'wrongPassword' | 'weakPassword' | 'tooManyRequests' | 'network' | 'failed';

/** Re-authenticates with the current password, then sets the new one (seed 000 §2 /settings/change-password). */
export async function changePassword(
  user: User,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true } | { ok: false; error: ChangePasswordError; detail?: string }> {
  const reauth = await reauthenticate(user, { method: 'password', password: input.currentPassword });
  if (!reauth.ok) {
    const error = reauth.error;
    return {
      ok: false,
      error:
        error === 'wrongPassword' || error === 'tooManyRequests' || error === 'network' ? error : 'failed',
    };
  }
  try {
    await updatePassword(user, input.newPassword);
    return { ok: true };
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/weak-password' || code === 'auth/password-does-not-meet-requirements')
      return { ok: false, error: 'weakPassword', detail: providerMessage(error) };
    if (code === 'auth/network-request-failed') return { ok: false, error: 'network' };
    logger.error('Changing the password failed', { error });
    return { ok: false, error: 'failed' };
  }
}
