import { EmailAuthProvider, GoogleAuthProvider, OAuthProvider } from 'firebase/auth';
import { env } from '../../../config/env';
import type { FirstFactor } from '../two-factor/adapter';
import type { SignInMethod } from './login-checks';

export type SocialMethod = Exclude<SignInMethod, 'password'>;

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
  if (env.useEmulators) {
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
