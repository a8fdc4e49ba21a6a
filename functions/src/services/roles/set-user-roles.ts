import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  claimsForRoles,
  ROLE_CLAIM_PREFIX,
  roleChangeRefusal,
  rolesFromClaims,
  sameRoles,
  type RoleChangeIssue,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * Granting roles (seed 000 §3 "Role", §4, §6): roles live in the ID token as `role:<name>: true` custom claims, so
 * rules and the API check them without a read. Custom roles are only names here; which products they administer is
 * in `settings/platform` (claims have a 1000-byte limit, product lists would not fit). See README.md here.
 */

export type { RoleChangeIssue };

export interface SetUserRolesInput {
  uid: string;
  /** The complete new set of roles (not a delta). `guest` and `insight` are implicit and cannot be granted. */
  roles: string[];
  /** Why; shown in the audit log (the admin console asks for it). */
  reason: string;
  actorUid: string;
  /** Roles grantable on this tenant (see `grantableRoleNames` and README.md). */
  allowedRoleNames: readonly string[];
  /**
   * The actor's roles from their current claims. When given, the authority rules of `roleChangeRefusal` apply (who
   * may touch superAdmin, no self-demotion). Absent only for trusted system callers (the seed, scripts).
   */
  actorRoles?: readonly string[];
}

export interface SetUserRolesResult {
  uid: string;
  roles: string[];
  previousRoles: string[];
  changed: boolean;
  /** `users/{uid}.accessChangedAt` as written (ms), or `null` (unchanged roles, or no record to mirror into). */
  accessChangedAt: number | null;
  auditId: string;
}

/** A role change that was refused; nothing was changed. */
export class RoleChangeError extends Error {
  constructor(readonly issues: readonly RoleChangeIssue[]) {
    super(`role change refused: ${issues.map((i) => i.message).join('; ')}`);
    this.name = 'RoleChangeError';
  }
}

/** Firebase rejects custom claims whose JSON exceeds 1000 bytes. */
const MAX_CLAIMS_BYTES = 1000;

/**
 * Checks a role change without touching anything. Returns the normalised roles (trimmed, de-duplicated, sorted so the
 * audit log compares cleanly) or every problem found.
 */
export function validateRoleChange(
  input: SetUserRolesInput,
): { ok: true; roles: string[] } | { ok: false; issues: RoleChangeIssue[] } {
  const issues: RoleChangeIssue[] = [];
  if (!input.uid.trim()) issues.push({ problem: 'invalid-uid', field: 'uid', message: 'uid is empty' });
  if (!input.reason.trim())
    issues.push({ problem: 'missing-reason', field: 'reason', message: 'a reason is required' });
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

export interface SetUserRolesDeps {
  auth: Auth;
  db: Firestore;
  now?: () => Date;
  /** Where a failed roll-back is reported (it needs a human: claims and record disagree). */
  log?: { error: (message: string, context?: Record<string, unknown>) => void };
}

/**
 * Sets a user's roles, all or nothing as far as Firebase allows (Auth and Firestore share no transaction):
 *
 * 1. validate the names (and, with `actorRoles`, the actor's authority); read the current claims and the record;
 * 2. write the `role:*` claims (other claims kept): the token is the source of truth;
 * 3. revoke the refresh tokens, so every session must sign in again to get the new rights (seed 000 §4);
 * 4. one batch: mirror `roles` and set `accessChangedAt` (ms) on `users/{uid}` when the record exists (the web
 *    watcher signs open sessions out on it), and append the `auditLogs` entry;
 * 5. if the batch fails, the old claims are put back and the error is rethrown. The revocation cannot be undone,
 *    which is harmless: those sessions sign in again and get their old roles.
 *
 * Unchanged roles write only the audit entry (an admin confirmed them, with a reason) and sign nobody out.
 * Throws `RoleChangeError` on bad input, missing authority or an unknown user; nothing is written then.
 */
export async function setUserRoles(
  deps: SetUserRolesDeps,
  input: SetUserRolesInput,
): Promise<SetUserRolesResult> {
  const checked = validateRoleChange(input);
  if (!checked.ok) throw new RoleChangeError(checked.issues);
  const { roles } = checked;
  const uid = input.uid.trim();

  let existing: Record<string, unknown> | undefined;
  try {
    existing = (await deps.auth.getUser(uid)).customClaims;
  } catch (error) {
    if (isUserNotFound(error)) {
      throw new RoleChangeError([
        { problem: 'user-not-found', field: 'uid', value: uid, message: `no user with uid ${uid}` },
      ]);
    }
    throw error;
  }
  const previousRoles = rolesInClaims(existing);

  if (input.actorRoles) {
    const refusal = roleChangeRefusal({
      actorUid: input.actorUid,
      actorRoles: input.actorRoles,
      targetUid: uid,
      before: previousRoles,
      after: roles,
    });
    if (refusal) throw new RoleChangeError([{ problem: refusal, message: refusalMessage[refusal] }]);
  }

  const r = refs(deps.db);
  const now = deps.now ?? (() => new Date());
  const auditRef = r.auditLogs().doc();
  const audit = (changed: boolean, at: Date) => ({
    type: 'setUserRoles',
    uid,
    actorUid: input.actorUid,
    previousRoles,
    roles,
    changed,
    reason: input.reason.trim(),
    at,
  });
  const result = { uid, roles, previousRoles, auditId: auditRef.id };

  if (sameRoles(previousRoles, roles)) {
    await auditRef.create(audit(false, now()));
    return { ...result, changed: false, accessChangedAt: null };
  }

  const claims = nextClaims(existing, roles);
  const userRef = r.user(uid);
  const record = await userRef.get();

  await deps.auth.setCustomUserClaims(uid, claims);
  const restoreClaims = async (cause: unknown) => {
    try {
      await deps.auth.setCustomUserClaims(uid, existing ?? null);
    } catch (restoreError) {
      deps.log?.error('role change failed and the old claims could not be restored', {
        uid,
        previousRoles,
        roles,
        cause: String(cause),
        restoreError: String(restoreError),
      });
    }
  };

  let accessChangedAt: number | null = null;
  try {
    await deps.auth.revokeRefreshTokens(uid);
    // After the revocation: a session that signs in from now on is never older than this mark.
    const at = now();
    const batch = deps.db.batch();
    if (record.exists) {
      accessChangedAt = at.getTime();
      batch.update(userRef, { roles, accessChangedAt });
    }
    batch.create(auditRef, audit(true, at));
    await batch.commit();
  } catch (error) {
    await restoreClaims(error);
    throw error;
  }
  return { ...result, changed: true, accessChangedAt };
}

const refusalMessage: Record<'not-admin' | 'superadmin-only' | 'self-demotion', string> = {
  'not-admin': 'only admin and superAdmin may change roles',
  'superadmin-only': 'only a superAdmin may grant or remove superAdmin, or change the roles of a superAdmin',
  'self-demotion': 'you cannot lower your own admin rights; ask another admin',
};
