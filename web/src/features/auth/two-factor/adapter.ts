import type { Auth, User } from 'firebase/auth';
import type { FirstFactor } from '../../../lib/credentials';

/**
 * The two-factor adapter (seed 000 §1, §4, §5: TOTP second factor). The screens and the route guard talk to this
 * interface only; `index.ts` picks the implementation:
 * - `firebase-totp.ts`: Firebase Auth's TOTP multi-factor (TotpMultiFactorGenerator, MultiFactorResolver), production;
 * - `emulator-double.ts`: a test double used only against the Auth emulator, which has no TOTP
 *   (`TotpMultiFactorGenerator.generateSecret` fails there). See ../README.md.
 */

/** The second step of a sign-in: resolves with the signed-in user, or throws a `TwoFactorError`. */
export interface SecondFactorChallenge {
  resolve(code: string): Promise<User>;
}

export type FirstFactorResult =
  { kind: 'signedIn'; user: User } | { kind: 'secondFactor'; challenge: SecondFactorChallenge };

/** A started enrolment: the secret to show (QR code and text), finished with a code from the app. */
export interface TotpEnrollment {
  secretKey: string;
  otpauthUrl: string;
  /** Throws a `TwoFactorError` (`invalidCode`, `expired`, `requiresRecentLogin`). */
  finish(code: string): Promise<void>;
}

export interface TwoFactorAdapter {
  readonly kind: 'firebaseTotp' | 'emulatorDouble';
  /** Runs the first factor on `auth`; asks for the second one when the account has a TOTP factor. */
  signIn(auth: Auth, first: FirstFactor): Promise<FirstFactorResult>;
  startEnrollment(user: User, labels: { accountName: string; issuer: string }): Promise<TotpEnrollment>;
  /** Whether the user has a TOTP second factor (synchronous: read from the user or local state). */
  isEnrolled: (user: User) => boolean;
  /** Called after every enrolment change, so status hooks re-render. */
  subscribe: (listener: () => void) => () => void;
}

export type TwoFactorErrorKind = 'invalidCode' | 'expired' | 'requiresRecentLogin' | 'unsupported';

export class TwoFactorError extends Error {
  constructor(
    readonly kind: TwoFactorErrorKind,
    options?: { cause?: unknown },
  ) {
    super(`two-factor: ${kind}`, options);
    this.name = 'TwoFactorError';
  }
}

/** A small listener set shared by both implementations. */
export function listenerSet(): { subscribe: TwoFactorAdapter['subscribe']; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
