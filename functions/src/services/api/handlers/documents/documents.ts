import {
  API,
  readGate,
  readerDocuments,
  type DocumentFileProblem,
  type DocumentListResponse,
  type Language,
  type ProductConfig,
  type ReaderDocument,
  type StoredDocument,
} from '@portal/domain';
import {
  deleteDocument,
  DocumentRejected,
  isDocumentFileOf,
  readProductDocument,
  readProductDocuments,
  reorderDocuments,
  updateDocument,
  uploadDocument,
} from '../../../documents/documents.js';
import { findLastFactsheet } from '../../../documents/last-factsheet.js';
import { requireDocument, requireDocuments } from '../../access.js';
import { administeredProduct } from '../../administered-product.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, fileReply, noContent, ok, type ApiReply } from '../../http.js';

/*
 * The documents API (contract: packages/domain/src/contracts/documents.ts; decisions: docs/documents.md):
 *   GET    /products/{id}/documents                 the reader's list (language, share class, investor profile)
 *   GET    /products/{id}/documents/{docId}/file    the file, as an attachment
 *   POST   /products/{id}/documents                 upload (raw file body, metadata in the query)   product admins
 *   PATCH  /products/{id}/documents/{docId}         metadata, archive / unarchive                   product admins
 *   PUT    /products/{id}/documents/order           drag-and-drop order                              product admins
 *   DELETE /products/{id}/documents/{docId}         permanent delete                                 product admins
 */

const FILE_PROBLEMS: Record<
  DocumentFileProblem,
  { code: 'bad-request' | 'payload-too-large' | 'unsupported-media-type'; messageKey: string }
> = {
  empty: { code: 'bad-request', messageKey: 'api.errors.documentFileEmpty' },
  tooLarge: { code: 'payload-too-large', messageKey: 'api.errors.documentFileTooLarge' },
  unsupportedType: { code: 'unsupported-media-type', messageKey: 'api.errors.documentFileType' },
  contentMismatch: { code: 'unsupported-media-type', messageKey: 'api.errors.documentFileContent' },
};

/** A service's refusal as a 400/404/413/415 naming the field, the file problem or the order mismatch. */
function asApiError(error: unknown): unknown {
  if (!(error instanceof DocumentRejected)) return error;
  const r = error.rejection;
  switch (r.kind) {
    case 'file': {
      const { code, messageKey } = FILE_PROBLEMS[r.problem];
      return new ApiHttpError(code, `the file is refused: ${r.problem}`, {
        messageKey,
        details: { problem: r.problem },
      });
    }
    case 'metadata':
      return new ApiHttpError(
        'bad-request',
        `the document is refused: ${r.issues.map((i) => `${i.field} ${i.problem}`).join(', ')}`,
        {
          messageKey: 'api.errors.documentInvalid',
          details: { issues: r.issues },
        },
      );
    case 'order':
      return new ApiHttpError('bad-request', 'the order must list every document of the product once', {
        messageKey: 'api.errors.documentOrder',
        details: { missing: r.missing, unknown: r.unknown, duplicates: r.duplicates },
      });
    case 'notFound':
      return new ApiHttpError('not-found', 'no such document', { messageKey: 'api.errors.documentNotFound' });
  }
}

const writeContext = (c: HandlerContext, product: ProductConfig) => ({
  db: c.db,
  files: c.files,
  log: c.log,
  product,
  catalogue: [...c.config.products.values()],
  now: new Date(),
});

async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asApiError(error);
  }
}

