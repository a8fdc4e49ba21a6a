import {
  EmailAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  type AuthCredential,
  type AuthProvider,
} from 'firebase/auth';
import { USE_EMULATORS } from '../config/env';
import type { SocialMethod } from './sign-in-methods';

/*
 * First-factor credentials of the sign-in methods: shared by the sign-in flows (features/auth) and the
 * re-authentication of sensitive settings (features/settings).
 */

/** How the first factor signs in: a credential (password, emulator tokens) or a provider pop-up. */
export type FirstFactor =
  { kind: 'credential'; credential: AuthCredential } | { kind: 'popup'; provider: AuthProvider };

export const passwordFactor = (email: string, password: string): FirstFactor => ({
  kind: 'credential',
  credential: EmailAuthProvider.credential(email.trim(), password),
});

/**
 * Google / Microsoft. Against a real project: the provider's pop-up. Against the emulators (which cannot load the
 * providers' scripts offline), a credential with an unsigned ID token for `testEmail`, which the Auth emulator
 * accepts (TOOLCHAIN.md): the same account flows (new account, several providers, missing record) run for real.
 */
export function socialFactor(method: SocialMethod, testEmail: string): FirstFactor {
  if (USE_EMULATORS) {
    const email = testEmail.trim().toLowerCase();
    const idToken = JSON.stringify({ sub: `${method}-${email}`, email, email_verified: true });
    return {
      kind: 'credential',
      credential:
        method === 'google'
          ? GoogleAuthProvider.credential(idToken)
          : new OAuthProvider('microsoft.com').credential({ idToken }),
    };
  }
  const provider = method === 'google' ? new GoogleAuthProvider() : new OAuthProvider('microsoft.com');
  provider.setCustomParameters({ prompt: 'select_account' });
  return { kind: 'popup', provider };
}
