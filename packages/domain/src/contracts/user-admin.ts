import { z } from 'zod';
import {
  adminCallableProblems,
  errorDetailsSchemaOf,
  issueSchemaOf,
  messageKeysOf,
} from './callable-problems.js';
import { storableTextSchema, uidSchema } from './uid.js';

/**
 * The callables of Admin → Users besides `setUserRoles` (functions/src/functions/users.ts): `deleteUser` removes a
 * user's account, record and follows with a reason; `forceEmailVerification` marks their e-mail verified. Both write an
 * audit entry. Who may: `userAdminRefusal` (access/user-admin.ts). Errors carry an i18n key of the web's `userAdmin`
 * namespace (seed 000 §8 "User delete ... forced e-mail verification failures: Message").
 */
export const USER_DELETE_REASON_MAX = 500;

export const deleteUserRequestSchema = /* @__PURE__ */ z.strictObject({
  uid: uidSchema,
  reason: storableTextSchema(USER_DELETE_REASON_MAX),
});
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

export const deleteUserResponseSchema = /* @__PURE__ */ z.object({
  uid: z.string(),
  /** Whether an Auth account existed (a record left behind by an earlier, interrupted deletion has none). */
  authDeleted: z.boolean(),
  /** Whether a `users/{uid}` record existed. */
  recordDeleted: z.boolean(),
  /** Self-registered follower entries removed (`followers/{productId}/entries` with the user's uid). */
  followerEntriesDeleted: z.number().int().nonnegative(),
  auditId: z.string(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;

export const forceEmailVerificationRequestSchema = /* @__PURE__ */ z.strictObject({
  uid: uidSchema,
});
export type ForceEmailVerificationRequest = z.infer<typeof forceEmailVerificationRequestSchema>;

export const forceEmailVerificationResponseSchema = /* @__PURE__ */ z.object({
  uid: z.string(),
  /** `false` when the e-mail was verified already: nothing changed but the audit entry. */
  changed: z.boolean(),
  auditId: z.string(),
});
export type ForceEmailVerificationResponse = z.infer<typeof forceEmailVerificationResponseSchema>;

/** Why a call was refused: one callable error code and one i18n key (namespace `userAdmin`) each. */
export const USER_ADMIN_PROBLEMS = {
  ...adminCallableProblems('errors'),
  'self-delete': { code: 'failed-precondition', messageKey: 'errors.selfDelete' },
  'reason-too-long': { code: 'invalid-argument', messageKey: 'errors.reasonTooLong' },
  'no-email': { code: 'failed-precondition', messageKey: 'errors.noEmail' },
} as const;
export type UserAdminProblem = keyof typeof USER_ADMIN_PROBLEMS;
export type UserAdminMessageKey = (typeof USER_ADMIN_PROBLEMS)[UserAdminProblem]['messageKey'];
export const USER_ADMIN_MESSAGE_KEYS = messageKeysOf(USER_ADMIN_PROBLEMS);

/** One reason a call was refused, with the field and value of an input problem (STYLE.md §12). */
export const userAdminIssueSchema = issueSchemaOf(USER_ADMIN_PROBLEMS);
export type UserAdminIssue = z.infer<typeof userAdminIssueSchema>;

/** `details` of the callables' `HttpsError`. */
export const userAdminErrorDetailsSchema = errorDetailsSchemaOf(
  USER_ADMIN_MESSAGE_KEYS,
  userAdminIssueSchema,
);
export type UserAdminErrorDetails = z.infer<typeof userAdminErrorDetailsSchema>;
