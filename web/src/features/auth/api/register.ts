import {
  currentLegalVersions,
  languageSchema,
  newUserRecord,
  type Registration,
  type UserProfile,
} from '@portal/domain';
import {
  createUserWithEmailAndPassword,
  deleteUser,
  sendEmailVerification,
  signInWithCredential,
  signInWithPopup,
  signOut,
  unlink,
  updateProfile,
  type User,
} from 'firebase/auth';
import { socialFactor } from '../../../lib/credentials';
import { PROVIDER_IDS, type SocialMethod } from '../../../lib/sign-in-methods';
import { errorCode, isPopupCancelled, providerMessage } from '../../../lib/firebase-errors';
import { registerErrorKey, type RegisterErrorKey } from '../utils/auth-errors';
import { runRegistration, type RegistrationResult } from './registration-flow';
import { stagingAuth, stagingDb } from './staging';
import { createUserRecord, deleteUserRecord, userRecordExists } from '../../../lib/user-record-store';
import { logger } from '../../../lib/logger';
import { tenantRuntime } from '../../../config/tenant-runtime';

export type RegisterOutcome =
  | { status: 'registered'; email: string }
  | { status: 'cancelled' }
  /** `detail`: the identity provider's own message (weak password). */
  | { status: 'error'; error: RegisterErrorKey; detail?: string };

const log = (message: string, error?: unknown) => {
  logger.error(message, { error });
};

/** The legal texts the registration form made the user accept, in the page's language (docs/privacy.md). */
const consentOf = (lang: string) => ({
  versions: currentLegalVersions(tenantRuntime.tenantId),
  language: languageSchema.catch('en').parse(lang),
});

const displayNameOf = (profile: UserProfile) => `${profile.firstName} ${profile.lastName}`;

function outcomeOf(result: RegistrationResult, email: string): RegisterOutcome {
  if (result.ok) return { status: 'registered', email };
  if (result.step === 'createAccount') {
    const error = registerErrorKey(errorCode(result.error));
    if (error === 'weakPassword') return { status: 'error', error, detail: providerMessage(result.error) };
    if (error === 'internal') log('Creating the account failed', result.error);
    return { status: 'error', error };
  }
  // Logged with the step by runRegistration; the user only needs to know it did not work.
  return { status: 'error', error: 'internal' };
}

/**
 * Registration with e-mail and password (seed 000 §4): create account, send the verification e-mail, set the display
 * name, create the user record, sign out; any failure after the account exists rolls it back. Runs entirely on the
 * staging Auth instance: the app never sees the new account signed in.
 */
export async function registerWithPassword(
  registration: Registration,
  options: { continueUrl: string; lang: string },
): Promise<RegisterOutcome> {
  const auth = stagingAuth();
  auth.languageCode = options.lang;
  let user: User | null = null;
  const created = (): User => {
    if (!user) throw new Error('no account created');
    return user;
  };
  const result = await runRegistration({
    createAccount: async () => {
      user = (await createUserWithEmailAndPassword(auth, registration.email, registration.password)).user;
    },
    sendVerification: () => sendEmailVerification(created(), { url: options.continueUrl }),
    setDisplayName: () => updateProfile(created(), { displayName: displayNameOf(registration.profile) }),
    // The account's own address (the identity provider normalises it): the security rules compare the two.
    createRecord: () =>
      createUserRecord(
        stagingDb(),
        created().uid,
        newUserRecord(registration.profile, created().email ?? registration.email),
        consentOf(options.lang),
      ),
    signOut: () => signOut(auth),
    deleteRecord: () => deleteUserRecord(stagingDb(), created().uid),
    deleteAccount: () => deleteUser(created()),
    log,
  });
  return outcomeOf(result, registration.email);
}

const ALREADY_REGISTERED: Record<SocialMethod, RegisterErrorKey> = {
  google: 'alreadyRegisteredGoogle',
  microsoft: 'alreadyRegisteredMicrosoft',
};

/**
 * Registration with Google or Microsoft: the provider's account signs in (creating the Auth account when new), then
 * the same steps as with a password. Refused, without touching the account, when it is already registered (it has a
 * record) or when its e-mail belongs to an e-mail-and-password account (the provider link is removed again).
 */
export async function registerWithProvider(
  method: SocialMethod,
  profile: UserProfile,
  options: { testEmail: string; continueUrl: string; lang: string },
): Promise<RegisterOutcome> {
  const auth = stagingAuth();
  auth.languageCode = options.lang;
  const first = socialFactor(method, options.testEmail);
  let user: User;
  try {
    user = (
      first.kind === 'credential'
        ? await signInWithCredential(auth, first.credential)
        : await signInWithPopup(auth, first.provider)
    ).user;
  } catch (error) {
    const code = errorCode(error);
    if (isPopupCancelled(code)) {
      logger.info('Registration pop-up closed', { code });
      return { status: 'cancelled' };
    }
    // Only registered accounts can have a second factor.
    if (code === 'auth/multi-factor-auth-required')
      return { status: 'error', error: ALREADY_REGISTERED[method] };
    const key = registerErrorKey(code);
    if (key === 'internal') log(`Registration with ${method} failed`, error);
    return { status: 'error', error: key };
  }

  const refuse = async (error: RegisterErrorKey): Promise<RegisterOutcome> => {
    await signOut(auth).catch((e: unknown) => {
      log('Sign-out after a refused registration failed', e);
    });
    return { status: 'error', error };
  };
  if (user.providerData.length > 1) {
    await unlink(user, PROVIDER_IDS[method]).catch((e: unknown) => {
      log(`Could not unlink ${PROVIDER_IDS[method]} from ${user.uid}`, e);
    });
    return refuse('alreadyRegisteredEmailPassword');
  }
  let exists: boolean;
  try {
    exists = await userRecordExists(stagingDb(), user.uid);
  } catch (error) {
    log('Reading the user record during registration failed', error);
    return refuse('internal');
  }
  if (exists) return refuse(ALREADY_REGISTERED[method]);

  const email = user.email ?? '';
  const result = await runRegistration({
    createAccount: () =>
      email ? Promise.resolve() : Promise.reject(new Error('provider gave no e-mail address')),
    ...(user.emailVerified
      ? {}
      : { sendVerification: () => sendEmailVerification(user, { url: options.continueUrl }) }),
    setDisplayName: () => updateProfile(user, { displayName: displayNameOf(profile) }),
    createRecord: () =>
      createUserRecord(stagingDb(), user.uid, newUserRecord(profile, email), consentOf(options.lang)),
    signOut: () => signOut(auth),
    deleteRecord: () => deleteUserRecord(stagingDb(), user.uid),
    deleteAccount: () => deleteUser(user),
    log,
  });
  if (!result.ok && result.step === 'createAccount') {
    // The provider account exists but cannot be registered: remove it so it does not linger without a record.
    log('Provider account without e-mail address', result.error);
    await deleteUser(user).catch((e: unknown) => {
      log('Deleting the provider account failed', e);
    });
    return refuse('internal');
  }
  return outcomeOf(result, email);
}
