import { z } from 'zod';
import { idSchema, languageSchema } from '../tenant/common.js';

/**
 * `followers/{productId}/entries/{entryId}` (seed 000 §3 "Follower"): who receives a product's information by e-mail.
 * PRIVATE: e-mail addresses are readable only by admins and the product's admins, never by visitors, which is why they
 * are not kept in the public per-language product document (the spec's `additionalFollowers`).
 *
 * - Self-registered followers (`addedByAdmin: false`) are mirrored from `users/{uid}.followingProducts` by functions
 *   (entry id `selfFollowerEntryId(uid, lang)`); a user follows or unfollows only through their own user record.
 * - Admin-added followers (`addedByAdmin: true`, `uid: null`) are written by admins and the product's admins.
 */
export const followerSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    email: z.email().max(254),
    lang: languageSchema,
    addedByAdmin: z.boolean(),
    /** The follower's uid when self-registered; `null` for admin-added addresses. */
    uid: z.string().min(1).nullable(),
    /** Who added an admin-added follower; `null` for self-registered ones. */
    addedBy: z.string().min(1).nullable(),
    createdAt: z.date(),
  })
  .strict()
  .refine((f) => f.addedByAdmin === (f.uid === null) && f.addedByAdmin === (f.addedBy !== null), {
    message: 'admin-added followers have addedBy and no uid; self-registered ones the reverse',
    path: ['addedByAdmin'],
  });
export type Follower = z.infer<typeof followerSchema>;

/** One entry per user, product and language: following twice is impossible by construction. */
export const selfFollowerEntryId = (uid: string, lang: string): string => `user-${uid}-${lang}`;

/** Normalised form used to detect "already follows" (seed 000 §5 "Follower add: must not already follow"). */
export const normalizeFollowerEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Entry id of an admin-added follower: derived from the normalised address, so adding the same address twice (two
 * admins at once, a retried request) writes one entry, never two. Readable in the console; `/` is escaped.
 */
export const adminFollowerEntryId = (email: string): string =>
  `email-${encodeURIComponent(normalizeFollowerEmail(email))}`;

/**
 * `followerMails/{markerId}` (functions only): one per document and follower address, created in a transaction
 * before the mail is handed to SMTP, so a retried task never mails the same address twice for a document
 * (docs/follow.md "At most once").
 */
export const followerMailMarkerSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    documentId: z.string().min(1),
    email: z.string().min(1),
    status: z.enum(['sending', 'sent']),
    at: z.date(),
  })
  .strict();

export const followerMailMarkerId = (productId: string, documentId: string, email: string): string =>
  `${productId}--${documentId}--${encodeURIComponent(normalizeFollowerEmail(email))}`;
