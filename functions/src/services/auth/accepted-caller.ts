import { guestReasonOf, type SessionToken } from '@portal/domain';
import { tenantRuntime } from '../../tenant/tenant-runtime.js';

/**
 * A callable's `request.auth` when the gate accepts its token as a sign-in (packages/domain/src/access/gate.ts
 * `guestReasonOf`: not anonymous, a verified e-mail for password accounts, a login method the tenant offers);
 * otherwise undefined, so the callable answers as to a caller who is not signed in. The API's caller check
 * (services/api/caller.ts) and firestore.rules' `signedIn()` take the same decision.
 */
export function acceptedCaller<A extends { token: object }>(auth: A | undefined): A | undefined {
  if (!auth) return undefined;
  return guestReasonOf(auth.token as SessionToken, tenantRuntime().allowedLoginMethods) === null
    ? auth
    : undefined;
}
