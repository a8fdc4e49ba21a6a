import {
  getMultiFactorResolver,
  multiFactor,
  signInWithCredential,
  signInWithPopup,
  TotpMultiFactorGenerator,
  type MultiFactorError,
} from 'firebase/auth';
import { errorCode } from '../../../lib/firebase-errors';
import { listenerSet, TwoFactorError, type TwoFactorAdapter } from './adapter';

/** Firebase error codes of the TOTP calls → what the screens tell the user. */
function twoFactorError(error: unknown): unknown {
  switch (errorCode(error)) {
    case 'auth/invalid-verification-code':
      return new TwoFactorError('invalidCode', { cause: error });
    case 'auth/code-expired':
    case 'auth/missing-multi-factor-session':
    case 'auth/invalid-multi-factor-session':
    case 'auth/totp-challenge-timeout':
      return new TwoFactorError('expired', { cause: error });
    case 'auth/requires-recent-login':
      return new TwoFactorError('requiresRecentLogin', { cause: error });
    default:
      return error;
  }
}

const ENROLLMENT_DISPLAY_NAME = 'Authenticator app';

/**
 * Production: Firebase Auth TOTP multi-factor. A sign-in of an enrolled account fails with
 * `auth/multi-factor-auth-required`; its resolver finishes the sign-in with the TOTP assertion.
 */
export function createFirebaseTotpAdapter(): TwoFactorAdapter {
  const { subscribe, notify } = listenerSet();
  return {
    kind: 'firebaseTotp',
    subscribe,
    isEnrolled: (user) =>
      multiFactor(user).enrolledFactors.some(
        (factor) => factor.factorId === TotpMultiFactorGenerator.FACTOR_ID,
      ),

    async signIn(auth, first) {
      try {
        const credential =
          first.kind === 'credential'
            ? await signInWithCredential(auth, first.credential)
            : await signInWithPopup(auth, first.provider);
        return { kind: 'signedIn', user: credential.user };
      } catch (error) {
        if (errorCode(error) !== 'auth/multi-factor-auth-required') throw error;
        const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
        const hint = resolver.hints.find((h) => h.factorId === TotpMultiFactorGenerator.FACTOR_ID);
        // Only TOTP is offered to users; another factor (set up outside the portal) cannot be answered here.
        if (!hint) throw new TwoFactorError('unsupported', { cause: error });
        return {
          kind: 'secondFactor',
          challenge: {
            async resolve(code) {
              try {
                const result = await resolver.resolveSignIn(
                  TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code),
                );
                return result.user;
              } catch (e) {
                throw twoFactorError(e);
              }
            },
          },
        };
      }
    },

    async startEnrollment(user, labels) {
      let secret;
      try {
        const session = await multiFactor(user).getSession();
        secret = await TotpMultiFactorGenerator.generateSecret(session);
      } catch (error) {
        throw twoFactorError(error);
      }
      return {
        secretKey: secret.secretKey,
        otpauthUrl: secret.generateQrCodeUrl(labels.accountName, labels.issuer),
        async finish(code) {
          try {
            await multiFactor(user).enroll(
              TotpMultiFactorGenerator.assertionForEnrollment(secret, code),
              ENROLLMENT_DISPLAY_NAME,
            );
          } catch (error) {
            throw twoFactorError(error);
          }
          notify();
        },
      };
    },
  };
}
