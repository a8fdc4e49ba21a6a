import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Strict calendar date `YYYY-MM-DD` (seed 000 §5): the string must also be a real day. */
export const isoDateSchema = /* @__PURE__ */ z
  .string()
  // A malformed date gets this one message, not "not a calendar date" on top.
  .regex(ISO_DATE, { message: 'expected a date as YYYY-MM-DD', abort: true })
  .refine((s) => isRealDate(s), { message: 'not a calendar date' });

/**
 * A real calendar day written strictly `YYYY-MM-DD` (seed 000 §5, §9): `2026-02-30`, `2026-2-1` and `2026-02-28x`
 * are not. The one test for dates typed by a user, read from a file or sent to the API.
 */
export function isRealDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const y = Number(s.slice(0, 4));
  const m = Number(s.slice(5, 7));
  const d = Number(s.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const hexColorSchema = /* @__PURE__ */ z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { message: 'expected a hex colour like #001b6c' });

export const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);

/** Text given per language; at least one language. The UI falls back to English, then to the first one given. */
export const localizedTextSchema = /* @__PURE__ */ z
  .partialRecord(languageSchema, z.string())
  .refine((r) => Object.keys(r).length > 0, { message: 'give the text in at least one language' });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A role name: a built-in role or a custom one (seed 000 §5: a role name must not contain a colon). */
export const roleNameSchema = /* @__PURE__ */ z
  .string()
  .min(1)
  .regex(/^[^:]+$/, { message: 'a role name must not contain a colon' });

/** Product and benchmark ids appear in URLs and Firestore paths: keep them slug-safe. */
export const idSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[a-z0-9][a-z0-9-_.]*$/, { message: 'use lower-case letters, digits, - _ . (slug)' })
  .max(120);

/**
 * An image or video uploaded through the media API (contracts/media.ts): the product it belongs to, its id, and what
 * the editor shows about it. Generic components, contact photos and the overview header's background keep this.
 */
export const mediaRefSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    mediaId: idSchema,
    fileName: z.string().min(1).max(255),
    contentType: z.string().min(1).max(100),
    size: z.number().int().nonnegative(),
  })
  .strict();
export type MediaRef = z.infer<typeof mediaRefSchema>;

/** ISO 3166-1 alpha-2 country code. */
export const countryCodeSchema = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Z]{2}$/, { message: 'expected an ISO country code like CH' });
/** ISO 4217 currency code. */
export const currencySchema = /* @__PURE__ */ z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'expected an ISO currency code like CHF' });
