import { BUILT_IN_ROLES } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';

/**
 * Editing the custom roles of the platform settings (Admin → Platform settings → Roles; seed 000 §3 "Role", §5 "Role
 * name must not contain a colon", §6). One rule set for the admin console, which validates the form with it and
 * applies the change inside a transaction, and for firestore.rules, which check the shape they can (a list of at
 * most {@link CUSTOM_ROLES_MAX}, admins only). The functions trigger derives the product-admin claims from the result.
 *
 * - A name is trimmed, 1 to {@link CUSTOM_ROLE_NAME_MAX} characters, has no colon (claims are `role:<name>`), and
 *   differs, ignoring case, from every built-in role and every other custom role (`Admin` next to `admin` would read
 *   as the same role in the Users page while granting something else).
 * - A role administers at least one product, each one of the catalogue, without duplicates.
 * - A name is fixed once created: users hold the role as a claim named after it, so a rename would silently take
 *   their rights away. Delete and add instead (and re-grant the new role on the Users page).
 */

export const CUSTOM_ROLE_NAME_MAX = 60;
/** More than any tenant needs; keeps `settings/platform` small (rules check it too). */
export const CUSTOM_ROLES_MAX = 50;

export type CustomRoleProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameColon'
  | 'nameBuiltIn'
  | 'nameTaken'
  | 'productsRequired'
  | 'unknownProduct'
  | 'tooManyRoles'
  | 'roleNotFound';

export interface CustomRoleIssue {
  field: 'name' | 'allowedProductIds';
  problem: CustomRoleProblem;
  /** The offending value: the name, or the unknown product id. */
  value?: string;
}

export interface CustomRoleDraft {
  name: string;
  allowedProductIds: readonly string[];
}

const builtIn = (BUILT_IN_ROLES as readonly string[]).map((r) => r.toLowerCase());

/** Normalised draft: trimmed name, product ids unique in the order chosen. */
export function normalizeCustomRole(draft: CustomRoleDraft): UserDefinedRole {
  return { name: draft.name.trim(), allowedProductIds: [...new Set(draft.allowedProductIds)] };
}

/**
 * What is wrong with a role as it would be saved, every problem at once. `existing`: the roles saved now; `editing`:
 * the name of the role being edited (its own name is no clash), absent for a new role; `productIds`: the catalogue.
 */
export function customRoleIssues(
  draft: CustomRoleDraft,
  context: { existing: readonly UserDefinedRole[]; productIds: readonly string[]; editing?: string },
): CustomRoleIssue[] {
  const role = normalizeCustomRole(draft);
  const issues: CustomRoleIssue[] = [];
  const { name } = role;
  if (name === '') issues.push({ field: 'name', problem: 'nameRequired' });
  else if (name.length > CUSTOM_ROLE_NAME_MAX)
    issues.push({ field: 'name', problem: 'nameTooLong', value: name });
  else if (name.includes(':')) issues.push({ field: 'name', problem: 'nameColon', value: name });
  else if (builtIn.includes(name.toLowerCase()))
    issues.push({ field: 'name', problem: 'nameBuiltIn', value: name });
  else if (
    context.existing.some((r) => r.name !== context.editing && r.name.toLowerCase() === name.toLowerCase())
  ) {
    issues.push({ field: 'name', problem: 'nameTaken', value: name });
  }
  if (role.allowedProductIds.length === 0)
    issues.push({ field: 'allowedProductIds', problem: 'productsRequired' });
  for (const id of role.allowedProductIds) {
    if (!context.productIds.includes(id)) {
      issues.push({ field: 'allowedProductIds', problem: 'unknownProduct', value: id });
    }
  }
  return issues;
}

export type CustomRoleChange =
  | { kind: 'add'; role: CustomRoleDraft }
  | { kind: 'edit'; name: string; allowedProductIds: readonly string[] }
  | { kind: 'delete'; name: string };

/**
 * The custom roles after a change, or why it cannot be made. Applied to the roles read inside the saving transaction,
 * so a role another admin added or deleted meanwhile is neither lost nor resurrected.
 */
export function applyCustomRoleChange(
  roles: readonly UserDefinedRole[],
  change: CustomRoleChange,
  productIds: readonly string[],
): { ok: true; roles: UserDefinedRole[] } | { ok: false; issues: CustomRoleIssue[] } {
  if (change.kind === 'add') {
    const issues = customRoleIssues(change.role, { existing: roles, productIds });
    if (roles.length >= CUSTOM_ROLES_MAX) issues.push({ field: 'name', problem: 'tooManyRoles' });
    return issues.length > 0
      ? { ok: false, issues }
      : { ok: true, roles: [...roles, normalizeCustomRole(change.role)] };
  }
  const index = roles.findIndex((r) => r.name === change.name);
  if (index === -1)
    return { ok: false, issues: [{ field: 'name', problem: 'roleNotFound', value: change.name }] };
  if (change.kind === 'delete') return { ok: true, roles: roles.filter((_, i) => i !== index) };
  const draft = { name: change.name, allowedProductIds: change.allowedProductIds };
  const issues = customRoleIssues(draft, { existing: roles, productIds, editing: change.name });
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, roles: roles.map((r, i) => (i === index ? normalizeCustomRole(draft) : r)) };
}
