import { z } from 'zod';
import { languageSchema } from '../tenant/common.js';

/*
 * The contact form's API (functions/src/services/api/contact.ts; decisions: docs/contact.md):
 *
 * - `GET /api/contact/challenge`: a signed ALTCHA proof-of-work challenge, fetched by the `altcha` widget itself.
 * - `POST /api/contact`: the confirmed message with the widget's solution. The fields are re-checked with
 *   `checkContactMessage`; the solution must be signed by this portal, unexpired, correct and unused; the sender
 *   within the rate limits. One mail per `messageId`: a retried request answers without mailing again.
 */

/** The ALTCHA (v2 proof of work) challenge: what the widget solves and sends back inside its payload. */
export const altchaChallengeSchema = /* @__PURE__ */ z.object({
  parameters: z.object({
    algorithm: z.string().min(1).max(40),
    nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
    salt: z.string().regex(/^[0-9a-f]{2,128}$/),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
    keySignature: z.string().max(256).optional(),
    memoryCost: z.number().int().positive().optional(),
    parallelism: z.number().int().positive().optional(),
    /** Seconds since the epoch. */
    expiresAt: z.number().int().positive().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().max(256).optional(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** What the widget puts in its form field, base64-encoded JSON: the challenge as received and its solution. */
export const altchaPayloadSchema = /* @__PURE__ */ z.strictObject({
  challenge: altchaChallengeSchema,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().nonnegative().optional(),
  }),
});

/** Generous bounds on the raw strings: the real limits are `CONTACT_LIMITS`, checked with readable issues. */
export const contactRequestSchema = /* @__PURE__ */ z.strictObject({
  /** A v4 UUID the page makes once per confirmed message; a retry sends the same one. */
  messageId: z.uuid(),
  /** The language of the page: the mail names it, so the operator can answer in it. */
  lang: languageSchema,
  name: z.string().max(1000),
  email: z.string().max(1000),
  country: z.string().max(100),
  investorType: z.string().max(100),
  message: z.string().max(50_000),
  /** The widget's payload (base64); absent when the visitor never solved the check. */
  altcha: z.string().max(20_000).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** 200: the message is on its way to the operator (`sent`), or a first request for it still is (`sending`). */
export const contactResponseSchema = /* @__PURE__ */ z.object({
  messageId: z.string(),
  status: z.enum(['sent', 'sending']),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** Why a bot check was refused (403 `details.problem`). */
export const CONTACT_BOT_CHECK_PROBLEMS = ['expired', 'invalid', 'used'] as const;
export type ContactBotCheckProblem = (typeof CONTACT_BOT_CHECK_PROBLEMS)[number];
