/** Login errors a user can meet, as keys of the `auth` namespace's `errors` (seed 000 §8). */
export type LoginErrorKey =
  'invalidCredentials' | 'needEmailVerification' | 'tooManyRequests' | 'network' | 'internal';

/**
 * Firebase Auth error code → message key. Wrong password, unknown account and an e-mail tied to another sign-in
 * method all read "invalid credentials" (seed 000 §8), which also avoids revealing whether an account exists.
 */
export function loginErrorKey(code: string | undefined): LoginErrorKey {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
    case 'auth/user-disabled':
    case 'auth/account-exists-with-different-credential':
      return 'invalidCredentials';
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
