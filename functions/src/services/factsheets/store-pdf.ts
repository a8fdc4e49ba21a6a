import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { safeFileName, type Language } from '@portal/domain';
import { refs } from '../../db/refs.js';
import { documentFilePath } from '../documents/documents.js';
import type { FileStore } from '../files/file-store.js';

/**
 * Stores a generated factsheet PDF as a product document (seed 000 §3 "last factsheet"): the file through the file
 * store, then in one transaction the new record with `lastFactsheet: true` in its language and the flag cleared on
 * the previous last factsheet(s) of that language, which stay as archive entries of the documents page. If the
 * transaction fails the file is removed again (no orphan). Returns the new document's id.
 */
export async function storeFactsheetPdf(input: {
  db: Firestore;
  files: FileStore;
  productId: string;
  lang: Language;
  bytes: Uint8Array;
  fileName: string;
  displayName: string;
  loginRequired: boolean;
  shareClass?: string | null;
  now?: Date;
}): Promise<string> {
  const id = randomUUID();
  const name = safeFileName(input.fileName);
  const path = documentFilePath(input.productId, id, name);
  await input.files.write(path, input.bytes, { contentType: 'application/pdf' });
  try {
    const collection = refs(input.db).productDocuments(input.productId);
    await input.db.runTransaction(async (tx) => {
      const existing = (await tx.get(collection)).docs;
      const order = existing.reduce((max, d) => Math.max(max, d.data().order + 1), 0);
      for (const d of existing) {
        const doc = d.data();
        if (doc.lastFactsheet && doc.lang === input.lang) tx.update(d.ref, { lastFactsheet: false });
      }
      tx.create(collection.doc(id), {
        displayName: input.displayName,
        file: { path, name, contentType: 'application/pdf', size: input.bytes.byteLength },
        lang: input.lang,
        shareClass: input.shareClass ?? null,
        loginRequired: input.loginRequired,
        lastFactsheet: true,
        archived: false,
        order,
        createdAt: input.now ?? new Date(),
      });
    });
  } catch (error) {
    await input.files.delete(path).catch(() => undefined);
    throw error;
  }
  return id;
}
