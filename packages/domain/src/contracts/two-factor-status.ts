import { z } from 'zod';

/*
 * Callable `syncTwoFactorStatus` (seed 000 §3 "User record: … two-factor status"): the caller's `users/{uid}
 * .twoFactorEnabled` mirror is set from their Auth account's enrolled second factors. The client only asks; the
 * function reads the truth from Firebase Auth (Admin SDK), so no client can claim a factor it does not have, nor hide
 * one it has. Called after enrolling (register-2fa) and after each sign-in (a factor removed in the console, or by
 * support, is then mirrored at the next sign-in). Decisions: web/src/features/auth/README.md "Two-factor status".
 */

export const syncTwoFactorStatusResponseSchema = /* @__PURE__ */ z.object({
  twoFactorEnabled: z.boolean(),
  /** Whether the user record was there to update (staff accounts may have none). */
  recordUpdated: z.boolean(),
});
export type SyncTwoFactorStatusResponse = z.infer<typeof syncTwoFactorStatusResponseSchema>;

/**
 * Two-factor is on when the account has at least one enrolled second factor. The portal enrols TOTP (seed 000 §9);
 * any other factor an administrator enrolled through Identity Platform (SMS) protects the sign-in just the same.
 */
export const twoFactorEnabledOf = (enrolledFactors: readonly { factorId: string }[] | undefined): boolean =>
  (enrolledFactors ?? []).length > 0;
