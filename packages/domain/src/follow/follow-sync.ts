import type { Language } from '../constants.js';
import { normalizeFollowerEmail, selfFollowerEntryId } from '../schemas/followers.js';

/*
 * What the follow mirror (functions/src/functions/follow-triggers.ts) writes when a user record changes: the
 * self-registered entries of `followers/{productId}/entries` are a pure function of `users/{uid}`'s e-mail and
 * `followingProducts`. Computing the whole wanted state (not the change) makes the trigger idempotent: running it
 * twice, late or out of order converges on the record as it is now.
 */

export interface SelfFollowerEntry {
  productId: string;
  entryId: string;
  lang: Language;
  email: string;
}

/** The entries a user record calls for; `null` (deleted record) calls for none. */
export function selfFollowerEntries(
  uid: string,
  record: { email: string; followingProducts: readonly { productId: string; lang: Language }[] } | null,
): SelfFollowerEntry[] {
  if (!record) return [];
  const seen = new Set<string>();
  const out: SelfFollowerEntry[] = [];
  for (const { productId, lang } of record.followingProducts) {
    const entryId = selfFollowerEntryId(uid, lang);
    const key = `${productId}/${entryId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ productId, entryId, lang, email: normalizeFollowerEmail(record.email) });
  }
  return out;
}

/** Entries to write (new or changed e-mail) and to delete, going from the `before` entries to the `after` ones. */
export function followSyncPlan(
  before: readonly SelfFollowerEntry[],
  after: readonly SelfFollowerEntry[],
): { upsert: SelfFollowerEntry[]; remove: { productId: string; entryId: string }[] } {
  const key = (e: { productId: string; entryId: string }) => `${e.productId}/${e.entryId}`;
  const wanted = new Set(after.map(key));
  return {
    // Every wanted entry is written, changed or not: a lost earlier write (or a seed) is repaired on the next change.
    upsert: [...after],
    remove: before
      .filter((e) => !wanted.has(key(e)))
      .map(({ productId, entryId }) => ({ productId, entryId })),
  };
}

/** A document created this long before its write is an import (seed, migration), not news for followers. */
export const PUBLICATION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a document write publishes it to readers (and so to followers, docs/follow.md): created active, or
 * unarchived. Edits of an active document, archiving and deleting publish nothing; nor does creating a document
 * dated more than a day before `now` (the seed's and migrations' documents were published long ago).
 */
export function isDocumentPublication(
  before: { archived: boolean } | undefined,
  after: { archived: boolean; createdAt?: Date } | undefined,
  now: Date,
): boolean {
  if (!after || after.archived) return false;
  if (before) return before.archived;
  return !after.createdAt || now.getTime() - after.createdAt.getTime() <= PUBLICATION_MAX_AGE_MS;
}
