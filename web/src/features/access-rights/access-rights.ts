import { paths } from '../../config/paths';

/*
 * Seed 000 §4 "Login": receiving new access rights forces an automatic sign-out and a fresh login. The
 * `setUserRoles` function revokes the user's refresh tokens and stamps `users/{uid}.accessChangedAt` (ms); a session
 * that signed in before that stamp is stale. Pure rules here; the React side is ./access-rights-watcher.tsx.
 */

/**
 * Whether a session signed in at `authTime` (the ID token's `auth_time`, as ms of a whole second) predates an access
 * change at `accessChangedAt` (ms). Compared in whole seconds, like Firebase's own revocation check: a sign-in in the
 * same second as the change counts as fresh, so a user who signs in right after a change is never thrown out again.
 */
export function signedInBeforeAccessChange(
  authTimeMs: number | null | undefined,
  accessChangedAt: number | null | undefined,
): boolean {
  if (authTimeMs == null || accessChangedAt == null) return false;
  if (!Number.isFinite(authTimeMs) || !Number.isFinite(accessChangedAt)) return false;
  return Math.floor(authTimeMs / 1000) < Math.floor(accessChangedAt / 1000);
}

/**
 * Firebase Auth errors that mean the session is over for good: the refresh token was revoked (roles changed,
 * password changed) or the account was disabled. Network errors and the like are not among them.
 */
const INVALIDATED_SESSION_CODES = ['auth/user-token-expired', 'auth/user-disabled'] as const;

export function isInvalidatedSessionError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (INVALIDATED_SESSION_CODES as readonly unknown[]).includes(error.code)
  );
}

/**
 * Login with the `accessChanged` flag (the login page explains why) and the page to come back to. Auth pages are
 * never a destination to come back to.
 */
export function accessChangedLoginPath(currentPath: string): string {
  const redirectTo = currentPath.startsWith('/auth/') || currentPath === '' ? undefined : currentPath;
  const query = new URLSearchParams({ accessChanged: 'true' });
  if (redirectTo) query.set('redirectTo', redirectTo);
  return `${paths.auth.login()}?${query.toString()}`;
}
