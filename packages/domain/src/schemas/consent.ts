import { z } from 'zod';
import { isoDateSchema, languageSchema } from '../tenant/common.js';

/** The legal texts a user accepts (seed 000 §4 "Registration": terms and privacy policy). */
export const LEGAL_DOCUMENTS = ['terms', 'privacyPolicy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** Whether the consent was given when registering or when asked again after a new version (docs/privacy.md). */
export const CONSENT_METHODS = ['registration', 'reconsent'] as const;

/**
 * `users/{uid}/consents/{consentId}`: one accepted version of one legal text. Append-only: the user creates their
 * own, with `acceptedAt` equal to the server's time (`serverTimestamp()`); nobody updates or deletes one from a
 * client (firestore.rules). Deleted with the account (docs/privacy.md "Account deletion").
 */
export const consentRecordSchema = /* @__PURE__ */ z
  .object({
    document: z.enum(LEGAL_DOCUMENTS),
    /** The legal text's date (`currentLegalVersions`). */
    version: isoDateSchema,
    acceptedAt: z.date(),
    /** The page's language when accepted. */
    language: languageSchema,
    how: z.enum(CONSENT_METHODS),
  })
  .strict();
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
/** Every field of a consent record (firestore.rules allows exactly these; tests/rules checks they agree). */
export const CONSENT_RECORD_FIELDS = Object.keys(consentRecordSchema.shape);

/** `dataExports/{uid}` (functions only): when the user last exported their data (`DATA_EXPORT_INTERVAL_MINUTES`). */
export const dataExportMarkerSchema = /* @__PURE__ */ z.object({ at: z.date() }).strict();
