/*
 * Firebase SDK errors (Auth, Firestore): shared by the sign-in flows and the account settings, which map the codes to
 * their own message keys.
 */

/** The `code` of a Firebase error, if the value is one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

/** A closed or superseded sign-in pop-up: not an error for the user, only logged (seed 000 §4 "Login"). */
export function isPopupCancelled(code: string | undefined): boolean {
  return (
    code === 'auth/popup-closed-by-user' ||
    code === 'auth/cancelled-popup-request' ||
    code === 'auth/user-cancelled'
  );
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

/** The database could not be reached (seed 000 §4: right after sign-in, the page reloads). */
export class DatabaseOfflineError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('database offline', options);
    this.name = 'DatabaseOfflineError';
  }
}
