import { sendPasswordResetEmail, type Auth } from 'firebase/auth';
import { errorCode } from '../../../lib/firebase-errors';
import { resetErrorKey, type ResetErrorKey } from '../utils/auth-errors';
import { logger } from '../../../lib/logger';

/** Sends the identity provider's password-reset e-mail; its link leads through /auth/handled-by-firebase. */
export async function sendPasswordReset(
  auth: Auth,
  input: { email: string; continueUrl: string; lang: string },
): Promise<{ ok: true } | { ok: false; error: ResetErrorKey }> {
  auth.languageCode = input.lang;
  try {
    await sendPasswordResetEmail(auth, input.email.trim(), { url: input.continueUrl });
    return { ok: true };
  } catch (error) {
    const key = resetErrorKey(errorCode(error));
    if (key === 'internal') logger.error('Sending the password-reset e-mail failed', { error });
    return { ok: false, error: key };
  }
}
