import { z } from 'zod';
import { INVESTOR_TYPES, LANGUAGES } from '../constants.js';
import { countryCodeSchema, languageSchema } from '../tenant/common.js';

/*
 * The reader's side of every product read (`/api/products/{id}/...` GETs, key numbers): the page language (whose
 * investor-profile checks apply) and, for a visitor, the investor profile kept in browser storage (a signed-in
 * user's profile is read from their record and wins). The API takes `investor_profile` and `country` off the query
 * before the handler parses it (functions/src/services/api/reader-gate.ts); `lang` stays, as the handlers that
 * return text read it too. Self-declared by a visitor: a compliance control, not a secret boundary
 * (docs/security.md).
 */

/**
 * Query parameters of the reader's profile and page; the API strips them before a handler's own schema sees the
 * query. `embed=live`: the reader is a live embeddable page (`/products/{id}/embedded/live-*`), which seed 000 §2
 * exempts from the investor-profile check (the gate's `liveEmbed`).
 */
export const READER_PROFILE_PARAMS = ['investor_profile', 'country', 'embed'] as const;

/** The reader's parameters as the gate reads them from any product read's query (other parameters pass). */
export const readerParamsSchema = /* @__PURE__ */ z.object({
  lang: languageSchema.optional(),
  investor_profile: z.enum(INVESTOR_TYPES).optional(),
  country: countryCodeSchema.optional(),
  embed: z.literal('live').optional(),
});
export type ReaderParams = z.infer<typeof readerParamsSchema>;

/**
 * The reader's page language on calls that return no text: whose investor-profile checks apply (the gate,
 * `readGate`). The reader's profile (`investor_profile`, `country`) is taken off every product read before its
 * handler parses the query (functions/src/services/api/reader-gate.ts), so handlers never see it.
 */
export const readerLang = { lang: /* @__PURE__ */ z.enum(LANGUAGES).optional() };

/** The query of a product read that takes nothing but the reader's page language. */
export const readerOnlyQuerySchema = /* @__PURE__ */ z.strictObject({ ...readerLang });
