import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { socialFactor, type SocialMethod } from '../../auth/api/credentials';
import { errorCode, isPopupCancelled } from '../../auth/utils/auth-errors';

export type AccountMethod = 'password' | SocialMethod;

/** The sign-in methods linked to the account, password first. */
export function accountMethods(user: Pick<User, 'providerData'>): AccountMethod[] {
  const ids = new Set(user.providerData.map((p) => p.providerId));
  const methods: AccountMethod[] = [];
  if (ids.has('password')) methods.push('password');
  if (ids.has('google.com')) methods.push('google');
  if (ids.has('microsoft.com')) methods.push('microsoft');
  return methods;
}

export type ReauthError =
  'wrongPassword' | 'cancelled' | 'tooManyRequests' | 'network' | 'twoFactor' | 'failed';

export function reauthErrorOf(error: unknown): ReauthError {
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
      console.error('Re-authentication failed', error);
      return 'failed';
  }
}

/**
 * A fresh sign-in of the signed-in user (seed 000 §4: sensitive actions need a recent login): the password, or the
 * Google / Microsoft account (the emulator credential against the emulators, see auth/api/credentials.ts).
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
