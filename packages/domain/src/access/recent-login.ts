/**
 * Firebase refuses sensitive operations (account deletion, password and e-mail changes) with
 * `auth/requires-recent-login` when the session's last sign-in is older than about five minutes. Asking for the
 * password (or provider) before starting avoids a half-done deletion (seed 000 §4: "Sensitive actions need a recent
 * login").
 */
export const RECENT_LOGIN_MS = 5 * 60_000;

/** Whether a sign-in at `authTime` (ms or a date string, as in the ID token result) counts as recent at `now`. */
export function isRecentLogin(authTime: string | number | null | undefined, now: number): boolean {
  if (authTime === null || authTime === undefined || authTime === '') return false;
  const at = typeof authTime === 'number' ? authTime : Date.parse(authTime);
  if (Number.isNaN(at)) return false;
  // A clock slightly ahead of the server's must not make a fresh login look old, nor one from the future count.
  return now - at < RECENT_LOGIN_MS && at - now < RECENT_LOGIN_MS;
}
