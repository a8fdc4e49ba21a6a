import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  checkDocumentFile,
  documentMetadataIssues,
  safeFileName,
  type DocumentFileProblem,
  type DocumentIssue,
  type DocumentMetadata,
  type DocumentUpdateBody,
  type DocumentUploadQuery,
  type ProductConfig,
  type ProductDocument,
  type StoredDocument,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Logger } from '../core/logger.js';
import type { FileStore } from '../files/file-store.js';

/*
 * The documents of a product: every write goes through here (firestore.rules refuse client writes), so the checks
 * of the admin tab hold whatever the client. Nothing is half-written: an upload stores its file, then creates the
 * record in a transaction that re-checks the display name (two admins uploading "KIID" at once: one wins); if that
 * fails the file is removed again. A delete removes the record, then the file. See docs/documents.md.
 */

/** Where a document's file lives in the store: under its product and its own id, with its (cleaned) name. */
export const documentFilePath = (productId: string, documentId: string, fileName: string): string =>
  `documents/${productId}/${documentId}/${safeFileName(fileName)}`;

/** A document's file must live under its product's folder (a record cannot point the download at another file). */
export const isDocumentFileOf = (productId: string, path: string): boolean =>
  path.startsWith(`documents/${productId}/`) && !path.split('/').includes('..');

/** Refusals the API turns into 400/413/415 answers naming the field or the file problem. */
export class DocumentRejected extends Error {
  constructor(
    readonly rejection:
      | { kind: 'file'; problem: DocumentFileProblem }
      | { kind: 'metadata'; issues: DocumentIssue[] }
      | { kind: 'order'; missing: string[]; unknown: string[]; duplicates: string[] }
      | { kind: 'notFound' },
  ) {
    super(`document rejected: ${rejection.kind}`);
    this.name = 'DocumentRejected';
  }
}

/** The valid documents of a product (an invalid record is skipped and logged, never served). */
export async function readProductDocuments(
  db: Firestore,
  log: Logger,
  productId: string,
): Promise<StoredDocument[]> {
  const snap = await refs(db).productDocuments(productId).get();
  const out: StoredDocument[] = [];
  for (const d of snap.docs) {
    try {
      out.push({ id: d.id, productId, doc: d.data() });
    } catch (error) {
      log.warn('skipping an invalid document record', { productId, documentId: d.id, error: String(error) });
    }
  }
  return out;
}

export async function readProductDocument(
  db: Firestore,
  log: Logger,
  productId: string,
  documentId: string,
): Promise<ProductDocument | undefined> {
  const snap = await refs(db).productDocuments(productId).doc(documentId).get();
  if (!snap.exists) return undefined;
  try {
    return snap.data();
  } catch (error) {
    log.warn('an invalid document record was asked for', { productId, documentId, error: String(error) });
    return undefined;
  }
}

interface WriteContext {
  db: Firestore;
  files: FileStore;
  log: Logger;
  product: ProductConfig;
  /** Every product of the catalogue: where the share classes of the product's fund are found. */
  catalogue: readonly ProductConfig[];
  now: Date;
}

function rejectIssues(issues: DocumentIssue[]): void {
  if (issues.length > 0) throw new DocumentRejected({ kind: 'metadata', issues });
}

/**
 * Stores an uploaded document: checks the file (type proven by its bytes, size), then the metadata against the
 * product's documents, writes the file, and creates the record in a transaction that checks again. Returns its id.
 */
