import {
  browserLocalPersistence,
  browserSessionPersistence,
  GoogleAuthProvider,
  OAuthProvider,
  setPersistence,
  signInWithCredential,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { errorCode, loginErrorKey, type LoginErrorKey } from '../utils/auth-errors';

export type SignInResult = { ok: true } | { ok: false; error: LoginErrorKey };

/**
 * E-mail and password sign-in (seed 000 §4 "Login"): "remember me" unchecked keeps the session to this tab's life;
 * an unverified e-mail is signed out again. (The user-record check and 2FA come with the full sign-in flows.)
 */
export async function signInWithPassword(
  auth: Auth,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<SignInResult> {
  try {
    await setPersistence(auth, input.rememberMe ? browserLocalPersistence : browserSessionPersistence);
    const credential = await signInWithEmailAndPassword(auth, input.email.trim(), input.password);
    if (!credential.user.emailVerified) {
      await signOut(auth);
      return { ok: false, error: 'needEmailVerification' };
    }
    return { ok: true };
  } catch (error) {
    const key = loginErrorKey(errorCode(error));
    if (key === 'internal') console.error('Sign-in failed', error);
    return { ok: false, error: key };
  }
}

export type EmulatorProvider = 'google' | 'microsoft';

/**
 * Emulator only: the Auth emulator accepts unsigned ID tokens, so Google/Microsoft accounts can be simulated without
 * the providers' pop-ups (which need scripts from the internet).
 */
export async function signInWithEmulatorProvider(
  auth: Auth,
  provider: EmulatorProvider,
  email: string,
): Promise<SignInResult> {
  const idToken = JSON.stringify({ sub: `${provider}-${email}`, email, email_verified: true });
  const credential =
    provider === 'google'
      ? GoogleAuthProvider.credential(idToken)
      : new OAuthProvider('microsoft.com').credential({ idToken });
  try {
    await signInWithCredential(auth, credential);
    return { ok: true };
  } catch (error) {
    console.error('Emulator provider sign-in failed', error);
    return { ok: false, error: loginErrorKey(errorCode(error)) };
  }
}

export async function signOutUser(auth: Auth): Promise<void> {
  await signOut(auth);
}
