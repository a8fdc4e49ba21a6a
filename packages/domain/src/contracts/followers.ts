import { z } from 'zod';
import { languageSchema } from '../tenant/common.js';

/*
 * The followers API (`/api/products/{id}/followers...`, functions/src/services/api/followers.ts): admins of a
 * product add followers by e-mail or CSV and remove them; anyone holding an unsubscribe link stops the mails.
 * Clients never write `followers/**` themselves (firestore.rules), so the server alone keeps an e-mail unique per
 * product. Decisions: docs/follow.md.
 */

/** Most addresses one request may add (a CSV of a mid-sized distribution list). */
export const MAX_FOLLOWERS_PER_ADD = 5000;
/** A CSV upload is text; 1 MB holds far more than `MAX_FOLLOWERS_PER_ADD` rows with a few columns. */
export const MAX_FOLLOWER_CSV_CHARS = 1_000_000;

/** POST /api/products/{id}/followers: one address typed in the tab, or the text of a CSV file. */
export const addFollowersBodySchema = /* @__PURE__ */ z.union([
  z.strictObject({ lang: languageSchema, email: z.string().max(1000) }),
  z.strictObject({ lang: languageSchema, csv: z.string().max(MAX_FOLLOWER_CSV_CHARS) }),
]);
export type AddFollowersBody = z.infer<typeof addFollowersBodySchema>;

/** A row of the request the server did not add, with the spreadsheet row (1 for a single typed address). */
const rowValueSchema = /* @__PURE__ */ z.object({ row: z.number().int().positive(), value: z.string() });
export type FollowerRowValue = z.infer<typeof rowValueSchema>;

/** 201: what was added and which rows were filtered out because they already follow the product. */
export const addFollowersResponseSchema = /* @__PURE__ */ z.object({
  added: z.array(z.string()),
  alreadyFollowing: z.array(rowValueSchema),
  duplicates: z.array(rowValueSchema),
});
export type AddFollowersResponse = z.infer<typeof addFollowersResponseSchema>;

/**
 * 400 `details` of a refused add (nothing written): wrong-format rows, a CSV without an email header, an empty
 * file, too many rows, or nobody left to add.
 */
export const addFollowersRefusalSchema = /* @__PURE__ */ z.object({
  problem: z.enum(['invalidEmails', 'missingHeader', 'emptyFile', 'tooMany', 'nothingToAdd']),
  invalid: z.array(rowValueSchema).default([]),
  alreadyFollowing: z.array(rowValueSchema).default([]),
});
export type AddFollowersRefusal = z.infer<typeof addFollowersRefusalSchema>;

/** DELETE /api/products/{id}/followers/{entryId}: 200 with what was removed. */
export const removeFollowerEntryResponseSchema = /* @__PURE__ */ z.object({
  entryId: z.string(),
  /** Self-registered: the follow was also removed from the user's record. */
  selfRegistered: z.boolean(),
});
export type RemoveFollowerEntryResponse = z.infer<typeof removeFollowerEntryResponseSchema>;

/** POST /api/followers/unsubscribe: the token of an e-mail's unsubscribe link (no sign-in needed). */
export const unsubscribeBodySchema = /* @__PURE__ */ z.strictObject({ token: z.string().min(1).max(2000) });
export const unsubscribeResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  /** False when the address was not following any more (a second click): still a success for the reader. */
  removed: z.boolean(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
