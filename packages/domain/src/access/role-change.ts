import { CLAIMABLE_ROLES } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';

/**
 * Who may change whose roles (seed 000 §3 "Role", §6, issue 4 item 2). One rule set for the admin console (which
 * options it offers) and the `setUserRoles` callable (which enforces it on the caller's current claims):
 *
 * 1. Only admin and superAdmin change roles; product admins (custom roles), employees and everyone else may not.
 * 2. Only a superAdmin grants or removes `superAdmin`, and only a superAdmin changes anything of a user who holds it
 *    (an admin cannot demote a superior by removing their other roles either).
 * 3. Nobody lowers their own admin level (superAdmin > admin > none) through this path: another admin must do it.
 *    So a tenant always keeps at least one administrator, and nobody locks themselves out by a slip of the mouse.
 */

export type RoleAuthorityProblem = 'not-admin' | 'superadmin-only' | 'self-demotion';

/** 2 for superAdmin, 1 for admin, 0 otherwise. */
export function adminLevel(roles: readonly string[]): 0 | 1 | 2 {
  if (roles.includes('superAdmin')) return 2;
  return roles.includes('admin') ? 1 : 0;
}

export interface RoleChangeRequestContext {
  actorUid: string;
  /** The actor's roles from their current claims (not from a possibly stale token). */
  actorRoles: readonly string[];
  targetUid: string;
  /** The target's roles before and after the change (without `insight`/`guest`). */
  before: readonly string[];
  after: readonly string[];
}

/**
 * Rule 2, the superAdmin lock: nothing of a user who holds `superAdmin` may be changed by an actor who does not. The
 * console disables the user's "Change roles" button with it; `roleChangeRefusal` enforces it.
 */
export function superAdminLocked(actorRoles: readonly string[], targetRoles: readonly string[]): boolean {
  return adminLevel(actorRoles) < 2 && targetRoles.includes('superAdmin');
}

/**
 * Rule 2, the other half: whether the actor may grant or remove `role` at all (only a superAdmin touches
 * `superAdmin`). The console disables the role's checkbox with it; `roleChangeRefusal` enforces it.
 */
export function mayAssignRole(actorRoles: readonly string[], role: string): boolean {
  return role !== 'superAdmin' || adminLevel(actorRoles) === 2;
}

/** Why the actor may not make this change, or `null` when they may (rules 1-3 above, checked in that order). */
export function roleChangeRefusal(ctx: RoleChangeRequestContext): RoleAuthorityProblem | null {
  if (adminLevel(ctx.actorRoles) === 0) return 'not-admin';
  if (
    superAdminLocked(ctx.actorRoles, ctx.before) ||
    ctx.after.some((role) => !mayAssignRole(ctx.actorRoles, role))
  ) {
    return 'superadmin-only';
  }
  if (ctx.actorUid === ctx.targetUid && adminLevel(ctx.after) < adminLevel(ctx.before))
    return 'self-demotion';
  return null;
}

/**
 * Role names that can be granted: the tenant's allowed roles plus every custom role of the platform settings, without
 * the implicit `guest`/`insight` and names with a colon; unique, in a stable order (built-in roles in the order of
 * `CLAIMABLE_ROLES`, then the rest alphabetically).
 */
export function grantableRoleNames(input: {
  tenantAllowedRoles: readonly string[];
  userDefinedRoles: readonly Pick<UserDefinedRole, 'name'>[];
}): string[] {
  const names = new Set<string>();
  for (const name of [...input.tenantAllowedRoles, ...input.userDefinedRoles.map((r) => r.name)]) {
    const trimmed = name.trim();
    if (trimmed && trimmed !== 'guest' && trimmed !== 'insight' && !trimmed.includes(':')) names.add(trimmed);
  }
  const builtInOrder = (name: string) => {
    const i = (CLAIMABLE_ROLES as readonly string[]).indexOf(name);
    return i === -1 ? CLAIMABLE_ROLES.length : i;
  };
  return [...names].sort((a, b) => builtInOrder(a) - builtInOrder(b) || a.localeCompare(b, 'en'));
}

/** Same roles, ignoring order and duplicates. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((r) => right.has(r));
}
