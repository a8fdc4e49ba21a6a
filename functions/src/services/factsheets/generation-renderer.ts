import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { factsheetDisplayName, type Language, type ProductConfig } from '@portal/domain';
import { refs } from '../../db/refs.js';
import { portalConfigAt } from '../analytics/config-cache.js';
import type { Logger } from '../core/logger.js';
import { readCatalogueVersion } from '../catalogue/catalogue-version.js';
import { documentFilePath } from '../documents/documents.js';
import type { FileStore } from '../files/file-store.js';
import { buildFactsheet } from './factsheet-model.js';
import { factsheetPdf } from './render-pdf.js';

/** What the generation asks the renderer for: one product's factsheet in one language, stored as a document. */
export interface FactsheetRenderRequest {
  productId: string;
  lang: Language;
  /** The factsheet date, `yyyy-mm-dd`. */
  date: string;
  needLogin: boolean;
  isLastFactsheet: boolean;
  /** `factsheetFileName(product name, date)`; the display name is the same without `.pdf`. */
  fileName: string;
}

/**
 * Renders and stores one factsheet as a product document (replacing the same-name document of that language, moving
 * the last-factsheet flag when asked) and says how many pages it has. The generation never renders itself: the
 * function injects the renderer (`functions/factsheet-generation.ts`), so the PDF backend can change alone.
 */
export interface FactsheetRenderer {
  render(request: FactsheetRenderRequest): Promise<{ documentId: string; pages: number }>;
}

/**
 * Stores a generated factsheet PDF as a product document in its language: the same-name document of that language
 * keeps its id and gets the new file (so followers are not mailed twice for one month), otherwise a new record is
 * created; with `isLastFactsheet` the flag moves to it in the same transaction (the previous last factsheet stays,
 * as an archive entry). The file is written before the record, which never points at a missing file.
 */
export async function storeGeneratedFactsheet(
  deps: { db: Firestore; files: FileStore; now: () => Date },
  product: Pick<ProductConfig, 'productId' | 'productName'>,
  request: FactsheetRenderRequest,
  bytes: Uint8Array,
): Promise<string> {
  const { db, files } = deps;
  const collection = refs(db).productDocuments(product.productId);
  const displayName = factsheetDisplayName(product.productName, request.date);
  const sameName = (d: { lang: string; displayName: string }) =>
    d.lang === request.lang && d.displayName.trim().toLowerCase() === displayName.toLowerCase();
  const listed = (await collection.where('lang', '==', request.lang).get()).docs;
  const before = listed.find((d) => sameName(d.data()));
  const id = before?.id ?? randomUUID();
  const path = documentFilePath(product.productId, id, request.fileName);
  await files.write(path, bytes, { contentType: 'application/pdf' });
  // The transaction reads the listed documents by id, never by query: a query in a transaction locks far more than
  // this product's documents on the emulator, and a batch of hundreds of products then waits in line.
  const refsToRead = [...listed.map((d) => d.ref), ...(before ? [] : [collection.doc(id)])];
  await db.runTransaction(async (tx) => {
    const all = (await tx.getAll(...refsToRead)).filter((d) => d.exists);
    const current = all.find((d) => d.id === id);
    const order = all.reduce((max, d) => Math.max(max, (d.data()?.order ?? -1) + 1), 0);
    if (request.isLastFactsheet) {
      for (const d of all)
        if (d.id !== id && d.data()?.lastFactsheet) tx.update(d.ref, { lastFactsheet: false });
    }
    const file = { path, name: request.fileName, contentType: 'application/pdf', size: bytes.byteLength };
    if (current) {
      tx.update(current.ref, {
        file,
        loginRequired: request.needLogin,
        lastFactsheet: request.isLastFactsheet || current.data()?.lastFactsheet === true,
      });
    } else {
      tx.create(collection.doc(id), {
        displayName,
        file,
        lang: request.lang,
        shareClass: null,
        loginRequired: request.needLogin,
        lastFactsheet: request.isLastFactsheet,
        archived: false,
        order,
        createdAt: deps.now(),
      });
    }
  });
  return id;
}

/**
 * The factsheet renderer of the generation: the same model, layout and PDF as `GET /api/products/{id}/factsheet.pdf`
 * (factsheet-model.ts, render-pdf.ts) on the current configuration, without a reader's access check (the generation
 * API authorised the caller per product), stored as a document in its language. The page count is the layout's.
 */
export function pdfFactsheetRenderer(deps: {
  db: Firestore;
  files: FileStore;
  now: () => Date;
  log: Logger;
}): FactsheetRenderer {
  return {
    async render(request) {
      const version = await readCatalogueVersion(deps.db);
      const config = await portalConfigAt(deps.db, deps.log, version);
      const product = config.products.get(request.productId);
      if (!product) throw new Error(`no such product: ${request.productId}`);
      const loaded = await buildFactsheet(
        { db: deps.db, files: deps.files, log: deps.log, config },
        product,
        {
          lang: request.lang,
          date: request.date,
        },
      );
      const { bytes, layout } = await factsheetPdf(loaded.model, loaded.config, {
        imageBytes: loaded.imageBytes,
        now: deps.now(),
      });
      const documentId = await storeGeneratedFactsheet(deps, loaded.product, request, bytes);
      return { documentId, pages: layout.pages.length };
    },
  };
}
