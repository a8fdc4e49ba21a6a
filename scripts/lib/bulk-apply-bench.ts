/**
 * `npm run bench`, "bulk price apply" part (issue 11: a 1,000,000-row bulk CSV applied on the emulator in under 60 s):
 * 250 products (`bench-bulk-*`, hidden, price modification allowed) are written for the run; an admin uploads the
 * generated file (250 ids x 4,000 business days, gzipped as the browser does) through Hosting, the dry run is timed,
 * then the confirm, and the apply is timed until the operation has succeeded (every task on the Cloud Tasks emulator
 * replaced its products). Everything is removed afterwards. Figures only: timings on shared machines are not tests.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from 'node:timers/promises';
import { Gzip } from 'fflate';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { bulkPriceCsvChunks, paths, productConfigSchema } from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { benchAccount, benchSignIn, deleteBenchProducts } from './bench-support.js';
import { emulatorEnv, HOSTING_URL, waitForApiCatalogue } from './emulators.js';
import { projectIdFor, tenantFromEnv } from '../firebase.js';

const PREFIX = 'bench-bulk-';
const ADMIN = benchAccount('bench-bulk-admin');

/**
 * A hidden daily product (from 2010-01-04, CHF, English) whose prices a bulk update may replace: the bench's and the
 * fault suite's (tests/faults) fixture products.
 */
export const bulkPriceTestProduct = (id: string, storeModule: string, productName: string) =>
  productConfigSchema.parse({
    productId: id,
    storeModule,
    productName,
    productShareClassRoot: id,
    isDefaultShareClass: true,
    hideOnProductsSection: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2010-01-04',
    allowPriceDataModification: true,
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
  });

export interface BulkApplyTiming {
  rows: number;
  products: number;
  csvBytes: number;
  gzipBytes: number;
  dryRunMs: number;
  applyMs: number;
  status: string;
  tasks: number;
}

export async function measureBulkApply(
  options: { products?: number; dates?: number; timeoutMs?: number } = {},
): Promise<BulkApplyTiming> {
  const products = options.products ?? 250;
  const dates = options.dates ?? 4000;
  const projectId = process.env.GCLOUD_PROJECT ?? projectIdFor(tenantFromEnv());
  Object.assign(process.env, emulatorEnv(projectId));
  const app = initializeApp({ projectId }, `bulk-apply-bench-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const ids = Array.from({ length: products }, (_, p) => `${PREFIX}${p}`);
  let operationId: string | undefined;
  try {
    const before = (await db.collection(paths.products()).count().get()).data().count;
    for (let i = 0; i < ids.length; i += 400) {
      const batch = db.batch();
      for (const id of ids.slice(i, i + 400)) {
        batch.set(refs(db).product(id), bulkPriceTestProduct(id, 'bench', `Bench bulk ${id}`));
      }
      await batch.commit();
    }
    await bumpCatalogueVersion(db);
    await waitForApiCatalogue(before + products, 60_000);
    const token = await benchSignIn(auth, ADMIN, { 'role:admin': true });

    const { csvBytes, gzip } = await gzippedBenchCsv(products, dates);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/gzip' };

    let t = performance.now();
    const dry = await fetch(`${HOSTING_URL}/api/operations/bulk-price-update?file_name=bench-bulk.csv`, {
      method: 'POST',
      headers,
      body: gzip,
    });
    const dryBody = (await dry.json()) as { operationId?: string; ok?: boolean };
    const dryRunMs = performance.now() - t;
    operationId = dryBody.operationId;
    if (!dry.ok || !dryBody.ok || !operationId) {
      throw new Error(`bench dry run refused: ${dry.status} ${JSON.stringify(dryBody).slice(0, 300)}`);
    }

    t = performance.now();
    const confirm = await fetch(`${HOSTING_URL}/api/operations/bulk-price-update/${operationId}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const confirmBody = (await confirm.json()) as { tasks?: number };
    if (!confirm.ok) throw new Error(`bench confirm refused: ${confirm.status}`);
    const deadline = Date.now() + (options.timeoutMs ?? 300_000);
    let status = 'pending';
    while (Date.now() < deadline) {
      status = String((await db.doc(paths.operation(operationId)).get()).get('status'));
      if (status === 'succeeded' || status === 'failed') break;
      await sleep(250);
    }
    const applyMs = performance.now() - t;
    return {
      rows: products * dates,
      products,
      csvBytes,
      gzipBytes: gzip.length,
      dryRunMs,
      applyMs,
      status,
      tasks: confirmBody.tasks ?? 0,
    };
  } finally {
    await deleteBenchProducts(db, ids);
    if (operationId) {
      await db.recursiveDelete(db.doc(paths.operation(operationId)));
      const markers = await db
        .collection(paths.bulkPriceMarkers())
        .where('operationId', '==', operationId)
        .get();
      await Promise.all(markers.docs.map((d) => d.ref.delete()));
      await db.doc(paths.bulkPriceStop(operationId)).delete();
    }
    await bumpCatalogueVersion(db);
    await auth.deleteUser(ADMIN.uid).catch(() => undefined);
    await deleteApp(app);
  }
}

/**
 * The generated file, gzipped as the browser does it before the upload (web `gzipFile`, bulk-price-api.ts): a slice
 * at a time, yielding to the event loop between slices. Generating and compressing the 40 MB in one synchronous
 * block (seconds, longer on a busy machine) froze the process's connections: the keep-alive socket of the request
 * before it (`/api/health`) was closed by Hosting meanwhile (Node's 5 s keep-alive), the frozen client never saw it
 * close, handed it to the upload, and the upload failed writing (`fetch failed`, `write EPIPE`) before Hosting had
 * read a byte (its log shows no rewrite of the POST). With `npm start` running the bench comes here after the factsheet
 * batch, the emulators and the machine still busy, and the block outlasted the 5 s. Yielding lets the client see the
 * close (or expire the socket itself) and open a fresh connection; what is measured does not change.
 */
async function gzippedBenchCsv(
  products: number,
  dates: number,
): Promise<{ csvBytes: number; gzip: Uint8Array<ArrayBuffer> }> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const gzip = new Gzip({ level: 6 }, (chunk) => {
    parts.push(chunk.slice());
  });
  let csvBytes = 0;
  // The generator names its ids product-0..; the bench products are bench-bulk-0.. (its chunks end with a row).
  for (const chunk of bulkPriceCsvChunks({ products, dates })) {
    const bytes = encoder.encode(chunk.replaceAll('product-', PREFIX));
    csvBytes += bytes.length;
    gzip.push(bytes);
    await yieldToEventLoop();
  }
  gzip.push(new Uint8Array(0), true);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return { csvBytes, gzip: out };
}

export function formatBulkApply(r: BulkApplyTiming): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return (
    `  bulk price apply, ${r.rows.toLocaleString('en')} rows (${r.products} products, CSV ${mb(r.csvBytes)}, ` +
    `gzip ${mb(r.gzipBytes)}): dry run through Hosting ${(r.dryRunMs / 1000).toFixed(1)} s, ` +
    `apply on ${r.tasks} tasks ${(r.applyMs / 1000).toFixed(1)} s (${r.status})`
  );
}
