import { z } from 'zod';

/*
 * The bot check of the sign-in forms (seed 000 §7 "A captcha service protects forms"): login, registration and
 * password reset carry the same self-hosted ALTCHA proof of work as the contact form. The widget fetches a challenge
 * from `GET /api/auth/challenge`; before the form talks to Firebase Auth, its solution goes to
 * `POST /api/auth/bot-check`, which checks signature, expiry and solution and records the challenge as used (once).
 * What this does and does not protect: web/src/features/auth/README.md "Bot check".
 */

export const AUTH_BOT_CHECK_FORMS = ['login', 'register', 'resetPassword'] as const;
export type AuthBotCheckForm = (typeof AUTH_BOT_CHECK_FORMS)[number];

export const authBotCheckRequestSchema = /* @__PURE__ */ z.strictObject({
  /** Which form asks (logged with a refusal). */
  form: z.enum(AUTH_BOT_CHECK_FORMS),
  /** The widget's payload (base64 JSON of the challenge and its solution). */
  altcha: z.string().min(1).max(20_000),
});
