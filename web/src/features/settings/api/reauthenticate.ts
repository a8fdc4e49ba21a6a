import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { socialFactor } from '../../../lib/credentials';
import { PROVIDER_IDS, type SignInMethod, type SocialMethod } from '../../../lib/sign-in-methods';
import { errorCode, isPopupCancelled } from '../../../lib/firebase-errors';
import { logger } from '../../../lib/logger';

/** The sign-in methods linked to the account, password first. */
export function accountMethods(user: Pick<User, 'providerData'>): SignInMethod[] {
  const ids = new Set(user.providerData.map((p) => p.providerId));
  return (['password', 'google', 'microsoft'] as const).filter((method) => ids.has(PROVIDER_IDS[method]));
}

export type ReauthError =
  'wrongPassword' | 'cancelled' | 'tooManyRequests' | 'network' | 'twoFactor' | 'failed';

function reauthErrorOf(error: unknown): ReauthError {
  const code = errorCode(error);
  if (isPopupCancelled(code)) return 'cancelled';
  switch (code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'wrongPassword';
    case 'auth/too-many-requests':
      return 'tooManyRequests';
    case 'auth/network-request-failed':
      return 'network';
    // Re-authenticating an account with a second factor needs the second step, which this prompt does not offer:
    // a fresh login (with the code) is the way.
    case 'auth/multi-factor-auth-required':
      return 'twoFactor';
    default:
      logger.error('Re-authentication failed', { error });
      return 'failed';
  }
}

/**
 * A fresh sign-in of the signed-in user (seed 000 §4: sensitive actions need a recent login): the password, or the
 * Google / Microsoft account (the emulator credential against the emulators, see lib/credentials.ts).
 */
export async function reauthenticate(
  user: User,
  input: { method: 'password'; password: string } | { method: SocialMethod },
): Promise<{ ok: true } | { ok: false; error: ReauthError }> {
  try {
    if (input.method === 'password') {
      await reauthenticateWithCredential(
        user,
        EmailAuthProvider.credential(user.email ?? '', input.password),
      );
    } else {
      const first = socialFactor(input.method, user.email ?? '');
      if (first.kind === 'credential') await reauthenticateWithCredential(user, first.credential);
      else await reauthenticateWithPopup(user, first.provider);
    }
    return { ok: true };
  } catch (error) {
    return { ok: false, error: reauthErrorOf(error) };
  }
}
