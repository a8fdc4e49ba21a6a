import { z } from 'zod';
import { INVESTOR_TYPES } from '../constants.js';
import { countryCodeSchema, idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';

/** One followed product (seed 000 §3 "followingProducts (list of productId and lang)"). */
export const followEntrySchema = /* @__PURE__ */ z.object({ productId: idSchema, lang: languageSchema });
export type FollowEntry = z.infer<typeof followEntrySchema>;

/**
 * `users/{uid}` (seed 000 §3 "User record"). The user reads and edits their own profile fields; roles and two-factor
 * status are written by functions only (mirrors of the token, for the admin console). firestore.rules enforces the
 * split (`USER_PROTECTED_FIELDS`), validates field types and lets a write change `followingProducts` only by adding or
 * removing exactly one entry.
 */
export const userRecordSchema = /* @__PURE__ */ z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.email(),
  country: countryCodeSchema,
  investorProfile: z.enum(INVESTOR_TYPES),
  company: z.string().default(''),
  /** Stored empty when absent; its country code only together with a number. */
  telNumber: z.string().default(''),
  telNumberCountryCode: z.string().default(''),
  followingProducts: z.array(followEntrySchema).default([]),
  lastVisitedDay: isoDateSchema.optional(),
  roles: z.array(z.string()).default([]),
  twoFactorEnabled: z.boolean().default(false),
  /**
   * When the user's access rights last changed (ms since epoch; functions only). A session whose sign-in is older is
   * signed out by the client (seed 000 §4 "Receiving new access rights"); the API answers 498 to its revoked token.
   */
  accessChangedAt: z.number().int().nonnegative().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * Fields only functions write (Admin SDK). `email` comes from Auth: set once at creation to the token's address.
 * A user creating their record may include `roles: []` and `twoFactorEnabled: false` (the schema's defaults, which
 * a converter write fills in) but nothing else of these.
 */
export const USER_PROTECTED_FIELDS = ['roles', 'twoFactorEnabled', 'accessChangedAt', 'email'] as const;
/** Every field of the record (firestore.rules refuses others: no forged `role:*` or unknown keys). */
export const USER_RECORD_FIELDS = Object.keys(userRecordSchema.shape) as (keyof UserRecord)[];
