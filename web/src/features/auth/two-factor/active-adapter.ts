import { signInWithCredential, signInWithPopup, signOut } from 'firebase/auth';
import { USE_EMULATORS } from '../../../config/env';
import type { TwoFactorAdapter } from './adapter';
import { createTotpDouble, type KeyValueStorage } from './emulator-double';
import { createFirebaseTotpAdapter } from './firebase-totp';

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
export const twoFactor: TwoFactorAdapter = USE_EMULATORS
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
