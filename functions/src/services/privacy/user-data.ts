import type { DocumentData, Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { emailKeyedDataMatch, type EmailKeyedDataMatch } from '@portal/domain';
import { refs } from '../../db/refs.js';

/**
 * Every place that holds data tied to one user (docs/privacy.md "What is tied to a user"), found by uid, or by the
 * account's e-mail address for the contact form (open to guests, so its messages carry no uid) and the follower-mail
 * markers (admin-added followers have no account), and only when the account's owner proved that address. The export
 * reads these; the account deletion deletes or anonymises them. A collection holding a uid that is missing here is a
 * privacy bug: tests/integration/privacy.test.ts checks every collection afterwards.
 */
export interface UserData {
  uid: string;
  /** Whether `contactMessages` and `followerMails` were looked up by the address (empty unless `matched`). */
  emailKeyedData: EmailKeyedDataMatch;
  record: DocumentData | null;
  /** Self-registered `followers/{productId}/entries` of the user. */
  followerEntries: QueryDocumentSnapshot[];
  consents: QueryDocumentSnapshot[];
  /** Operation records the user started (kept, pseudonymised, on deletion). */
  operations: QueryDocumentSnapshot[];
  /** Audit entries naming the user as actor or subject (kept, pseudonymised, on deletion). */
  auditEntries: { doc: QueryDocumentSnapshot; as: 'actor' | 'subject' }[];
  contactMessages: QueryDocumentSnapshot[];
  /** Markers of the follower mails sent to the account's verified address (`followerMails`). */
  followerMails: QueryDocumentSnapshot[];
}

const untyped = <T>(snapshot: QueryDocumentSnapshot<T>): QueryDocumentSnapshot =>
  snapshot as unknown as QueryDocumentSnapshot;

/** The account whose e-mail-keyed data is looked up: its address and whether its owner confirmed it. */
export interface EmailOwner {
  email?: string | null | undefined;
  emailVerified: boolean;
}

/**
 * The addresses to look e-mail-keyed data up by: the owner's address and that address in lower case, only when
 * verified (`ownsEmail`): self-service export and deletion, and the Admin → Users deletion alike.
 */
function emailKeys(owner: EmailOwner | null): { match: EmailKeyedDataMatch; emails: string[] } {
  const match = owner === null ? 'notMatchedNoEmail' : emailKeyedDataMatch(owner);
  const email = owner?.email;
  return { match, emails: match === 'matched' && email ? [...new Set([email, email.toLowerCase()])] : [] };
}

export async function findUserData(db: Firestore, uid: string, owner: EmailOwner | null): Promise<UserData> {
  const r = refs(db);
  const { match, emails } = emailKeys(owner);
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
    emailKeyedData: match,
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
