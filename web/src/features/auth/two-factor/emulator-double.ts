import type { Auth, User } from 'firebase/auth';
import type { FirstFactor } from '../../../lib/credentials';
import { listenerSet, TwoFactorError, type TwoFactorAdapter } from './adapter';
import { base32Encode, otpauthUrl, verifyTotp } from './totp';

/** Where the double keeps enrolments (browser localStorage in the app, a Map in unit tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TotpDoubleDeps {
  storage: KeyValueStorage;
  /** The plain first-factor sign-in (Firebase's `signInWithCredential` / `signInWithPopup`). */
  signIn: (auth: Auth, first: FirstFactor) => Promise<User>;
  signOut: (auth: Auth) => Promise<void>;
  now?: () => number;
  randomBytes?: (length: number) => Uint8Array;
}

export const TOTP_DOUBLE_STORAGE_PREFIX = 'portal.emulatorTotp.';
/** Secret length of Firebase's TOTP secrets (160 bits, RFC 4226's recommendation). */
const SECRET_BYTES = 20;

/**
 * EMULATOR ONLY. The Auth emulator has no TOTP multi-factor, so this double plays the identity provider's part in
 * the browser: it generates the secret, checks codes with real RFC 6238 arithmetic (an authenticator app, or a test
 * computing the code from the secret, passes), keeps the enrolment in localStorage per uid, and on sign-in of an
 * enrolled account signs the first factor out again until the code is given (what Firebase's
 * `auth/multi-factor-auth-required` does server-side). It protects nothing and is never selected against a real
 * project (see `active-adapter.ts`).
 */
export function createTotpDouble(deps: TotpDoubleDeps): TwoFactorAdapter {
  const { subscribe, notify } = listenerSet();
  const now = deps.now ?? (() => Date.now());
  const randomBytes = deps.randomBytes ?? ((n: number) => crypto.getRandomValues(new Uint8Array(n)));
  const key = (uid: string) => `${TOTP_DOUBLE_STORAGE_PREFIX}${uid}`;
  const check = async (secret: string, code: string) => {
    if (!(await verifyTotp(secret, code, now()))) throw new TwoFactorError('invalidCode');
  };

  return {
    kind: 'emulatorDouble',
    subscribe,
    isEnrolled: (user) => deps.storage.getItem(key(user.uid)) !== null,

    async signIn(auth, first) {
      const user = await deps.signIn(auth, first);
      const secret = deps.storage.getItem(key(user.uid));
      if (secret === null) return { kind: 'signedIn', user };
      await deps.signOut(auth);
      return {
        kind: 'secondFactor',
        challenge: {
          async resolve(code) {
            await check(secret, code);
            return deps.signIn(auth, first);
          },
        },
      };
    },

    startEnrollment(user, labels) {
      const secretKey = base32Encode(randomBytes(SECRET_BYTES));
      return Promise.resolve({
        secretKey,
        otpauthUrl: otpauthUrl({ secret: secretKey, ...labels }),
        async finish(code: string) {
          await check(secretKey, code);
          deps.storage.setItem(key(user.uid), secretKey);
          notify();
        },
      });
    },
  };
}
