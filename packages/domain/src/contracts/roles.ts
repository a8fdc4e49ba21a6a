import { z } from 'zod';
import {
  adminCallableProblems,
  errorDetailsSchemaOf,
  issueSchemaOf,
  messageKeysOf,
} from './callable-problems.js';
import { storableTextSchema, uidSchema } from './uid.js';

/**
 * The `setUserRoles` callable (functions/src/functions/roles.ts): an admin replaces a user's roles, with a reason.
 * Role names are only checked for shape here; whether the tenant allows them is decided by the function, which names
 * every refused role in its error.
 */
export const ROLE_CHANGE_REASON_MAX = 500;
/** More than any tenant defines; keeps a hostile payload small (claims have a 1000-byte limit anyway). */
export const ROLE_CHANGE_ROLES_MAX = 50;

export const setUserRolesRequestSchema = /* @__PURE__ */ z
  .object({
    uid: uidSchema,
    /** The complete new set of roles (not a delta); `[]` removes every role. */
    roles: z.array(storableTextSchema(100)).max(ROLE_CHANGE_ROLES_MAX),
    reason: storableTextSchema(ROLE_CHANGE_REASON_MAX),
  })
  .strict();
export type SetUserRolesRequest = z.infer<typeof setUserRolesRequestSchema>;

export const setUserRolesResponseSchema = /* @__PURE__ */ z.object({
  uid: z.string(),
  /** Normalised: trimmed, unique, sorted. */
  roles: z.array(z.string()),
  previousRoles: z.array(z.string()),
  /** `false` when the roles were already these: nothing but the audit entry was written, nobody is signed out. */
  changed: z.boolean(),
  /** What `users/{uid}.accessChangedAt` was set to (ms); `null` when unchanged or the user has no record. */
  accessChangedAt: z.number().int().nullable(),
});
export type SetUserRolesResponse = z.infer<typeof setUserRolesResponseSchema>;

/**
 * Why a role change was refused. Each problem has one i18n key (namespace `admin`) and one callable error code, so
 * the web shows a translated message and tests can assert the code.
 */
export const ROLE_CHANGE_PROBLEMS = {
  ...adminCallableProblems('roleErrors'),
  'self-demotion': { code: 'failed-precondition', messageKey: 'roleErrors.selfDemotion' },
  'invalid-uid': { code: 'invalid-argument', messageKey: 'roleErrors.invalidInput' },
  'colon-in-role': { code: 'invalid-argument', messageKey: 'roleErrors.colonInRole' },
  'implicit-role': { code: 'invalid-argument', messageKey: 'roleErrors.implicitRole' },
  'role-not-allowed': { code: 'invalid-argument', messageKey: 'roleErrors.roleNotAllowed' },
  'claims-too-large': { code: 'invalid-argument', messageKey: 'roleErrors.claimsTooLarge' },
  'missing-actor': { code: 'internal', messageKey: 'roleErrors.internal' },
} as const;
export type RoleChangeProblem = keyof typeof ROLE_CHANGE_PROBLEMS;
export type RoleChangeMessageKey = (typeof ROLE_CHANGE_PROBLEMS)[RoleChangeProblem]['messageKey'];
export const ROLE_CHANGE_MESSAGE_KEYS = messageKeysOf(ROLE_CHANGE_PROBLEMS);

/** One reason a change was refused, with the data to explain it (STYLE.md §12: field and value, or the role). */
export const roleChangeIssueSchema = issueSchemaOf(ROLE_CHANGE_PROBLEMS).extend({
  /** The offending role, when the problem is about one. */
  role: z.string().optional(),
});
export type RoleChangeIssue = z.infer<typeof roleChangeIssueSchema>;

/** `details` of the callable's `HttpsError`. */
export const roleChangeErrorDetailsSchema = errorDetailsSchemaOf(
  ROLE_CHANGE_MESSAGE_KEYS,
  roleChangeIssueSchema,
);
export type RoleChangeErrorDetails = z.infer<typeof roleChangeErrorDetailsSchema>;
