import type { Auth } from 'firebase-admin/auth';
import { guestReasonOf, rolesFromClaims, sessionRoles } from '@portal/domain';
import { tenantRuntime } from '../../tenant/tenant-runtime.js';
import { ApiHttpError } from './http.js';

export interface Caller {
  /**
   * null for a guest: no Authorization header, or a token the gate does not accept as a sign-in (anonymous, an
   * unverified password account, a provider the tenant does not offer: `guestReasonOf`).
   */
  uid: string | null;
  roles: string[];
}

export const GUEST: Caller = { uid: null, roles: rolesFromClaims(null) };

function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const bearerToken = (header: string): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];

/**
 * Who is calling. No header: a guest. `Bearer <ID token>`: verified with the revocation check, so a user whose
 * roles changed (roles are revoked with the refresh tokens) gets 498 and signs in again (seed 000 §4). Anything else
 * is 401, which the web client answers by retrying once with a fresh token.
 */
export async function resolveCaller(
  auth: Pick<Auth, 'verifyIdToken'>,
  header: string | undefined,
): Promise<Caller> {
  if (header === undefined) return GUEST;
  const token = bearerToken(header);
  if (!token) {
    throw new ApiHttpError('unauthenticated', 'the Authorization header must be "Bearer <ID token>"');
  }
  try {
    const decoded = await auth.verifyIdToken(token, true);
    // One gate for every path (packages/domain/src/access/gate.ts): such a session reads what a guest reads.
    const allowed = tenantRuntime().allowedLoginMethods;
    if (guestReasonOf(decoded, allowed) !== null) return GUEST;
    return { uid: decoded.uid, roles: sessionRoles(decoded, allowed) };
  } catch (error) {
    const code = authErrorCode(error);
    // A disabled account is as final as a revoked token: the client must sign out rather than retry.
    if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
      throw new ApiHttpError('token-revoked', 'the ID token has been revoked; sign in again');
    }
    if (code?.startsWith('auth/')) {
      throw new ApiHttpError('unauthenticated', 'the ID token is invalid or expired');
    }
    throw error;
  }
}

/**
 * The uid of a valid ID token, else null, never an error: for an endpoint open to everyone on which a signed-in
 * user only adds context (the error sink). Without the revocation check: nothing is authorised on the uid, so the
 * extra Auth round trip would buy nothing.
 */
export async function optionalUid(
  auth: Pick<Auth, 'verifyIdToken'>,
  header: string | undefined,
): Promise<string | null> {
  const token = header === undefined ? undefined : bearerToken(header);
  if (!token) return null;
  try {
    return (await auth.verifyIdToken(token)).uid;
  } catch {
    return null;
  }
}
