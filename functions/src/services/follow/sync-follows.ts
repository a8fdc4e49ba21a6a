import type { Firestore } from 'firebase-admin/firestore';
import {
  followGate,
  followSyncPlan,
  selfFollowerEntries,
  userRecordSchema,
  type GateDenialReason,
  type ProductConfig,
  type SelfFollowerEntry,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { followerReaders, type FollowerReaderDeps } from './follower-readers.js';

/** The part of a user record the mirror needs; anything else invalid in the record must not stop it. */
const followPartSchema = userRecordSchema.pick({ email: true, followingProducts: true });

/** The user's follows from a raw record (`undefined` = deleted); an unreadable record follows nothing. */
export function followsOf(uid: string, raw: Record<string, unknown> | undefined): SelfFollowerEntry[] {
  if (raw === undefined) return [];
  const parsed = followPartSchema.safeParse(raw);
  return selfFollowerEntries(uid, parsed.success ? parsed.data : null);
}

export interface SyncResult {
  /** Entries written (followed and allowed). */
  written: number;
  /** Follows the record calls for that `followGate` refuses: not written (an entry already there is left alone). */
  refused: { productId: string; entryId: string; reason: GateDenialReason }[];
  removed: number;
}

/** The products of the follows, as configured; an unreadable configuration counts as unknown (refused). */
async function productsOf(
  db: Firestore,
  productIds: readonly string[],
  log: FollowerReaderDeps['log'],
): Promise<Map<string, ProductConfig>> {
  const r = refs(db);
  const ids = [...new Set(productIds)];
  const snaps = await Promise.all(ids.map((id) => r.product(id).get()));
  const out = new Map<string, ProductConfig>();
  for (const snap of snaps) {
    try {
      const product = snap.data();
      if (product) out.set(snap.id, product);
    } catch (error) {
      log.warn('invalid product: its follows are not mirrored', { productId: snap.id, error: String(error) });
    }
  }
  return out;
}

/**
 * Mirrors `users/{uid}`'s follows into `followers/{productId}/entries` (docs/follow.md): writes every entry the
 * record now calls for and the user may follow (`followGate` with their roles, custom roles and investor profile in
 * the follow's language: a product they may not see, or may not read for their role or profile, gets no entry,
 * whatever the record says), deletes those the record no longer calls for, and deletes an admin-added entry of the
 * same address on a product the user now follows themselves (one entry per address and product). A refused follow's
 * entry that already exists (followed before access was lost) is left as it is: the mail asks the gate again at send
 * time, so it mails nothing the user may not read, and a passing refusal (a product unreadable for a moment) costs no
 * follower. Every write of the record decides again. One batch: the followers collection never shows half a change.
 */
export async function syncFollows(
  deps: FollowerReaderDeps,
  uid: string,
  before: SelfFollowerEntry[],
  after: SelfFollowerEntry[],
  now: Date,
): Promise<SyncResult> {
  const { db } = deps;
  const plan = followSyncPlan(before, after);
  const r = refs(db);
  const [products, readers] = await Promise.all([
    productsOf(
      db,
      plan.upsert.map((e) => e.productId),
      deps.log,
    ),
    followerReaders(
      deps,
      plan.upsert.map((e) => ({ uid, lang: e.lang })),
    ),
  ]);
  const allowed: SelfFollowerEntry[] = [];
  const refused: SyncResult['refused'] = [];
  plan.upsert.forEach((e, i) => {
    const reader = readers[i];
    const decision = reader
      ? followGate(reader, products.get(e.productId))
      : ({ kind: 'deny', reason: 'unknownProduct' } as const);
    if (decision.kind === 'allow') allowed.push(e);
    else refused.push({ productId: e.productId, entryId: e.entryId, reason: decision.reason });
  });
  const existing = await Promise.all(allowed.map((e) => r.follower(e.productId, e.entryId).get()));
  const adminDuplicates = await Promise.all(
    allowed.map((e) =>
      r.followers(e.productId).where('email', '==', e.email).where('addedByAdmin', '==', true).get(),
    ),
  );
  const batch = db.batch();
  allowed.forEach((e, i) => {
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
  return { written: allowed.length, refused, removed: plan.remove.length };
}
