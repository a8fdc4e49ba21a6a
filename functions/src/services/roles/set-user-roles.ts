import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { claimsForRoles, ROLE_CLAIM_PREFIX, rolesFromClaims } from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * Granting roles (seed 000 §3 "Role", §4, §6): roles live in the ID token as `role:<name>: true` custom claims, so
 * rules and the API check them without a read. Custom roles are only names here; which products they administer is
 * in `settings/platform` (claims have a 1000-byte limit, product lists would not fit).
 */

export interface SetUserRolesInput {
  uid: string;
  /** The complete new set of roles (not a delta). `guest` and `insight` are implicit and cannot be granted. */
  roles: string[];
  /** Why; shown in the audit log (the admin console asks for it). */
  reason: string;
  actorUid: string;
  /** Roles grantable on this tenant: tenant.json `allowedRoles` plus the custom roles of the platform settings. */
  allowedRoleNames: readonly string[];
}

export type RoleChangeProblem =
  | 'invalid-uid'
  | 'missing-reason'
  | 'missing-actor'
  | 'colon-in-role'
  | 'implicit-role'
  | 'role-not-allowed'
  | 'claims-too-large'
  | 'user-not-found';

export interface RoleChangeIssue {
  problem: RoleChangeProblem;
  /** The offending role, when the problem is about one. */
  role?: string;
  message: string;
}

/** A role change that was refused; nothing was changed. */
export class RoleChangeError extends Error {
  constructor(readonly issues: readonly RoleChangeIssue[]) {
    super(`role change refused: ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'RoleChangeError';
  }
}

/** Firebase rejects custom claims whose JSON exceeds 1000 bytes. */
export const MAX_CLAIMS_BYTES = 1000;

/**
 * Checks a role change without touching anything. Returns the normalised roles (trimmed, de-duplicated, sorted so the
 * audit log compares cleanly) or every problem found.
 */
export function validateRoleChange(
  input: SetUserRolesInput,
): { ok: true; roles: string[] } | { ok: false; issues: RoleChangeIssue[] } {
  const issues: RoleChangeIssue[] = [];
  if (!input.uid.trim()) issues.push({ problem: 'invalid-uid', message: 'uid is empty' });
  if (!input.reason.trim()) issues.push({ problem: 'missing-reason', message: 'a reason is required' });
  if (!input.actorUid.trim()) issues.push({ problem: 'missing-actor', message: 'actorUid is empty' });
  const roles = [...new Set(input.roles.map((r) => r.trim()))].sort();
  for (const role of roles) {
    if (role.includes(':')) {
      issues.push({
        problem: 'colon-in-role',
        role,
        message: `role name "${role}" must not contain a colon`,
      });
    } else if (role === 'guest' || role === 'insight') {
      issues.push({
        problem: 'implicit-role',
        role,
        message: `"${role}" follows from being signed in or not`,
      });
    } else if (!input.allowedRoleNames.includes(role)) {
      issues.push({
        problem: 'role-not-allowed',
        role,
        message: `role "${role}" is not allowed on this tenant`,
      });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, roles };
}

/** Role names held through `role:*` claims (without the implicit `insight`), sorted. */
export function rolesInClaims(claims: Readonly<Record<string, unknown>> | undefined): string[] {
  return rolesFromClaims(claims ?? {})
    .filter((r) => r !== 'insight')
    .sort();
}

/** The new claims: every non-role claim kept as is, every `role:*` claim replaced by the given roles. */
export function nextClaims(
  existing: Readonly<Record<string, unknown>> | undefined,
  roles: readonly string[],
) {
  const kept = Object.fromEntries(
    Object.entries(existing ?? {}).filter(([k]) => !k.startsWith(ROLE_CLAIM_PREFIX)),
  );
  const claims: Record<string, unknown> = { ...kept, ...claimsForRoles(roles) };
  const bytes = new TextEncoder().encode(JSON.stringify(claims)).length;
  if (bytes > MAX_CLAIMS_BYTES) {
    throw new RoleChangeError([
      {
        problem: 'claims-too-large',
        message: `custom claims would take ${bytes} bytes (limit ${MAX_CLAIMS_BYTES})`,
      },
    ]);
  }
  return claims;
}

const isUserNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/**
 * Sets a user's roles: validates, writes the `role:*` claims (other claims kept), revokes the refresh tokens so the
 * user must sign in again and picks up the new rights (seed 000 §4), mirrors `roles` into `users/{uid}` when that
 * record exists (for the admin console), and appends an `auditLogs` entry. Throws `RoleChangeError` on bad input or
 * an unknown user; nothing is written then.
 */
export async function setUserRoles(
  deps: { auth: Auth; db: Firestore; now?: () => Date },
  input: SetUserRolesInput,
): Promise<void> {
  const checked = validateRoleChange(input);
  if (!checked.ok) throw new RoleChangeError(checked.issues);
  const { roles } = checked;

  let existing: Record<string, unknown> | undefined;
  try {
    existing = (await deps.auth.getUser(input.uid)).customClaims;
  } catch (error) {
    if (isUserNotFound(error)) {
      throw new RoleChangeError([{ problem: 'user-not-found', message: `no user with uid ${input.uid}` }]);
    }
    throw error;
  }
  const previousRoles = rolesInClaims(existing);
  const claims = nextClaims(existing, roles);

  // The token is the source of truth: it changes first, the mirror and the audit entry follow.
  await deps.auth.setCustomUserClaims(input.uid, claims);
  await deps.auth.revokeRefreshTokens(input.uid);

  const r = refs(deps.db);
  const at = (deps.now ?? (() => new Date()))();
  await deps.db.runTransaction(async (tx) => {
    const userRef = r.user(input.uid);
    const user = await tx.get(userRef);
    if (user.exists) tx.update(userRef, { roles });
    tx.create(r.auditLogs().doc(), {
      type: 'setUserRoles',
      uid: input.uid,
      actorUid: input.actorUid,
      roles,
      previousRoles,
      reason: input.reason.trim(),
      at,
    });
  });
}
