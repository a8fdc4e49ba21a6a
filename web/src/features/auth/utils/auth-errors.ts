/**
 * Firebase Auth error codes → message keys of the `auth` namespace (seed 000 §8 auth rows). Everything not listed
 * is `internal` ("something went wrong, contact us"); callers log those with context.
 */

/** Login errors a user can meet, as keys of `auth:errors`. */
export type LoginErrorKey =
  | 'invalidCredentials'
  | 'needEmailVerification'
  | 'accountNotExist'
  | 'alreadyEmailAndPasswordRegister'
  | 'tooManyRequests'
  | 'network'
  | 'popupBlocked'
  | 'invalidTwoFactorCode'
  | 'twoFactorExpired'
  | 'twoFactorUnsupported'
  | 'internal';

const COMMON = new Map<string, 'tooManyRequests' | 'network' | 'popupBlocked'>([
  ['auth/too-many-requests', 'tooManyRequests'],
  ['auth/network-request-failed', 'network'],
  ['auth/popup-blocked', 'popupBlocked'],
]);

/**
 * Wrong password, unknown account, an e-mail tied to another sign-in method and a disabled account all read
 * "invalid credentials" (seed 000 §8), which also avoids revealing whether an account exists.
 */
export function loginErrorKey(code: string | undefined): LoginErrorKey {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/user-disabled':
      return 'invalidCredentials';
    // A social sign-in whose e-mail already belongs to an account of another provider.
    case 'auth/account-exists-with-different-credential':
    case 'auth/credential-already-in-use':
      return 'alreadyEmailAndPasswordRegister';
    default:
      return (code !== undefined ? COMMON.get(code) : undefined) ?? 'internal';
  }
}

/** A closed or superseded sign-in pop-up: not an error for the user, only logged (seed 000 §4 "Login"). */
export function isPopupCancelled(code: string | undefined): boolean {
  return (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  );
}

/** Registration errors, keys of `auth:register.errors`. */
export type RegisterErrorKey =
  | 'alreadyRegistered'
  | 'alreadyRegisteredGoogle'
  | 'alreadyRegisteredMicrosoft'
  | 'alreadyRegisteredEmailPassword'
  | 'weakPassword'
  | 'invalidEmail'
  | 'tooManyRequests'
  | 'network'
  | 'popupBlocked'
  | 'internal';

export function registerErrorKey(code: string | undefined): RegisterErrorKey {
  switch (code) {
    case 'auth/email-already-in-use':
      return 'alreadyRegistered';
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return 'weakPassword';
    case 'auth/invalid-email':
      return 'invalidEmail';
    case 'auth/account-exists-with-different-credential':
    case 'auth/credential-already-in-use':
      return 'alreadyRegisteredEmailPassword';
    default:
      return (code !== undefined ? COMMON.get(code) : undefined) ?? 'internal';
  }
}

/** Password-reset errors, keys of `auth:resetPasswordPage.errors`. */
export type ResetErrorKey = 'unknownEmail' | 'invalidEmail' | 'tooManyRequests' | 'network' | 'internal';

export function resetErrorKey(code: string | undefined): ResetErrorKey {
  switch (code) {
    case 'auth/user-not-found':
      return 'unknownEmail';
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return 'invalidEmail';
    case 'auth/too-many-requests':
      return 'tooManyRequests';
    case 'auth/network-request-failed':
      return 'network';
    default:
      return 'internal';
  }
}

/** The `code` of a Firebase error, if the value is one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/**
 * The identity provider's own sentence from a Firebase error (seed 000 §5: a weak password shows the provider's
 * message): `Firebase: Password should be at least 6 characters (auth/weak-password).` → `Password should be at
 * least 6 characters`. Empty when there is none.
 */
export function providerMessage(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return error.message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?\s*$/, '')
    .replace(/^Error\s*$/, '')
    .trim();
}