function toReader({ id, productId, doc }: StoredDocument): ReaderDocument {
  return {
    id,
    productId,
    displayName: doc.displayName,
    lang: doc.lang,
    shareClass: doc.shareClass,
    loginRequired: doc.loginRequired,
    lastFactsheet: doc.lastFactsheet,
    fileName: doc.file.name,
    contentType: doc.file.contentType ?? 'application/octet-stream',
    size: doc.file.size ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The route's product, when the reader may read its documents, and the language to list them in. */
function documentsRead(c: EntryContext<typeof API.documents>): { product: ProductConfig; lang: Language } {
  const product = requireDocuments(c);
  return { product, lang: c.query.lang ?? product.langsForDocuments[0] ?? 'en' };
}

/**
 * GET /products/{id}/documents: the documents page of a share class in the reader's language. Siblings' documents
 * for this class are included only from the share classes the caller may read themselves.
 */
export async function listDocuments(c: EntryContext<typeof API.documents>): Promise<ApiReply> {
  const { product, lang } = documentsRead(c);
  const productId = product.productId;
  const fund = [...c.config.products.values()].filter(
    (p) =>
      p.productShareClassRoot === product.productShareClassRoot &&
      readGate(c.reader, { kind: 'documents', product: p }).kind === 'allow',
  );
  const stored = (await Promise.all(fund.map((p) => readProductDocuments(c.db, c.log, p.productId)))).flat();
  const body: DocumentListResponse = { documents: readerDocuments(productId, lang, stored).map(toReader) };
  return ok(body);
}

/** GET /products/{id}/documents/{docId}/file: the file, once every check of the download decision passed. */
export async function downloadDocument(c: HandlerContext): Promise<ApiReply> {
  return serveDocument(c, c.params.docId ?? '');
}

/**
 * GET /products/{id}/last-factsheet/file?lang=: the product's last factsheet (`findLastFactsheet`, the overview's
 * choice) served exactly like any document download; 404 `noFactsheetYet` when there is none, after the product's
 * own access checks (so an unreadable product looks unknown, as on the documents page).
 */
export async function downloadLastFactsheet(
  c: EntryContext<typeof API.lastFactsheetFile>,
): Promise<ApiReply> {
  const { product, lang } = documentsRead(c);
  const productId = product.productId;
  const hit = await findLastFactsheet(c.db, product, lang);
  if (!hit) {
    throw new ApiHttpError('not-found', `no last factsheet of ${productId}`, {
      messageKey: 'api.errors.noFactsheetYet',
      details: { productId },
    });
  }
  return serveDocument(c, hit.documentId);
}

async function serveDocument(c: HandlerContext, documentId: string): Promise<ApiReply> {
  const productId = c.params.id ?? '';
  const product = requireDocuments(c);
  const doc = requireDocument(c, await readProductDocument(c.db, c.log, product.productId, documentId));
  if (!isDocumentFileOf(productId, doc.file.path)) {
    c.log.error('a document record points outside its product folder', {
      productId,
      documentId,
      path: doc.file.path,
    });
    throw new ApiHttpError('not-found', 'no such document', { messageKey: 'api.errors.documentNotFound' });
  }
  const bytes = await c.files.read(doc.file.path);
  if (!bytes) {
    c.log.error('the file of a document is missing from the store', {
      productId,
      documentId,
      path: doc.file.path,
    });
    throw new ApiHttpError('not-found', 'the file of this document is missing', {
      messageKey: 'api.errors.documentFileMissing',
    });
  }
  return fileReply({
    bytes,
    contentType: doc.file.contentType ?? 'application/octet-stream',
    fileName: doc.file.name,
  });
}

/** POST /products/{id}/documents?display_name&lang&share_class&login_required&file_name, the file as the body. */
export async function postDocument(c: EntryContext<typeof API.uploadDocument>): Promise<ApiReply> {
  const product = administeredProduct(c, 'managing documents');
  const query = c.query;
  const id = await guarded(uploadDocument(writeContext(c, product), query, c.rawBody ?? new Uint8Array(0)));
  return created({ id });
}

/** PATCH /products/{id}/documents/{docId} with a JSON body of the fields to change. */
export async function patchDocument(c: EntryContext<typeof API.updateDocument>): Promise<ApiReply> {
  const product = administeredProduct(c, 'managing documents');
  const change = c.body;
  const id = c.params.docId ?? '';
  await guarded(updateDocument(writeContext(c, product), id, change));
  return ok({ id });
}

/** PUT /products/{id}/documents/order {ids}: every document id of the product, in the new order. */
export async function putDocumentOrder(c: EntryContext<typeof API.reorderDocuments>): Promise<ApiReply> {
  const product = administeredProduct(c, 'managing documents');
  const { ids } = c.body;
  await guarded(reorderDocuments(writeContext(c, product), ids));
  return ok({ ids });
}

/** DELETE /products/{id}/documents/{docId}: the record, then the file. */
export async function removeDocument(c: HandlerContext): Promise<ApiReply> {
  const product = administeredProduct(c, 'managing documents');
  await guarded(deleteDocument(writeContext(c, product), c.params.docId ?? ''));
  return noContent();
}