export async function uploadDocument(
  w: WriteContext,
  query: DocumentUploadQuery,
  bytes: Uint8Array,
): Promise<string> {
  const file = checkDocumentFile(query.file_name, bytes);
  if (!file.ok) throw new DocumentRejected({ kind: 'file', problem: file.problem });
  const productId = w.product.productId;
  const metadata: DocumentMetadata = {
    displayName: query.display_name,
    lang: query.lang,
    shareClass: query.share_class,
  };
  // Fail fast, before anything is stored; the transaction below checks again.
  rejectIssues(
    documentMetadataIssues(
      w.product,
      metadata,
      await readProductDocuments(w.db, w.log, productId),
      w.catalogue,
    ),
  );

  const id = randomUUID();
  const name = safeFileName(query.file_name);
  const path = documentFilePath(productId, id, name);
  await w.files.write(path, bytes, { contentType: file.type.contentType });
  try {
    const collection = refs(w.db).productDocuments(productId);
    await w.db.runTransaction(async (tx) => {
      const existing = (await tx.get(collection)).docs.map((d) => ({ id: d.id, doc: d.data() }));
      rejectIssues(documentMetadataIssues(w.product, metadata, existing, w.catalogue));
      const order = existing.reduce((max, e) => Math.max(max, e.doc.order + 1), 0);
      tx.create(collection.doc(id), {
        displayName: metadata.displayName,
        file: { path, name, contentType: file.type.contentType, size: bytes.byteLength },
        lang: metadata.lang,
        shareClass: metadata.shareClass,
        loginRequired: query.login_required,
        lastFactsheet: false,
        archived: false,
        order,
        createdAt: w.now,
      });
    });
  } catch (error) {
    // No orphan file: the record was not created.
    await w.files.delete(path).catch((cleanup: unknown) => {
      w.log.error('could not remove the file of a failed upload', { path, error: String(cleanup) });
    });
    throw error;
  }
  return id;
}

/** Changes a document's metadata or archived state, re-checking the metadata against the other documents. */
export async function updateDocument(
  w: WriteContext,
  documentId: string,
  change: DocumentUpdateBody,
): Promise<void> {
  const collection = refs(w.db).productDocuments(w.product.productId);
  await w.db.runTransaction(async (tx) => {
    const all = (await tx.get(collection)).docs.map((d) => ({ id: d.id, doc: d.data() }));
    const current = all.find((d) => d.id === documentId);
    if (!current) throw new DocumentRejected({ kind: 'notFound' });
    const metadata: DocumentMetadata = {
      displayName: change.displayName ?? current.doc.displayName,
      lang: change.lang ?? current.doc.lang,
      shareClass: change.shareClass === undefined ? current.doc.shareClass : change.shareClass,
    };
    rejectIssues(documentMetadataIssues(w.product, metadata, all, w.catalogue, documentId));
    tx.update(collection.doc(documentId), { ...change });
  });
}

/**
 * Sets the drag-and-drop order: `ids` must be every document of the product exactly once (a stale list, missing a
 * document another admin just uploaded, is refused rather than guessed at).
 */
export async function reorderDocuments(w: WriteContext, ids: readonly string[]): Promise<void> {
  const collection = refs(w.db).productDocuments(w.product.productId);
  await w.db.runTransaction(async (tx) => {
    const existing = new Set((await tx.get(collection)).docs.map((d) => d.id));
    const seen = new Set<string>();
    const duplicates = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
    const missing = [...existing].filter((id) => !seen.has(id));
    const unknown = [...seen].filter((id) => !existing.has(id));
    if (duplicates.length + missing.length + unknown.length > 0) {
      throw new DocumentRejected({ kind: 'order', missing, unknown, duplicates });
    }
    ids.forEach((id, order) => {
      tx.update(collection.doc(id), { order });
    });
  });
}

/** Deletes a document for good: the record (in a transaction), then its file. */
export async function deleteDocument(w: WriteContext, documentId: string): Promise<void> {
  const ref = refs(w.db).productDocuments(w.product.productId).doc(documentId);
  const path = await w.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new DocumentRejected({ kind: 'notFound' });
    // The raw field: an invalid record must still be deletable.
    const filePath = snap.get('file.path') as unknown;
    tx.delete(ref);
    return typeof filePath === 'string' ? filePath : null;
  });
  if (path === null || !isDocumentFileOf(w.product.productId, path)) {
    w.log.warn('a deleted document had no file of its product', {
      productId: w.product.productId,
      documentId,
      path,
    });
    return;
  }
  // The record is gone, so the file is unreachable even if this fails; the log says which file to remove.
  await w.files.delete(path).catch((error: unknown) => {
    w.log.error('could not remove the file of a deleted document', { path, error: String(error) });
  });
}
