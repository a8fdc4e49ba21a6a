/**
 * `npm run bench`, factsheet batch part (issue 12: a batch of 250 factsheets under 60 s end to end on the emulator):
 * 250 public products (`bench-fsb-*`, hidden from lists, 8 years of daily prices, a daily benchmark on the factsheet,
 * eight statistics) are written for the run; an admin starts one generation of all 250 in English through Hosting
 * (`POST /api/operations/generate-factsheets`), and the time is taken from that request until the operation has
 * ended (every product's Cloud Task rendered its PDF with pdf-lib and stored it as a document). Everything is removed
 * afterwards, the stored PDFs included. Figures only: timings on shared machines are not tests.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { benchmarkConfigSchema, paths } from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { benchAccount, benchSignIn, deleteBenchProducts } from './bench-support.js';
import { emulatorEnv, HOSTING_URL, waitForApiCatalogue } from './emulators.js';
import { benchFactsheetProduct, walk } from './factsheet-bench.js';
import { projectIdFor, tenantFromEnv } from '../firebase.js';

const PREFIX = 'bench-fsb-';
const BENCHMARK = 'bench-fsb-index';
const ADMIN = benchAccount('bench-fsb-admin');

export interface FactsheetBatchTiming {
  products: number;
  status: string;
  succeeded: number;
  totalMs: number;
  /** Sum of the stored PDFs' sizes. */
  bytes: number;
}

export async function measureFactsheetBatch(
  options: { products?: number; timeoutMs?: number } = {},
): Promise<FactsheetBatchTiming> {
  const products = options.products ?? 250;
  const projectId = process.env.GCLOUD_PROJECT ?? projectIdFor(tenantFromEnv());
  Object.assign(process.env, emulatorEnv(projectId));
  const app = initializeApp({ projectId }, `factsheet-batch-bench-${Date.now()}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const files = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', projectId));
  const ids = Array.from({ length: products }, (_, p) => `${PREFIX}${p}`);
  let operationId: string | undefined;
  try {
    const before = (await db.collection(paths.products()).count().get()).data().count;
    await db.doc(paths.benchmark(BENCHMARK)).set(
      benchmarkConfigSchema.parse({
        id: BENCHMARK,
        name: { en: 'Bench index' },
        currency: 'CHF',
        updateFrequency: 'daily',
      }),
    );
    for (let i = 0; i < ids.length; i += 400) {
      const batch = db.batch();
      for (const id of ids.slice(i, i + 400)) {
        batch.set(
          refs(db).product(id),
          benchFactsheetProduct(id, `Bench Fund ${id.slice(PREFIX.length)}`, BENCHMARK),
        );
      }
      await batch.commit();
    }
    const base = { kind: 'product', frequency: 'daily', currency: 'CHF' } as const;
    await replacePriceSeries(
      db,
      { ...base, kind: 'benchmark', seriesId: BENCHMARK, ownerId: BENCHMARK },
      walk('2017-01-02', 9, 7),
    );
    for (let i = 0; i < ids.length; i += 25) {
      await Promise.all(
        ids
          .slice(i, i + 25)
          .map((id, k) =>
            replacePriceSeries(db, { ...base, seriesId: id, ownerId: id }, walk('2018-01-02', 8, i + k)),
          ),
      );
    }
    await bumpCatalogueVersion(db);
    await waitForApiCatalogue(before + products, 60_000);
    const token = await benchSignIn(auth, ADMIN, { 'role:admin': true });
    const date = walk('2018-01-02', 8, 0).at(-1)?.date ?? '2025-12-31';

    const t = performance.now();
    const res = await fetch(`${HOSTING_URL}/api/operations/generate-factsheets`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        productIds: ids,
        languages: ['en'],
        date,
        needLogin: false,
        isLastFactsheet: true,
      }),
    });
    const body = (await res.json()) as { operationId?: string };
    operationId = body.operationId;
    if (!res.ok || !operationId) {
      throw new Error(
        `the bench generation was refused: ${res.status} ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    const deadline = Date.now() + (options.timeoutMs ?? 600_000);
    let status = 'pending';
    let results: { status: string }[] = [];
    while (Date.now() < deadline) {
      const op = await db.doc(paths.operation(operationId)).get();
      status = String(op.get('status'));
      results = (op.get('results') ?? []) as { status: string }[];
      if (status === 'succeeded' || status === 'failed') break;
      await sleep(250);
    }
    const totalMs = performance.now() - t;
    let bytes = 0;
    for (const id of ids) {
      const docs = await refs(db).productDocuments(id).get();
      for (const d of docs.docs) bytes += d.data().file.size ?? 0;
    }
    return {
      products,
      status,
      succeeded: results.filter((r) => r.status === 'succeeded').length,
      totalMs,
      bytes,
    };
  } finally {
    await deleteBenchProducts(db, ids, (id) => [
      files.list(`documents/${id}/`).then((list) => Promise.all(list.map((f) => files.delete(f)))),
    ]);
    await db.recursiveDelete(db.doc(paths.priceSeriesMeta(BENCHMARK)));
    await db.doc(paths.benchmark(BENCHMARK)).delete();
    if (operationId) {
      const op = operationId;
      await db.doc(paths.operation(op)).delete();
      await Promise.all(
        ids.flatMap((id) => [
          db.doc(paths.factsheetGenerationMarker(op, id, 'en')).delete(),
          db.doc(paths.factsheetGenerationAttempts(op, id)).delete(),
        ]),
      );
    }
    await bumpCatalogueVersion(db);
    await auth.deleteUser(ADMIN.uid).catch(() => undefined);
    await deleteApp(app);
  }
}

export function formatFactsheetBatch(r: FactsheetBatchTiming): string {
  return (
    `  factsheet batch, ${r.products} products x 1 language (two-page PDFs through Cloud Tasks, stored as ` +
    `documents): ${(r.totalMs / 1000).toFixed(1)} s end to end (target < 60 s), ${r.succeeded} succeeded ` +
    `(${r.status}), ${(r.bytes / 1024 / 1024).toFixed(1)} MB stored`
  );
}
