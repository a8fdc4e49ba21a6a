import { signInWithCredential, signInWithPopup, signOut, type User } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { env } from '../../../config/env';
import type { TwoFactorAdapter } from './adapter';
import { createTotpDouble, type KeyValueStorage } from './emulator-double';
import { createFirebaseTotpAdapter } from './firebase-totp';

export { TwoFactorError, type TwoFactorAdapter, type TotpEnrollment } from './adapter';

function browserStorage(): KeyValueStorage {
  try {
    window.localStorage.getItem('probe');
    return window.localStorage;
  } catch {
    // Storage disabled (privacy mode): enrolments of the double then last as long as the page.
    const memory = new Map<string, string>();
    return {
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => memory.set(k, v),
      removeItem: (k) => memory.delete(k),
    };
  }
}

/**
 * The adapter of this build: Firebase TOTP against a real project, the test double against the emulators (the Auth
 * emulator has no TOTP). The choice follows `VITE_USE_EMULATORS`, the same switch that connects the SDK to the
 * emulators, so a production build can never run the double.
 */
export const twoFactor: TwoFactorAdapter = env.useEmulators
  ? createTotpDouble({
      storage: browserStorage(),
      signIn: async (auth, first) =>
        (first.kind === 'credential'
          ? await signInWithCredential(auth, first.credential)
          : await signInWithPopup(auth, first.provider)
        ).user,
      signOut: (auth) => signOut(auth),
    })
  : createFirebaseTotpAdapter();

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
  const { subscribe, isEnrolled } = twoFactor;
  const enrolled = useSyncExternalStore(subscribe, () => (user ? isEnrolled(user) : false));
  return { status: 'ready', enrolled };
}
