/**
 * `npm run tenant -- bootstrap-admin <id> <email>`: the first superAdmin of a fresh project. Once one exists, roles are
 * managed in the console (Admin → Users, the `setUserRoles` callable); this command is only for the first one, so it
 * refuses when any account already holds superAdmin. The grant goes through the same module the callable uses
 * (`setUserRoles`: claims, `users/{uid}` mirror, audit entry with the operator as actor and the reason).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { grantableRoleNames, rolesFromClaims } from '@portal/domain';
import { refs } from '../../../functions/src/db/refs.js';
import { rolesInClaims, setUserRoles } from '../../../functions/src/services/roles/set-user-roles.js';

export class BootstrapAdminError extends Error {}

const SUPER_ADMIN = 'superAdmin';

/** Every account holding superAdmin (the claims are the truth: rules and the API read them). */
export async function superAdmins(auth: Auth): Promise<UserRecord[]> {
  const found: UserRecord[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    found.push(...page.users.filter((u) => rolesFromClaims(u.customClaims ?? {}).includes(SUPER_ADMIN)));
    pageToken = page.pageToken;
  } while (pageToken !== undefined);
  return found;
}

export async function bootstrapAdmin(
  deps: { db: Firestore; auth: Auth },
  input: { email: string; tenantAllowedRoles: readonly string[]; actor: string; tenantId: string },
): Promise<{ uid: string; roles: string[]; auditId: string }> {
  let user: UserRecord;
  try {
    user = await deps.auth.getUserByEmail(input.email);
  } catch {
    throw new BootstrapAdminError(
      `no account with the e-mail ${input.email}: the person registers on the site first (or is added in the ` +
        `Firebase console, Authentication), then run this again`,
    );
  }
  if (!input.tenantAllowedRoles.includes(SUPER_ADMIN)) {
    throw new BootstrapAdminError(
      `tenant ${input.tenantId} does not allow the superAdmin role (tenant.json allowedRoles)`,
    );
  }
  const existing = await superAdmins(deps.auth);
  if (existing.length > 0) {
    throw new BootstrapAdminError(
      `refused: ${existing.map((u) => u.email ?? u.uid).join(', ')} already hold${existing.length === 1 ? 's' : ''} ` +
        `superAdmin; further roles are granted in the console (Admin → Users)`,
    );
  }
  // The custom roles are grantable too (a fresh project may have none yet: the provision writes them).
  const platform = (await refs(deps.db).platformSettings().get()).data();
  const userDefinedRoles = platform?.iam.userDefinedRoles ?? [];
  const roles = [...new Set([...rolesInClaims(user.customClaims), SUPER_ADMIN])];
  const result = await setUserRoles(deps, {
    uid: user.uid,
    roles,
    reason: `first superAdmin of the project (npm run tenant -- bootstrap-admin ${input.tenantId})`,
    actorUid: input.actor,
    allowedRoleNames: grantableRoleNames({ tenantAllowedRoles: input.tenantAllowedRoles, userDefinedRoles }),
  });
  return { uid: user.uid, roles: result.roles, auditId: result.auditId };
}
