import { gzipSync } from 'node:zlib';
import { bulkPriceDryRunResponseSchema, paths } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { readSeriesUncached } from '../../functions/src/services/bulk-prices/read-series-uncached.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { bulkPriceTestProduct } from '../../scripts/lib/bulk-apply-bench.js';
import { adminFor, emulatorProjectId, HOSTING, type AdminHandle } from '../support/api-emulators.js';
import { adminToken, killWorkers, waitFor } from './fault-support.js';

// A bulk price update whose apply workers are killed (SIGKILL) while it runs: Cloud Tasks retries the killed tasks,
// the per-series markers skip what was done, and every product ends with exactly the old or exactly the new prices.

const PRODUCTS = 24;
const ids = Array.from({ length: PRODUCTS }, (_, i) => `fault-bp-${i}`);
let admin: AdminHandle;
let token: string;

/** `dates` business days from 2010-01-04 per product; prices differ by `offset` between the two files. */
function csvFor(dates: number, offset: number): { csv: string; expected: Map<string, [string, number][]> } {
  const days: string[] = [];
  for (let t = Date.parse('2010-01-04T00:00:00Z'); days.length < dates; t += 86_400_000) {
    const d = new Date(t).getUTCDay();
    if (d !== 0 && d !== 6) days.push(new Date(t).toISOString().slice(0, 10));
  }
  const expected = new Map<string, [string, number][]>();
  const lines = ['ID,DATE,PRICE'];
  ids.forEach((id, p) => {
    const points = days.map((date, i): [string, number] => [date, 100 + offset + p + i / 100]);
    expected.set(id, points);
    for (const [date, price] of points) lines.push(`${id},${date},${price}`);
  });
  return { csv: `${lines.join('\n')}\n`, expected };
}

async function apply(csv: string): Promise<string> {
  const res = await fetch(`${HOSTING}/api/operations/bulk-price-update?file_name=fault.csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/gzip', Authorization: `Bearer ${token}` },
    body: gzipSync(Buffer.from(csv, 'utf8')),
  });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(201);
  const operationId = bulkPriceDryRunResponseSchema.parse(body).operationId;
  const confirm = await fetch(`${HOSTING}/api/operations/bulk-price-update/${operationId}/confirm`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(confirm.status).toBeLessThan(300);
  return operationId;
}

/** The number of products the API serves. */
async function apiHealth(): Promise<number | undefined> {
  const res = await fetch(`${HOSTING}/api/health`);
  return res.ok ? ((await res.json()) as { products?: number }).products : undefined;
}

const record = async (id: string) => (await refs(admin.db).operation(id).get()).data();
const ended = (status: unknown) => status === 'succeeded' || status === 'failed';

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const before = (await apiHealth()) ?? 0;
  const batch = admin.db.batch();
  for (const id of ids) {
    batch.set(refs(admin.db).product(id), bulkPriceTestProduct(id, 'fault', `Fault ${id}`));
  }
  await batch.commit();
  await bumpCatalogueVersion(admin.db);
  token = await adminToken(admin, 'fault-bp-admin');
  // The API reloads its catalogue a moment after the version changes: wait until it knows the fixture products.
  await waitFor(
    'API knows the fixture products',
    apiHealth,
    (n) => n !== undefined && n >= before + PRODUCTS,
  );
});

afterAll(async () => {
  await Promise.all(
    ids.flatMap((id) => [
      admin.db.recursiveDelete(admin.db.doc(paths.product(id))),
      admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(id))),
    ]),
  );
  await bumpCatalogueVersion(admin.db);
  await admin.close();
});

describe('bulk price update, apply workers killed mid-way', () => {
  it('resumes to succeeded; every product holds all old or all new prices, never a mix', async () => {
    const old = csvFor(40, 0);
    const first = await apply(old.csv);
    await waitFor('the old prices are applied', async () => (await record(first))?.status, ended);
    expect((await record(first))?.status).toBe('succeeded');

    const next = csvFor(3000, 50);
    const operationId = await apply(next.csv);
    await waitFor(
      'the apply is under way',
      async () => (await record(operationId))?.progress?.done ?? 0,
      (done) => done > 0,
    );
    const progressAtKill = (await record(operationId))?.progress;
    expect(progressAtKill?.done).toBeLessThan(PRODUCTS);
    expect(killWorkers('applyBulkPrices')).toBeGreaterThan(0);

    // Right after the kill, and at every later look, no product is half old and half new.
    const checkProducts = async () => {
      const states: string[] = [];
      for (const id of ids) {
        const stored = await readSeriesUncached(admin.db, id);
        const pairs = stored ? stored.series.dates.map((d, i) => [d, stored.series.prices[i]]) : [];
        const isOld = JSON.stringify(pairs) === JSON.stringify(old.expected.get(id));
        const isNew = JSON.stringify(pairs) === JSON.stringify(next.expected.get(id));
        expect(isOld || isNew, `${id} is neither all old nor all new`).toBe(true);
        states.push(isNew ? 'new' : 'old');
      }
      return states;
    };
    await checkProducts();

    const op = await waitFor(
      'the operation ends after the kill',
      () => record(operationId),
      (r) => ended(r?.status),
      180_000,
    );
    expect(op?.status, JSON.stringify(op?.error)).toBe('succeeded');
    expect(op?.progress).toEqual({ done: PRODUCTS, total: PRODUCTS });
    expect(await checkProducts()).toEqual(ids.map(() => 'new'));
    // Each series was counted once: one marker per series.
    const markers = await admin.db
      .collection(paths.bulkPriceMarkers())
      .where('operationId', '==', operationId)
      .count()
      .get();
    expect(markers.data().count).toBe(PRODUCTS);
  });
});
