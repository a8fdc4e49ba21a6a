import { z } from 'zod';
import { ownsEmail } from '../access/gate.js';
import { CONSENT_METHODS, LEGAL_DOCUMENTS } from '../schemas/consent.js';
import { languageSchema } from '../tenant/common.js';

/*
 * The privacy self-service callables (functions/src/functions/privacy.ts, docs/privacy.md): `exportMyData` gathers
 * everything tied to the caller's uid server-side, and what is kept by e-mail address when the caller proved that
 * address; `deleteMyAccount` deletes it. Dates are ISO 8601 strings (UTC).
 */

/**
 * Whether the data kept by e-mail address rather than uid (`contactMessages`, `followerMails`: the contact form is
 * open to guests, admin-added followers have no account) was looked up for the account:
 * - `matched`: the account's address is verified ({@link ownsEmail}), its data was exported / deleted;
 * - `notMatchedUnverifiedEmail`: the address was typed at sign-up and never confirmed, so nothing proves the data
 *   sent with it is the caller's: it was neither exported nor deleted (anyone could otherwise register a stranger's
 *   address and read or erase their messages). Confirming the address and asking again includes it;
 * - `notMatchedNoEmail`: the account has no address.
 */
export const EMAIL_KEYED_DATA_MATCHES = [
  'matched',
  'notMatchedUnverifiedEmail',
  'notMatchedNoEmail',
] as const;
export const emailKeyedDataMatchSchema = /* @__PURE__ */ z.enum(EMAIL_KEYED_DATA_MATCHES);
export type EmailKeyedDataMatch = z.infer<typeof emailKeyedDataMatchSchema>;

/** {@link EMAIL_KEYED_DATA_MATCHES} of an Auth account. */
export function emailKeyedDataMatch(account: {
  email?: string | null | undefined;
  emailVerified: boolean;
}): EmailKeyedDataMatch {
  if (!account.email) return 'notMatchedNoEmail';
  return ownsEmail({ email: account.email, emailVerified: account.emailVerified })
    ? 'matched'
    : 'notMatchedUnverifiedEmail';
}

/** One export per user per this many minutes (the export reads every collection holding the uid). */
export const DATA_EXPORT_INTERVAL_MINUTES = 10;

const iso = /* @__PURE__ */ z.iso.datetime();

export const userDataExportSchema = /* @__PURE__ */ z.object({
  format: z.literal('portal-user-data/1'),
  exportedAt: iso,
  uid: z.string(),
  account: z.object({
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    displayName: z.string().nullable(),
    /** Sign-in methods: `password`, `google.com`, `microsoft.com`. */
    providers: z.array(z.string()),
    createdAt: iso.nullable(),
    lastSignInAt: iso.nullable(),
  }),
  roles: z.array(z.string()),
  /** `users/{uid}` as stored (profile, follows, protected mirrors); `null` when it no longer exists. */
  record: z.record(z.string(), z.unknown()).nullable(),
  follows: z.array(z.object({ productId: z.string(), language: languageSchema, since: iso.nullable() })),
  consents: z.array(
    z.object({
      document: z.enum(LEGAL_DOCUMENTS),
      version: z.string(),
      acceptedAt: iso.nullable(),
      language: z.string(),
      how: z.enum(CONSENT_METHODS),
    }),
  ),
  /** Operations (imports, bulk updates, exports) the user started. */
  operations: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      status: z.string(),
      createdAt: iso.nullable(),
      productIds: z.array(z.string()),
    }),
  ),
  /** Audit entries naming the user as actor or subject (type and time only). */
  auditEntries: z.array(
    z.object({ id: z.string(), type: z.string(), at: iso.nullable(), as: z.enum(['actor', 'subject']) }),
  ),
  /** Whether `followerMails` and `contactMessages` were looked up by the account's address (empty unless `matched`). */
  emailKeyedData: emailKeyedDataMatchSchema,
  /** Product documents mailed to the user as a follower (one marker per document and address). */
  followerMails: z.array(z.object({ productId: z.string(), documentId: z.string(), at: iso.nullable() })),
  /** Contact-form messages sent with the account's verified e-mail address (kept 30 days). */
  contactMessages: z.array(
    z.object({
      id: z.string(),
      createdAt: iso.nullable(),
      language: z.string(),
      message: z.string(),
      status: z.string(),
    }),
  ),
});
export type UserDataExport = z.infer<typeof userDataExportSchema>;

/** `my-data-2026-11-26.json`: the day of the export (UTC). */
export const userDataFileName = (exportedAt: string): string => `my-data-${exportedAt.slice(0, 10)}.json`;

export const deleteMyAccountResponseSchema = /* @__PURE__ */ z.object({
  /** What was removed; on a retry after a partial failure the counts are what was still left. */
  deleted: z.object({
    record: z.boolean(),
    account: z.boolean(),
    followerEntries: z.number().int().nonnegative(),
    consents: z.number().int().nonnegative(),
    contactMessages: z.number().int().nonnegative(),
    followerMails: z.number().int().nonnegative(),
  }),
  /**
   * Whether contact messages and follower-mail markers were looked up by the account's address: unless `matched`,
   * those sent to or from that address were left in place (they may be someone else's).
   */
  emailKeyedData: emailKeyedDataMatchSchema,
  /** Records kept for the facts they prove, with the user's personal data replaced by a pseudonym. */
  anonymised: z.object({
    operations: z.number().int().nonnegative(),
    auditEntries: z.number().int().nonnegative(),
  }),
});
export type DeleteMyAccountResponse = z.infer<typeof deleteMyAccountResponseSchema>;
