import {
  browserLocalPersistence,
  browserSessionPersistence,
  deleteUser,
  sendEmailVerification,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  unlink,
  updateCurrentUser,
  type Auth,
  type User,
} from 'firebase/auth';
import { twoFactor, TwoFactorError } from '../two-factor';
import type { FirstFactorResult, SecondFactorChallenge } from '../two-factor/adapter';
import { errorCode, isPopupCancelled } from '../../../lib/firebase-errors';
import { loginErrorKey, type LoginErrorKey } from '../utils/auth-errors';
import { passwordFactor, socialFactor } from '../../../lib/credentials';
import type { SignInMethod } from '../../../lib/sign-in-methods';
import { checkSignedInAccount } from './login-checks';
import { stagingAuth, stagingDb } from './staging';
import { userRecordExists } from '../../../lib/user-record-store';
import { logger } from '../../../lib/logger';
import { syncTwoFactorStatus } from './sync-two-factor-status';

export type LoginOutcome =
  | { status: 'signedIn' }
  /** The account has a second factor: continue on /auth/login-2fa (the challenge waits in this module). */
  | { status: 'secondFactor' }
  /** A closed pop-up: only logged (seed 000 §4). */
  | { status: 'cancelled' }
  /** The database was unreachable right after sign-in: the page reloads (seed 000 §4). */
  | { status: 'offline' }
  | { status: 'error'; error: LoginErrorKey };

export type LoginRequest =
  | { method: 'password'; email: string; password: string; rememberMe: boolean }
  /** `testEmail`: the simulated provider account, against the emulators only. */
  | { method: 'google' | 'microsoft'; testEmail: string; rememberMe: boolean };

interface PendingSecondFactor {
  challenge: SecondFactorChallenge;
  method: SignInMethod;
  rememberMe: boolean;
}
/** The sign-in waiting for its second factor (kept in memory only: a reload starts the sign-in again). */
let pending: PendingSecondFactor | null = null;

const log = (message: string, error?: unknown) => {
  logger.error(message, { error });
};

/**
 * Sign-in (seed 000 §4 "Login"): the first factor and the checks run on the staging Auth instance (see staging.ts);
 * an account that passes is handed to the app's Auth instance in the persistence "remember me" chose (unchecked:
 * this browser session only).
 */
export async function logIn(auth: Auth, request: LoginRequest): Promise<LoginOutcome> {
  if (auth.currentUser) {
    // Signing in while authenticated is only logged (seed 000 §4).
    logger.info('Sign-in requested while already signed in; ignored');
    return { status: 'signedIn' };
  }
  const first =
    request.method === 'password'
      ? passwordFactor(request.email, request.password)
      : socialFactor(request.method, request.testEmail);
  let result: FirstFactorResult;
  try {
    result = await twoFactor.signIn(stagingAuth(), first);
  } catch (error) {
    return firstFactorFailure(error, request.method);
  }
  if (result.kind === 'secondFactor') {
    pending = { challenge: result.challenge, method: request.method, rememberMe: request.rememberMe };
    return { status: 'secondFactor' };
  }
  return admit(auth, result.user, request.method, request.rememberMe);
}

function firstFactorFailure(error: unknown, method: SignInMethod): LoginOutcome {
  const code = errorCode(error);
  if (isPopupCancelled(code)) {
    logger.info('Sign-in pop-up closed', { code });
    return { status: 'cancelled' };
  }
  if (error instanceof TwoFactorError) {
    log('Second factor of an unsupported kind', error);
    return { status: 'error', error: 'twoFactorUnsupported' };
  }
  const key = loginErrorKey(code);
  if (key === 'internal') log(`Sign-in with ${method} failed`, error);
  return { status: 'error', error: key };
}

/** Whether a sign-in waits for its second factor. */
export const hasPendingSecondFactor = (): boolean => pending !== null;

export function cancelSecondFactor(): void {
  pending = null;
}

/** The second step (/auth/login-2fa): a wrong code can be retried; an expired challenge means starting again. */
export async function finishSecondFactor(auth: Auth, code: string): Promise<LoginOutcome> {
  const current = pending;
  if (!current) return { status: 'error', error: 'twoFactorExpired' };
  let user: User;
  try {
    user = await current.challenge.resolve(code);
  } catch (error) {
    if (error instanceof TwoFactorError && error.kind === 'invalidCode')
      return { status: 'error', error: 'invalidTwoFactorCode' };
    pending = null;
    if (error instanceof TwoFactorError) return { status: 'error', error: 'twoFactorExpired' };
    const key = loginErrorKey(errorCode(error));
    if (key === 'internal') log('Second factor failed', error);
    return { status: 'error', error: key };
  }
  pending = null;
  return admit(auth, user, current.method, current.rememberMe);
}

/** Runs the login checks on the staged user and, if they pass, makes it the app's user. */
async function admit(
  auth: Auth,
  user: User,
  method: SignInMethod,
  rememberMe: boolean,
): Promise<LoginOutcome> {
  const staging = stagingAuth();
  const checked = await checkSignedInAccount(
    {
      signOut: () => signOut(staging),
      unlinkProvider: async (providerId) => {
        await unlink(user, providerId);
      },
      deleteAccount: () => deleteUser(user),
      recordExists: () => userRecordExists(stagingDb(), user.uid),
      log,
    },
    {
      uid: user.uid,
      emailVerified: user.emailVerified,
      providerIds: user.providerData.map((p) => p.providerId),
    },
    method,
  );
  if (!checked.ok) {
    return checked.error === 'offline' ? { status: 'offline' } : { status: 'error', error: checked.error };
  }
  try {
    await setPersistence(auth, rememberMe ? browserLocalPersistence : browserSessionPersistence);
    await updateCurrentUser(auth, user);
  } catch (error) {
    log('Handing the signed-in user to the app failed', error);
    return { status: 'error', error: 'internal' };
  } finally {
    await signOut(staging).catch((error: unknown) => {
      log('Clearing the staging sign-in failed', error);
    });
  }
  // A factor removed outside the app (console, support) reaches the record at the next sign-in; not awaited.
  void syncTwoFactorStatus();
  return { status: 'signedIn' };
}

/**
 * "Resend the verification e-mail" after an unverified login: signs the account in on the staging instance just to
 * send the e-mail, then out again.
 */
export async function resendVerification(input: {
  email: string;
  password: string;
  continueUrl: string;
  lang: string;
}): Promise<{ ok: true } | { ok: false; error: LoginErrorKey }> {
  const staging = stagingAuth();
  staging.languageCode = input.lang;
  try {
    const { user } = await signInWithEmailAndPassword(staging, input.email.trim(), input.password);
    await sendEmailVerification(user, { url: input.continueUrl });
    return { ok: true };
  } catch (error) {
    const key = loginErrorKey(errorCode(error));
    if (key === 'internal') log('Resending the verification e-mail failed', error);
    return { ok: false, error: key };
  } finally {
    await signOut(staging).catch(() => undefined);
  }
}

export async function signOutUser(auth: Auth): Promise<void> {
  await signOut(auth);
}
