import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  documentPublishedMail,
  followerMailMarkerId,
  readGate,
  type Follower,
  type Language,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { FollowerMailTask } from './enqueue-follower-mail.js';
import { followerReaders, type FollowerReaderDeps } from './follower-readers.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** A message for the SMTP transport (nodemailer's fields). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface FollowerMailDeps {
  db: Firestore;
  /** The followers' accounts (their roles) and the tenant's login methods: see follower-readers.ts. */
  auth: FollowerReaderDeps['auth'];
  allowedLoginMethods?: FollowerReaderDeps['allowedLoginMethods'];
  send: (mail: OutgoingMail) => Promise<void>;
  enqueue: (task: FollowerMailTask) => Promise<void>;
  log: Record<'info' | 'warn' | 'error', (message: string, context: Record<string, unknown>) => void>;
  /** The portal's public origin, e.g. `https://funds.example.com` (links in the mail). */
  portalUrl: string;
  orgName: string;
  unsubscribeSecret: string;
  now: () => Date;
  /** Followers per task; the rest go to a follow-up task. */
  batchSize: number;
}

export interface BatchResult {
  sent: number;
  /** Already mailed (a retry), or an invalid entry. */
  skipped: number;
  /** Followers the gate refuses the document (`readGate`): not mailed. */
  refused: number;
  failed: number;
  /** The follow-up task enqueued, if the followers did not fit in this batch. */
  next: FollowerMailTask | null;
}

/** Thrown after a batch in which some mails failed: the queue retries the task, the markers skip the sent ones. */
export class FollowerMailFailed extends Error {}

/**
 * Claims the (document, address) marker; false if another run already did. Created in a transaction before the mail
 * goes out: at most one mail per address and document, even with retried or doubled tasks (docs/follow.md).
 */
async function claim(
  db: Firestore,
  task: FollowerMailTask,
  mailKey: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const ref = refs(db).followerMail(followerMailMarkerId(task.productId, mailKey, email));
  return db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, {
      productId: task.productId,
      documentId: task.documentId,
      email,
      status: 'sending',
      at: now,
    });
    return true;
  });
}

/**
 * One batch of the "new document" mail to a product's followers: the followers after `task.after` in entry-id
 * order, each in their language, each once per document; a follow-up task for the rest. A document archived or
 * deleted before its task runs, or a hidden product, mails nobody. Each follower is mailed only when they may read the
 * document now (`readGate` with their roles and investor profile, follower-readers.ts): following is no licence,
 * access lost since (a role taken, a profile changed, a product restricted) stops the mail, and a follower who may
 * read nothing the mail names gets none (docs/follow.md "Who may follow, who is mailed").
 */
export async function sendFollowerMailBatch(
  deps: FollowerMailDeps,
  task: FollowerMailTask,
): Promise<BatchResult> {
  const r = refs(deps.db);
  const { productId, documentId } = task;
  const [docSnap, productSnap] = await Promise.all([
    r.productDocuments(productId).doc(documentId).get(),
    r.product(productId).get(),
  ]);
  const doc = docSnap.data();
  const product = productSnap.data();
  if (!doc || doc.archived || !product || product.general.hidden) {
    deps.log.info('follower mail not sent: document or product not public', { productId, documentId });
    return { sent: 0, skipped: 0, refused: 0, failed: 0, next: null };
  }
  // A generated factsheet exists once per language under one name (docs/factsheets.md): its followers are mailed once
  // per name, whichever language's document comes first, with the link that serves the reader's language.
  const mailKey = doc.lastFactsheet ? `lastFactsheet:${doc.displayName}` : documentId;
  let query = r.followers(productId).orderBy(FieldPath.documentId()).limit(deps.batchSize);
  if (task.after !== undefined) query = query.startAfter(task.after);
  const followers = (await query.get()).docs;

  const names = new Map<Language, string>();
  const productName = async (lang: Language) => {
    if (!names.has(lang)) {
      const langDoc = await r
        .productLang(productId, lang)
        .get()
        .catch(() => undefined);
      names.set(lang, langDoc?.data()?.general.productName ?? product.productName);
    }
    return names.get(lang) ?? product.productName;
  };

  const result: BatchResult = { sent: 0, skipped: 0, refused: 0, failed: 0, next: null };
  const valid: { snap: QueryDocumentSnapshot<Follower>; follower: Follower }[] = [];
  for (const snap of followers) {
    try {
      valid.push({ snap, follower: snap.data() });
    } catch (error) {
      deps.log.warn('invalid follower entry skipped', { productId, entryId: snap.id, error: String(error) });
      result.skipped += 1;
    }
  }
  const readers = await followerReaders(
    deps,
    valid.map(({ follower }) => ({ uid: follower.uid, lang: follower.lang })),
  );
  for (const [i, { snap, follower }] of valid.entries()) {
    const reader = readers[i];
    // The one document the mail names (a factsheet's link serves the same document in the reader's language).
    const decision = reader ? readGate(reader, { kind: 'document', product, document: doc }) : undefined;
    if (decision?.kind !== 'allow') {
      deps.log.info('follower not mailed: may not read the document', {
        productId,
        documentId,
        entryId: snap.id,
        reason: decision?.reason ?? 'noReader',
      });
      result.refused += 1;
      continue;
    }
    if (!(await claim(deps.db, task, mailKey, follower.email, deps.now()))) {
      result.skipped += 1;
      continue;
    }
    const marker = r.followerMail(followerMailMarkerId(productId, mailKey, follower.email));
    const base = deps.portalUrl.replace(/\/+$/, '');
    const productPath = encodeURIComponent(productId);
    const unsubscribeUrl = `${base}/unsubscribe?key=${signUnsubscribeToken(deps.unsubscribeSecret, {
      productId,
      entryId: snap.id,
    })}`;
    const mail = documentPublishedMail({
      lang: follower.lang,
      orgName: deps.orgName,
      productName: await productName(follower.lang),
      documentTitle: doc.displayName,
      documentUrl: doc.lastFactsheet
        ? `${base}/products/${productPath}/download-last-factsheet`
        : `${base}/products/${productPath}/download-document?documentId=${encodeURIComponent(documentId)}`,
      documentsPageUrl: `${base}/products/${productPath}/documents`,
      unsubscribeUrl,
    });
    try {
      await deps.send({
        to: follower.email,
        ...mail,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
      });
      await marker.update({ status: 'sent', at: deps.now() });
      result.sent += 1;
    } catch (error) {
      // Not sent: free the address for the retry. (A crash before this line loses that one mail: at most once.)
      deps.log.error('follower mail failed', {
        productId,
        documentId,
        entryId: snap.id,
        error: String(error),
      });
      await marker.delete().catch(() => undefined);
      result.failed += 1;
    }
  }
  const last = followers.at(-1);
  if (followers.length === deps.batchSize && last) {
    result.next = { productId, documentId, after: last.id };
    await deps.enqueue(result.next);
  }
  deps.log.info('follower mail batch', { productId, documentId, ...result });
  if (result.failed > 0) throw new FollowerMailFailed(`${result.failed} follower mails failed`);
  return result;
}
