import { z } from 'zod';
import { INVESTOR_TYPES } from '../constants.js';
import { countryCodeSchema, idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';

/**
 * `users/{uid}` (seed 000 §3 "User record"). The user reads and edits their own profile fields; roles and two-factor
 * status are written by functions only (mirrors of the token, for the admin console).
 */
export const userRecordSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.email(),
  country: countryCodeSchema,
  investorProfile: z.enum(INVESTOR_TYPES),
  company: z.string().default(''),
  /** Stored empty when absent; its country code only together with a number. */
  telNumber: z.string().default(''),
  telNumberCountryCode: z.string().default(''),
  followingProducts: z.array(z.object({ productId: idSchema, lang: languageSchema })).default([]),
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
