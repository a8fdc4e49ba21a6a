import { adminLevel } from './role-change.js';

/**
 * Who may delete a user or force their e-mail verification in Admin → Users (seed 000 §6 "admin and superAdmin ...
 * delete users; force e-mail verification", §8). One rule set for the Users page (which disables what would be
 * refused) and the `deleteUser` / `forceEmailVerification` callables (which enforce it on the caller's current claims
 * and the target's current claims):
 *
 * 1. Only admin and superAdmin; product admins (custom roles), employees and everyone else may not.
 * 2. Only a superAdmin acts on a user who holds `superAdmin` (as for role changes: an admin cannot remove a superior).
 * 3. Nobody deletes their own account here: that is Settings → Delete account, which asks for a recent sign-in and
 *    keeps a tenant from losing its last administrator by a slip. Verifying one's own e-mail is harmless and allowed.
 */

export type UserAdminAction = 'deleteUser' | 'forceEmailVerification';
export type UserAdminRefusal = 'not-admin' | 'superadmin-only' | 'self-delete';

export interface UserAdminContext {
  action: UserAdminAction;
  actorUid: string;
  /** The actor's roles from their current claims (not from a possibly stale token). */
  actorRoles: readonly string[];
  targetUid: string;
  /** The target's current roles (without `insight`/`guest`). */
  targetRoles: readonly string[];
}

/** Why the actor may not do this, or `null` when they may (rules 1-3 above, checked in that order). */
export function userAdminRefusal(ctx: UserAdminContext): UserAdminRefusal | null {
  const actorLevel = adminLevel(ctx.actorRoles);
  if (actorLevel === 0) return 'not-admin';
  if (ctx.action === 'deleteUser' && ctx.actorUid === ctx.targetUid) return 'self-delete';
  if (actorLevel < 2 && ctx.targetRoles.includes('superAdmin')) return 'superadmin-only';
  return null;
}
