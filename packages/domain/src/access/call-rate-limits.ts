/*
 * How often one signed-in user may call the sensitive callables (docs/security.md "Rate limits"): role changes, user
 * deletion and forced e-mail verification act on other people's accounts, so a stolen admin session or a script must
 * not run them in bulk. Counted per caller over a sliding minute, in Firestore (`callRateLimits/{callable}-{uid}`)
 * with the contact form's rule (`takeRateLimitHit`), so the limit holds across function instances. An admin working
 * through the Users page by hand stays far below these numbers.
 */

export const CALL_RATE_LIMITS = {
  setUserRoles: { limit: 30, windowMs: 60_000 },
  deleteUser: { limit: 10, windowMs: 60_000 },
  forceEmailVerification: { limit: 10, windowMs: 60_000 },
} as const;

export type RateLimitedCallable = keyof typeof CALL_RATE_LIMITS;

/** The counter's document id: one per callable and caller. */
export const callRateCounterId = (callable: RateLimitedCallable, uid: string): string => `${callable}-${uid}`;
