import { multiFactor, type User } from 'firebase/auth';

/**
 * Two-factor status of a signed-in user, as the route guard needs it (seed 000 §4 step 3). The sign-in flows own the
 * adapter behind it (Firebase TOTP MFA in production, a test double on the Auth emulator, which has no TOTP).
 */
export interface TwoFactorStatus {
  status: 'loading' | 'ready';
  /** The user has a registered TOTP second factor. */
  enrolled: boolean;
}

export function useTwoFactorStatus(user: User | null): TwoFactorStatus {
  if (!user) return { status: 'ready', enrolled: false };
  return {
    status: 'ready',
    enrolled: multiFactor(user).enrolledFactors.some((factor) => factor.factorId === 'totp'),
  };
}
