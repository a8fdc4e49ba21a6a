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
});
export type UserRecord = z.infer<typeof userRecordSchema>;
