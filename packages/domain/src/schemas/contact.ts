import { z } from 'zod';
import { INVESTOR_TYPES } from '../constants.js';
import { languageSchema } from '../tenant/common.js';
import { isCountryCode, type CountryCode } from './countries.js';

/*
 * The contact form's records (functions only: clients can neither read nor write them; docs/contact.md). Each has an
 * `expiresAt`, the field of the collection's Firestore TTL policy (firestore.indexes.json), after which Firestore
 * deletes it.
 */

/** How long a message record is kept: long enough to answer "did my message arrive?", not longer. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 30;

/**
 * `contactMessages/{messageId}`: one per confirmed message, created (`create()`, so never twice) before the mail is
 * handed to SMTP; a retried request with the same id finds it and mails nothing more. PRIVATE: the sender's data.
 */
export const contactMessageRecordSchema = /* @__PURE__ */ z
  .object({
    name: z.string().min(1),
    email: z.string().min(1),
    country: z.custom<CountryCode>((v) => typeof v === 'string' && isCountryCode(v), 'unknown country'),
    investorType: z.enum(INVESTOR_TYPES),
    message: z.string().min(1),
    /** The page's language (the mail names it). */
    lang: languageSchema,
    /** SHA-256 of `contactMessageFingerprint`: a retry with the same id must carry the same message. */
    fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
    /** `sending` while SMTP has it; `failed` lets a retry with the same id send it again (once). */
    status: z.enum(['sending', 'sent', 'failed']),
    /** Times the mail was handed to SMTP (a retry after `failed` adds one). */
    attempts: z.number().int().positive(),
    /** The last SMTP error (`failed` only), for the logs' reader. */
    error: z.string().nullable(),
    createdAt: z.date(),
    updatedAt: z.date(),
    expiresAt: z.date(),
  })
  .strict();
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

/**
 * `contactChallenges/{nonce}`: a solved bot check that has been used; a second use of the same solution is refused
 * (replay). Kept until the challenge itself expires, after which its signature check refuses it anyway.
 */
export const contactChallengeRecordSchema = /* @__PURE__ */ z
  .object({
    usedAt: z.date(),
    expiresAt: z.date(),
  })
  .strict();

/**
 * `contactRateLimits/{kind}-{key}`: the recent send times of one sender (network address or e-mail address), the
 * key an HMAC of it, never the address itself. Deleted by the TTL policy an hour after the last send. The same shape
 * counts the sensitive callables' calls per caller (`callRateLimits/{callable}-{uid}`, access/call-rate-limits.ts),
 * deleted by the TTL policy once the window has passed.
 */
export const rateLimitRecordSchema = /* @__PURE__ */ z
  .object({
    hits: z.array(z.date()),
    expiresAt: z.date(),
  })
  .strict();
