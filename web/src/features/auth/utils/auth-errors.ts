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
