import { PROVIDER_IDS, type SignInMethod } from '../../../lib/sign-in-methods';
import { DatabaseOfflineError } from '../../../lib/firebase-errors';
import type { LoginErrorKey } from '../utils/auth-errors';

/** What the checks need to know about the freshly signed-in account. */
export interface SignedInAccount {
  uid: string;
  emailVerified: boolean;
  /** Provider ids linked to the account (`password`, `google.com`, `microsoft.com`). */
  providerIds: readonly string[];
}

/** The effects the checks may need; bound to Firebase in `sign-in.ts`, to fakes in the unit tests. */
export interface LoginCheckDeps {
  signOut(): Promise<void>;
  unlinkProvider(providerId: string): Promise<void>;
  /** Deletes the Auth account (just signed in, so no re-authentication is needed). */
  deleteAccount(): Promise<void>;
  /** Whether `users/{uid}` exists; throws `DatabaseOfflineError` when the database cannot be reached. */
  recordExists(): Promise<boolean>;
  log(message: string, error?: unknown): void;
}

export type LoginCheckResult = { ok: true } | { ok: false; error: LoginErrorKey | 'offline' };

/**
 * The rules of seed 000 §4 "Login" applied to an account that has just passed its sign-in, in order:
 * 1. a password sign-in needs a verified e-mail address, else sign out (need-verification message);
 * 2. a Google / Microsoft sign-in is refused when the account has several providers linked (the e-mail already
 *    belonged to another account, which the identity provider merged): the provider just used is unlinked again,
 *    the user signed out (errorAlreadyEmailAndPasswordRegister);
 * 3. the account needs a user record, else the Auth account is deleted (errorAccountNotExist, offer to register);
 *    a database that cannot be reached is reported as `offline`.
 * Each refusal leaves nobody signed in, even when a clean-up step fails (logged).
 */
export async function checkSignedInAccount(
  deps: LoginCheckDeps,
  account: SignedInAccount,
  method: SignInMethod,
): Promise<LoginCheckResult> {
  const refuse = async (error: LoginErrorKey | 'offline'): Promise<LoginCheckResult> => {
    try {
      await deps.signOut();
    } catch (e) {
      deps.log('Sign-out after a refused sign-in failed', e);
    }
    return { ok: false, error };
  };

  if (method === 'password' && !account.emailVerified) return refuse('needEmailVerification');

  if (method !== 'password' && account.providerIds.length > 1) {
    try {
      await deps.unlinkProvider(PROVIDER_IDS[method]);
    } catch (e) {
      deps.log(`Could not unlink ${PROVIDER_IDS[method]} from ${account.uid}`, e);
    }
    return refuse('alreadyEmailAndPasswordRegister');
  }

  let exists: boolean;
  try {
    exists = await deps.recordExists();
  } catch (e) {
    if (e instanceof DatabaseOfflineError) return refuse('offline');
    deps.log(`Reading the user record of ${account.uid} failed`, e);
    return refuse('internal');
  }
  if (!exists) {
    try {
      await deps.deleteAccount();
    } catch (e) {
      deps.log(`Could not delete the account ${account.uid} without user record`, e);
    }
    return refuse('accountNotExist');
  }
  return { ok: true };
}
