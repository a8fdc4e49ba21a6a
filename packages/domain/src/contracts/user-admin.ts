import { z } from 'zod';
import { storableTextSchema, uidSchema } from './uid.js';

/**
 * The callables of Admin → Users besides `setUserRoles` (functions/src/functions/users.ts): `deleteUser` removes a
 * user's account, record and follows with a reason; `forceEmailVerification` marks their e-mail verified. Both write an
 * audit entry. Who may: `userAdminRefusal` (access/user-admin.ts). Errors carry an i18n key of the web's `userAdmin`
 * namespace (seed 000 §8 "User delete ... forced e-mail verification failures: Message").
 */
export const USER_DELETE_REASON_MAX = 500;

export const deleteUserRequestSchema = z.strictObject({
  uid: uidSchema,
  reason: storableTextSchema(USER_DELETE_REASON_MAX),
});
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

export const deleteUserResponseSchema = z.object({
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

export const forceEmailVerificationRequestSchema = z.strictObject({
  uid: uidSchema,
});
export type ForceEmailVerificationRequest = z.infer<typeof forceEmailVerificationRequestSchema>;

export const forceEmailVerificationResponseSchema = z.object({
  uid: z.string(),
  /** `false` when the e-mail was verified already: nothing changed but the audit entry. */
  changed: z.boolean(),
  auditId: z.string(),
});
export type ForceEmailVerificationResponse = z.infer<typeof forceEmailVerificationResponseSchema>;

/** Why a call was refused: one callable error code and one i18n key (namespace `userAdmin`) each. */
export const USER_ADMIN_PROBLEMS = {
  unauthenticated: { code: 'unauthenticated', messageKey: 'errors.unauthenticated' },
  'session-revoked': { code: 'unauthenticated', messageKey: 'errors.sessionRevoked' },
  'not-admin': { code: 'permission-denied', messageKey: 'errors.notAdmin' },
  'superadmin-only': { code: 'permission-denied', messageKey: 'errors.superAdminOnly' },
  'self-delete': { code: 'failed-precondition', messageKey: 'errors.selfDelete' },
  'invalid-input': { code: 'invalid-argument', messageKey: 'errors.invalidInput' },
  'missing-reason': { code: 'invalid-argument', messageKey: 'errors.missingReason' },
  'reason-too-long': { code: 'invalid-argument', messageKey: 'errors.reasonTooLong' },
  'user-not-found': { code: 'not-found', messageKey: 'errors.userNotFound' },
  'no-email': { code: 'failed-precondition', messageKey: 'errors.noEmail' },
  'rate-limited': { code: 'resource-exhausted', messageKey: 'errors.rateLimited' },
  internal: { code: 'internal', messageKey: 'errors.internal' },
} as const;
export type UserAdminProblem = keyof typeof USER_ADMIN_PROBLEMS;
export type UserAdminMessageKey = (typeof USER_ADMIN_PROBLEMS)[UserAdminProblem]['messageKey'];
export const USER_ADMIN_MESSAGE_KEYS = [
  ...new Set(Object.values(USER_ADMIN_PROBLEMS).map((p) => p.messageKey)),
] as UserAdminMessageKey[];

/** One reason a call was refused, with the field and value of an input problem (STYLE.md §12). */
export const userAdminIssueSchema = z.object({
  problem: z.enum(Object.keys(USER_ADMIN_PROBLEMS) as [UserAdminProblem, ...UserAdminProblem[]]),
  field: z.string().optional(),
  /** The value received, cut to 100 characters. */
  value: z.string().optional(),
  /** English, for logs. */
  message: z.string(),
});
export type UserAdminIssue = z.infer<typeof userAdminIssueSchema>;

/** `details` of the callables' `HttpsError`. */
export const userAdminErrorDetailsSchema = z.object({
  messageKey: z.enum(USER_ADMIN_MESSAGE_KEYS as [UserAdminMessageKey, ...UserAdminMessageKey[]]),
  issues: z.array(userAdminIssueSchema),
});
export type UserAdminErrorDetails = z.infer<typeof userAdminErrorDetailsSchema>;
