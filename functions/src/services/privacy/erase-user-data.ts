import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { UserData } from './user-data.js';

/** Firestore allows 500 writes per batch; the last batch also carries the caller's own writes (record, audit). */
const BATCH_LIMIT = 450;

/** Personal fields audit entries may carry besides the uids (the user-admin entries name e-mail and name). */
const AUDIT_PERSONAL_FIELDS = ['email', 'name'] as const;

export interface ErasedCounts {
  followerEntries: number;
  consents: number;
  contactMessages: number;
  followerMails: number;
  operations: number;
  auditEntries: number;
}

/**
 * Deletes what belongs to the user alone (follower entries, consent records, contact messages) and pseudonymises
 * what records a fact others rely on (operations they started, audit entries naming them: the uid becomes
 * `pseudonym`, e-mail and name go). Batches of 450; `last` adds the final writes (the record's deletion, an audit
 * entry) to the LAST batch, so the record disappears only once everything else is done: a failure before leaves it,
 * and a retry finds what is left (already pseudonymised entries no longer name the uid).
 */
export async function eraseUserData(
  db: Firestore,
  data: UserData,
  pseudonym: string,
  last: (batch: WriteBatch) => void,
): Promise<ErasedCounts> {
  const writes: ((batch: WriteBatch) => void)[] = [
    ...[...data.followerEntries, ...data.consents, ...data.contactMessages, ...data.followerMails].map(
      (doc) => (batch: WriteBatch) => batch.delete(doc.ref),
    ),
    ...data.operations.map(
      (doc) => (batch: WriteBatch) =>
        batch.update(doc.ref, { createdBy: pseudonym, createdByEmail: FieldValue.delete() }),
    ),
    ...data.auditEntries.map(({ doc }) => (batch: WriteBatch) => {
      const update: Record<string, unknown> = Object.fromEntries(
        AUDIT_PERSONAL_FIELDS.filter((f) => doc.get(f) !== undefined).map((f) => [f, FieldValue.delete()]),
      );
      for (const field of ['actorUid', 'uid'] as const)
        if (doc.get(field) === data.uid) update[field] = pseudonym;
      batch.update(doc.ref, update);
    }),
  ];
  for (let i = 0; i + BATCH_LIMIT < writes.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(i, i + BATCH_LIMIT)) write(batch);
    await batch.commit();
  }
  const batch = db.batch();
  const rest =
    writes.length % BATCH_LIMIT === 0 && writes.length > 0 ? BATCH_LIMIT : writes.length % BATCH_LIMIT;
  for (const write of writes.slice(writes.length - rest)) write(batch);
  last(batch);
  await batch.commit();
  return {
    followerEntries: data.followerEntries.length,
    consents: data.consents.length,
    contactMessages: data.contactMessages.length,
    followerMails: data.followerMails.length,
    operations: data.operations.length,
    auditEntries: data.auditEntries.length,
  };
}
