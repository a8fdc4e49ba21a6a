import type { Firestore } from 'firebase-admin/firestore';
import {
  followSyncPlan,
  selfFollowerEntries,
  userRecordSchema,
  type SelfFollowerEntry,
} from '@portal/domain';
import { refs } from '../../db/refs.js';

/** The part of a user record the mirror needs; anything else invalid in the record must not stop it. */
const followPartSchema = userRecordSchema.pick({ email: true, followingProducts: true });

/** The user's follows from a raw record (`undefined` = deleted); an unreadable record follows nothing. */
export function followsOf(uid: string, raw: Record<string, unknown> | undefined): SelfFollowerEntry[] {
  if (raw === undefined) return [];
  const parsed = followPartSchema.safeParse(raw);
  return selfFollowerEntries(uid, parsed.success ? parsed.data : null);
}

/**
 * Mirrors `users/{uid}`'s follows into `followers/{productId}/entries` (docs/follow.md): writes every entry the
 * record now calls for (so a changed e-mail reaches all of them), deletes those it no longer does, and deletes an
 * admin-added entry of the same address on a product the user now follows themselves (one entry per address and
 * product). One batch: the followers collection never shows half a change.
 */
export async function syncFollows(
  db: Firestore,
  uid: string,
  before: SelfFollowerEntry[],
  after: SelfFollowerEntry[],
  now: Date,
): Promise<void> {
  const plan = followSyncPlan(before, after);
  const r = refs(db);
  const existing = await Promise.all(plan.upsert.map((e) => r.follower(e.productId, e.entryId).get()));
  const adminDuplicates = await Promise.all(
    plan.upsert.map((e) =>
      r.followers(e.productId).where('email', '==', e.email).where('addedByAdmin', '==', true).get(),
    ),
  );
  const batch = db.batch();
  plan.upsert.forEach((e, i) => {
    const createdAt = existing[i]?.exists ? (existing[i].data()?.createdAt ?? now) : now;
    batch.set(r.follower(e.productId, e.entryId), {
      productId: e.productId,
      email: e.email,
      lang: e.lang,
      addedByAdmin: false,
      uid,
      addedBy: null,
      createdAt,
    });
    for (const dup of adminDuplicates[i]?.docs ?? []) batch.delete(dup.ref);
  });
  for (const e of plan.remove) batch.delete(r.follower(e.productId, e.entryId));
  await batch.commit();
}
