import type { Firestore, Query } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import {
  EXPORT_FILES,
  EXPORT_HEADERS,
  documentRow,
  followerRow,
  holdingExportRow,
  priceRows,
  productRow,
  productSeriesIds,
  seriesInScope,
  type ExportFile,
  type ExportScope,
  type ProductConfig,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { CsvZipWriter, type CsvFileWriter } from './csv-zip-writer.js';

/*
 * Builds the platform export zip (docs/operations.md "Export"): products, prices (all series in scope, one long
 * CSV), holdings, the documents index and, for admins, the followers. Data is read a page or a series at a time and
 * written to the zip as it comes, so memory holds one page of documents or one price series (about 8,000 rows for
 * 30 years daily) plus the compressed output.
 */

const PAGE = 200;

export interface ExportDeps {
  db: Firestore;
  catalogue: readonly ProductConfig[];
  now: Date;
}

/** Rows written per file. */
export type ExportCounts = Partial<Record<ExportFile, number>>;

/** Every document of `query` in id order, `PAGE` at a time. */
async function* pages<T>(query: Query<T>): AsyncGenerator<{ id: string; data: T }[]> {
  let last: string | null = null;
  for (;;) {
    let q = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last !== null) q = q.startAfter(last);
    const snap = await q.get();
    if (snap.empty) return;
    yield snap.docs.map((d) => ({ id: d.id, data: d.data() }));
    last = snap.docs[snap.docs.length - 1]?.id ?? null;
    if (snap.size < PAGE) return;
  }
}

async function writePrices(deps: ExportDeps, scope: ExportScope, out: CsvFileWriter): Promise<void> {
  const r = refs(deps.db);
  const products = deps.catalogue.filter((p) => scope.productIds.includes(p.productId));
  const productSeries = new Set(products.flatMap(productSeriesIds));
  for await (const metas of pages(r.priceSeriesMetas())) {
    for (const { id, data: meta } of metas) {
      if (!seriesInScope(meta, scope, productSeries, id)) continue;
      const chunkIds = [...meta.chunkIds].sort();
      if (chunkIds.length === 0) continue;
      const chunks = await Promise.all(chunkIds.map((c) => r.priceChunk(id, c).get()));
      for (const snap of chunks) {
        const chunk = snap.data();
        if (chunk) out.rows(priceRows(meta, chunk));
      }
    }
  }
}

/** The zip of the export of `scope`, and the row count of each file. */
export async function buildPlatformExport(
  deps: ExportDeps,
  scope: ExportScope,
): Promise<{ bytes: Uint8Array; counts: ExportCounts }> {
  const r = refs(deps.db);
  const zip = new CsvZipWriter(deps.now);
  const counts: ExportCounts = {};
  const open = (file: ExportFile) => zip.file(EXPORT_FILES[file], EXPORT_HEADERS[file]);

  const products = open('products');
  products.rows(deps.catalogue.filter((p) => scope.productIds.includes(p.productId)).map(productRow));
  counts.products = products.end();

  const prices = open('prices');
  await writePrices(deps, scope, prices);
  counts.prices = prices.end();

  const holdings = open('holdings');
  for (const productId of scope.productIds) {
    for await (const snaps of pages(r.holdingSnapshots(productId))) {
      for (const { data } of snaps)
        holdings.rows(data.holdings.map((h) => holdingExportRow(productId, data.date, h)));
    }
  }
  counts.holdings = holdings.end();

  const documents = open('documents');
  for (const productId of scope.productIds) {
    for await (const docs of pages(r.productDocuments(productId))) {
      documents.rows(docs.map(({ id, data }) => documentRow(productId, id, data)));
    }
  }
  counts.documents = documents.end();

  if (scope.includeFollowers) {
    const followers = open('followers');
    for (const productId of scope.productIds) {
      for await (const entries of pages(r.followers(productId))) {
        followers.rows(entries.map(({ data }) => followerRow(data)));
      }
    }
    counts.followers = followers.end();
  }
  return { bytes: zip.finish(), counts };
}
