import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { refs } from '../../db/refs.js';

/**
 * Every place that holds data tied to one user (docs/privacy.md "What is tied to a user"), found by uid, or by the
 * account's e-mail address for the contact form (open to guests, so its messages carry no uid). The export reads
 * these; the account deletion deletes or anonymises them. A collection holding a uid that is missing here is a
 * privacy bug: tests/integration/privacy-deletion.test.ts checks every collection afterwards.
 */
export interface UserData {
  uid: string;
  record: DocumentData | null;
  /** Self-registered `followers/{productId}/entries` of the user. */
  followerEntries: QueryDocumentSnapshot[];
  consents: QueryDocumentSnapshot[];
  /** Operation records the user started (kept, pseudonymised, on deletion). */
  operations: QueryDocumentSnapshot[];
  /** Audit entries naming the user as actor or subject (kept, pseudonymised, on deletion). */
  auditEntries: { doc: QueryDocumentSnapshot; as: 'actor' | 'subject' }[];
  contactMessages: QueryDocumentSnapshot[];
  /** Markers of the follower mails sent to the account's address (`followerMails`). */
  followerMails: QueryDocumentSnapshot[];
}

const untyped = <T>(snapshot: QueryDocumentSnapshot<T>): QueryDocumentSnapshot =>
  snapshot as unknown as QueryDocumentSnapshot;

export async function findUserData(db: Firestore, uid: string, email: string | null): Promise<UserData> {
  const r = refs(db);
  const emails = email ? [...new Set([email, email.toLowerCase()])] : [];
  const [record, entries, consents, operations, asActor, asSubject, contact, mails] = await Promise.all([
    // Untyped: a record the schema refuses must still be exported and deleted.
    db.doc(r.user(uid).path).get(),
    r.followerEntriesOfUser(uid).get(),
    db.collection(r.consents(uid).path).get(),
    r.operationsCreatedBy(uid).get(),
    r.auditEntriesNaming('actorUid', uid).get(),
    r.auditEntriesNaming('uid', uid).get(),
    emails.length > 0 ? r.contactMessagesFrom(emails).get() : Promise.resolve(null),
    emails.length > 0 ? r.followerMailsTo(emails).get() : Promise.resolve(null),
  ]);
  const subjectOnly = asSubject.docs.filter((d) => !asActor.docs.some((a) => a.id === d.id));
  return {
    uid,
    record: record.exists ? (record.data() ?? null) : null,
    followerEntries: entries.docs
      // Only follower entries: `followers/{productId}/entries/{id}`.
      .filter((doc) => doc.ref.parent.parent?.parent.id === 'followers')
      .map(untyped),
    consents: consents.docs,
    operations: operations.docs,
    auditEntries: [
      ...asActor.docs.map((doc) => ({ doc, as: 'actor' as const })),
      ...subjectOnly.map((doc) => ({ doc, as: 'subject' as const })),
    ],
    contactMessages: contact?.docs ?? [],
    followerMails: mails?.docs ?? [],
  };
}
