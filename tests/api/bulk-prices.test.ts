import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  bulkPriceDryRunResponseSchema,
  paths,
  PRICE_FEED_FOLDERS,
  SYSTEM_USER_ID,
  type OperationRecord,
  type PricePoint,
} from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { BULK_PRICE_FAULT_DOC } from '../../functions/src/services/bulk-prices/bulk-price-faults.js';
import { runBulkPriceTask } from '../../functions/src/services/bulk-prices/bulk-price-tasks.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { readSeriesUncached } from '../../functions/src/services/bulk-prices/read-series-uncached.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError, type CallResult } from '../support/api-client.js';
import { emulatorProjectId, FUNCTIONS, FUNCTIONS_REGION, HOSTING } from '../support/api-emulators.js';

// The bulk price update through Hosting and Cloud Tasks on the emulators (docs/bulk-prices.md): the dry run lists
// every error of seed 000 §8 by row, column and value, the confirmation applies the file task by task, a re-delivered
// task changes nothing, and a task that keeps failing leaves the operation failed with every series as before.

const ROLE = 'fxBulkPriceManagers';
const product = productBuilder({
  storeModule: 'fxBulk',
  availableLanguages: ['en'],
  allowPriceDataModification: true,
});

const IDS = ['fx-bp-a', 'fx-bp-b', 'fx-bp-c', 'fx-bp-d', 'fx-bp-e'];
const PRODUCTS = [
  ...IDS.map((id) => product(id)),
  product('fx-bp-locked', { allowPriceDataModification: false }),
];
const BENCHMARK = 'fx-bp-bench';

type Caller = 'investor' | 'manager' | 'admin' | 'superAdmin';
const { admin, users } = useApiSuite<Caller>({
  products: PRODUCTS,
  roles: { [ROLE]: ['fx-bp-a'] },
  callers: { investor: [], manager: [ROLE], admin: ['admin'], superAdmin: ['superAdmin'] },
  uidOf: (label) => `fx-bp-${label}`,
});
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

/** Business days from `from`, `n` of them, prices from `start` up by 0.5 % a day. */
function days(from: string, n: number, start: number): PricePoint[] {
  const out: PricePoint[] = [];
  let t = Date.parse(`${from}T00:00:00Z`);
  let price = start;
  while (out.length < n) {
    const d = new Date(t);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      out.push({ date: d.toISOString().slice(0, 10), price: Math.round(price * 100) / 100 });
      price *= 1.005;
    }
    t += 86_400_000;
  }
  return out;
}

const csvOf = (rows: Record<string, readonly PricePoint[]>) =>
  [
    'ID,DATE,PRICE',
    ...Object.entries(rows).flatMap(([id, points]) => points.map((p) => `${id},${p.date},${p.price}`)),
    '',
  ].join('\n');

async function dryRun(caller: Caller | 'guest', csv: string, fileName = 'prices.csv'): Promise<CallResult> {
  const token = users.token(caller);
  const res = await fetch(
    `${HOSTING}/api/operations/bulk-price-update?file_name=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/gzip',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: gzipSync(Buffer.from(csv, 'utf8')),
    },
  );
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

async function dryRunId(caller: Caller, csv: string): Promise<string> {
  const result = await dryRun(caller, csv);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return bulkPriceDryRunResponseSchema.parse(result.body).operationId;
}

const confirm = (caller: Caller, operationId: string) =>
  call(`/api/operations/bulk-price-update/${operationId}/confirm`, {
    method: 'POST',
    token: users.token(caller),
  });

async function operation(id: string): Promise<Extract<OperationRecord, { kind: 'bulkPriceUpdate' }>> {
  const op = (await refs(admin.db).operation(id).get()).data();
  if (op?.kind !== 'bulkPriceUpdate') throw new Error(`no bulk price update ${id}`);
  return op;
}

/** Waits for the operation to end (and, when failed, for its undo to finish). */
function settled(id: string, timeoutMs = 60_000) {
  return vi.waitFor(
    async () => {
      const op = await operation(id);
      if (op.status === 'succeeded') return op;
      if (op.status === 'failed' && (op.priceUpdate?.applied ?? 0) === 0) return op;
      throw new Error(`operation ${id} still ${op.status}: ${JSON.stringify(op.priceUpdate)}`);
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

async function stored(seriesId: string): Promise<{ version: number; points: PricePoint[] } | null> {
  const loaded = await readSeriesUncached(admin.db, seriesId);
  if (!loaded) return null;
  const s = loaded.series;
  return {
    version: loaded.meta.version,
    points: s.dates.map((date, i) => ({ date, price: s.prices[i] ?? NaN })),
  };
}

const base = (id: string) => ({
  seriesId: id,
  kind: 'product' as const,
  ownerId: id,
  frequency: 'daily' as const,
  currency: 'CHF',
});

/** A, B, C, D have 30 stored prices; E has none. */
const OLD: Record<string, PricePoint[]> = {};
async function resetSeries(): Promise<void> {
  for (const [k, id] of IDS.entries()) {
    await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(id)));
    if (k < 4) {
      OLD[id] = days('2025-01-06', 30, 100 + k * 10);
      await replacePriceSeries(admin.db, base(id), OLD[id]);
    }
  }
}

beforeAll(async () => {
  await refs(admin.db)
    .benchmark(BENCHMARK)
    .set({
      id: BENCHMARK,
      name: { en: 'Bench' },
      currency: 'CHF',
      updateFrequency: 'daily',
    });
  await bumpCatalogueVersion(admin.db);
});

beforeEach(async () => {
  await admin.db.doc(BULK_PRICE_FAULT_DOC).delete();
  await resetSeries();
});

afterAll(async () => {
  await admin.db.doc(BULK_PRICE_FAULT_DOC).delete();
  for (const id of [...IDS, 'fx-bp-locked', BENCHMARK]) {
    await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(id)));
  }
  await admin.db.doc(paths.benchmark(BENCHMARK)).delete();
  const ops = await admin.db
    .collection(paths.operations())
    .where('createdBy', 'in', [...users.uids(), SYSTEM_USER_ID])
    .get();
  for (const op of ops.docs) {
    await admin.db.recursiveDelete(op.ref);
    for (const file of await store.list(`operations/${op.id}/`)) await store.delete(file);
  }
  for (const file of await store.list('price-feed/')) await store.delete(file);
});

describe('the dry run', () => {
  it('is for signed-in admins only (OPERATION_ACCESS): product admins change prices on the price tab', async () => {
    const csv = csvOf({ 'fx-bp-a': days('2026-01-05', 2, 1) });
    expectError(await dryRun('guest', csv), 401, 'unauthenticated');
    expectError(await dryRun('investor', csv), 403, 'forbidden');
    // The manager administers fx-bp-a, and still may not run the operation; nothing is recorded for them.
    expectError(await dryRun('manager', csv), 403, 'forbidden');
    const theirs = await admin.db
      .collection(paths.operations())
      .where('createdBy', '==', users.get('manager')?.uid ?? '')
      .get();
    expect(theirs.size).toBe(0);
  });

  it('lists every error by row, column and value, and records them', async () => {
    const csv = [
      'ID,DATE,PRICE',
      'fx-bp-a,2026-01-05,100.5', // 2
      'fx-bp-a,2026-01-05,101', // 3 duplicate date
      'fx-bp-a,2026-01-06,', // 4 empty value
      'fx-bp-a,2026-01-07,1,5', // 5 column count
      'fx-bp-a,2026-01-08,"1.5', // 6 unterminated quote
      'fx-bp-a,2026-01-09,1,234.5', // 7 column count (thousands with a comma splits the row)
      'fx-bp-a,2026-01-12,1 234.5', // 8 number format
      'fx-bp-a,2026-13-01,100', // 9 invalid date
      'fx-bp-nope,2026-01-05,100', // 10 unknown id
      'fx-bp-locked,2026-01-05,100', // 11 not updatable (prices locked)
      'fx-bp-b,2026-01-05,100', // 12 fine: an admin may update every product
      'fx-bp-a,2026-01-13,-3', // 13 not positive
      '',
    ].join('\n');
    const id = await dryRunId('admin', csv);
    const op = await operation(id);
    expect(op).toMatchObject({ status: 'failed', dryRun: true, createdBy: users.get('admin')?.uid });
    expect(op.error?.messageKey).toBe('bulkPrices.errors.fileInvalid');
    expect(op.file?.name).toBe('prices.csv');
    expect(await store.exists(op.file?.path ?? '')).toBe(true);
    const issues = op.fileErrors.map((e) => [e.row, e.column, e.value, e.messageKey]);
    expect(issues).toEqual(
      expect.arrayContaining([
        [3, 'DATE', '2026-01-05', 'csv.bulkPrice.duplicateDate'],
        [4, 'PRICE', '', 'csv.bulkPrice.emptyValue'],
        [6, null, 'fx-bp-a,2026-01-08,"1.5', 'csv.bulkPrice.unterminatedQuote'],
        [8, 'PRICE', '1 234.5', 'csv.bulkPrice.thousandsSeparator'],
        [9, 'DATE', '2026-13-01', 'csv.bulkPrice.invalidDate'],
        [10, 'ID', 'fx-bp-nope', 'csv.bulkPrice.unknownId'],
        [11, 'ID', 'fx-bp-locked', 'csv.bulkPrice.unauthorizedId'],
        [13, 'PRICE', '-3', 'csv.bulkPrice.nonPositive'],
      ]),
    );
    expect(issues.filter((i) => i[3] === 'csv.bulkPrice.columnCount').map((i) => i[0])).toEqual([5, 7]);
    expect(issues.some((i) => i[0] === 12)).toBe(false);
    expect(op.priceUpdate?.errorCount).toBe(op.fileErrors.length);
    // A refused dry run cannot be confirmed.
    expectError(await confirm('admin', id), 400, 'bad-request');
  });

  it('refuses a broken gzip and records why', async () => {
    const res = await fetch(`${HOSTING}/api/operations/bulk-price-update?file_name=x.csv`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/gzip', Authorization: `Bearer ${users.get('admin')?.idToken}` },
      body: Uint8Array.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]),
    });
    expect(res.status).toBe(400);
  });

  it('gives the preview per id, and quality warnings that do not block', async () => {
    const next = days('2025-02-03', 20, 200);
    const weekend = { date: '2026-01-10', price: 300 };
    const id = await dryRunId('admin', csvOf({ 'fx-bp-a': next, 'fx-bp-e': [weekend], [BENCHMARK]: next }));
    const op = await operation(id);
    expect(op).toMatchObject({ status: 'pending', dryRun: true, fileErrors: [] });
    expect(op.productIds).toEqual(['fx-bp-a', 'fx-bp-e']);
    expect(op.benchmarkIds).toEqual([BENCHMARK]);
    const a = op.changes.find((c) => c.id === 'fx-bp-a');
    const old = OLD['fx-bp-a'] ?? [];
    expect(a).toMatchObject({
      seriesId: 'fx-bp-a',
      rowsBefore: 30,
      rowsAfter: 20,
      firstDateBefore: old[0]?.date,
      lastDateBefore: old.at(-1)?.date,
      firstDateAfter: next[0]?.date,
      lastDateAfter: next.at(-1)?.date,
      lastPriceBefore: old.at(-1)?.price,
      lastPriceAfter: next.at(-1)?.price,
    });
    expect(op.changes.find((c) => c.id === 'fx-bp-e')).toMatchObject({ rowsBefore: 0, rowsAfter: 1 });
    expect(op.priceUpdate?.warnings).toEqual([
      expect.objectContaining({
        messageKey: 'priceQuality.weekendDate',
        column: 'DATE',
        value: '2026-01-10',
      }),
    ]);
    // Nothing is written by a dry run.
    expect((await stored('fx-bp-a'))?.points).toEqual(old);
  });
});

describe('confirming', () => {
  it('answers a forged operation record (one the schema refuses) like a missing one, never a 500', async () => {
    // As a client could once write it: a bulk price update with made-up results and no prepared series.
    const id = `fx-bp-forged-${Date.now().toString(36)}`;
    await admin.db.doc(paths.operation(id)).set({
      kind: 'bulkPriceUpdate',
      createdBy: users.get('admin')?.uid ?? '',
      createdByEmail: 'someone-else@example.test',
      status: 'pending',
      dryRun: true,
      results: 'forged',
    });
    try {
      expectError(await confirm('admin', id), 404, 'not-found');
    } finally {
      await admin.db.doc(paths.operation(id)).delete();
    }
  });

  it('applies the file on Cloud Tasks, once, confirmed by an admin', async () => {
    const next = { 'fx-bp-a': days('2026-03-02', 10, 50), 'fx-bp-e': days('2026-03-02', 5, 70) };
    const id = await dryRunId('superAdmin', csvOf({ 'fx-bp-a': next['fx-bp-a'] }));
    expectError(await confirm('investor', id), 403, 'forbidden');
    expectError(await confirm('manager', id), 403, 'forbidden');
    const result = await confirm('superAdmin', id);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expectError(await confirm('superAdmin', id), 400, 'bad-request');
    const op = await settled(id);
    expect(op).toMatchObject({ status: 'succeeded', dryRun: false });
    expect(op.priceUpdate).toMatchObject({ applied: 1, confirmedBy: users.get('superAdmin')?.uid });
    expect((await stored('fx-bp-a'))?.points).toEqual(next['fx-bp-a']);

    // An admin confirms someone else's dry run; a series that did not exist is created.
    const other = await dryRunId('superAdmin', csvOf({ 'fx-bp-a': next['fx-bp-a'] }));
    expect((await confirm('admin', other)).status).toBe(200);
    expect((await settled(other)).status).toBe('succeeded');
    const both = await dryRunId('admin', csvOf(next));
    expect((await confirm('admin', both)).status).toBe(200);
    expect((await settled(both)).priceUpdate?.applied).toBe(2);
    expect((await stored('fx-bp-e'))?.points).toEqual(next['fx-bp-e']);
  });

  it('changes nothing when a task is delivered again', async () => {
    const next = Object.fromEntries(IDS.map((id, k) => [id, days('2026-04-01', 8, 10 + k)]));
    const id = await dryRunId('admin', csvOf(next));
    expect((await confirm('admin', id)).status).toBe(200);
    const done = await settled(id);
    expect(done.priceUpdate?.applied).toBe(5);
    const versions = await Promise.all(IDS.map(async (s) => (await stored(s))?.version));
    const deps = {
      db: admin.db,
      files: store,
      log: { error: () => undefined, warn: () => undefined },
      now: () => new Date(),
      enqueue: () => Promise.resolve(),
    };
    for (let first = 0; first < 5; first++) {
      await runBulkPriceTask(deps, { operationId: id, action: 'apply', first, count: 1 });
    }
    expect(await Promise.all(IDS.map(async (s) => (await stored(s))?.version))).toEqual(versions);
    expect(await operation(id)).toMatchObject({ status: 'succeeded', priceUpdate: { applied: 5 } });
  });

  it('survives a task that fails once: retried, every series new, counted once', async () => {
    await admin.db.doc(BULK_PRICE_FAULT_DOC).set({ index: 2, times: 1, mode: 'throw' });
    const next = Object.fromEntries(IDS.map((id, k) => [id, days('2026-05-04', 6, 20 + k)]));
    const id = await dryRunId('admin', csvOf(next));
    expect((await confirm('admin', id)).status).toBe(200);
    const op = await settled(id);
    expect(op).toMatchObject({ status: 'succeeded', priceUpdate: { applied: 5 } });
    for (const s of IDS) expect((await stored(s))?.points).toEqual(next[s]);
    expect((await admin.db.doc(BULK_PRICE_FAULT_DOC).get()).get('hits')).toBe(1);
  });

  it('undoes the whole update when a task fails for good: every series as before', async () => {
    await admin.db.doc(BULK_PRICE_FAULT_DOC).set({ index: 3, times: 1000, mode: 'throw' });
    const before = await Promise.all(IDS.map((s) => stored(s)));
    const next = Object.fromEntries(IDS.map((id, k) => [id, days('2026-06-01', 7, 30 + k)]));
    const id = await dryRunId('admin', csvOf(next));
    expect((await confirm('admin', id)).status).toBe(200);

    // While it runs, every series is all old or all new, never a mix (a mix seen once fails the test).
    let sawNew = false;
    const mixed: string[] = [];
    await vi.waitFor(
      async () => {
        const op = await operation(id);
        for (const [k, s] of IDS.entries()) {
          const now = JSON.stringify((await stored(s))?.points ?? null);
          if (now === JSON.stringify(next[s])) sawNew = true;
          else if (now !== JSON.stringify(before[k]?.points ?? null)) mixed.push(s);
        }
        if (op.status !== 'failed' || (op.priceUpdate?.applied ?? 0) !== 0)
          throw new Error(`operation ${id} still ${op.status}`);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(mixed).toEqual([]);
    expect(sawNew).toBe(true);
    const op = await operation(id);
    expect(op.error).toMatchObject({ messageKey: 'bulkPrices.errors.applyFailed' });
    expect(op.priceUpdate?.restored).toBeGreaterThan(0);
    // All old: the series that existed have their old prices, the one that did not (E) is gone again.
    for (const [k, s] of IDS.entries())
      expect((await stored(s))?.points ?? null).toEqual(before[k]?.points ?? null);
    expect(await stored('fx-bp-e')).toBeNull();
  });
});

describe('the scheduled price refresh', () => {
  it('applies the feed folder as the system user, laying the prices over the series', async () => {
    const added = days('2026-07-01', 3, 400);
    await store.write(
      `${PRICE_FEED_FOLDERS.incoming}2026-07-03.csv`,
      Buffer.from(csvOf({ 'fx-bp-b': added })),
    );
    await store.write(
      `${PRICE_FEED_FOLDERS.incoming}broken.csv`,
      Buffer.from('ID,DATE,PRICE\nfx-bp-b,x,1\n'),
    );
    const res = await fetch(`${FUNCTIONS}/${emulatorProjectId()}/${FUNCTIONS_REGION}/refreshPrices-0`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBeLessThan(300);
    const processed = await store.list(PRICE_FEED_FOLDERS.processed);
    const failed = await store.list(PRICE_FEED_FOLDERS.failed);
    expect(processed).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(await store.list(PRICE_FEED_FOLDERS.incoming)).toEqual([]);
    const id = (processed[0] ?? '').slice(PRICE_FEED_FOLDERS.processed.length).split('-')[0] ?? '';
    const op = await settled(id);
    expect(op).toMatchObject({
      status: 'succeeded',
      createdBy: SYSTEM_USER_ID,
      priceUpdate: { source: 'feed' },
    });
    expect((await stored('fx-bp-b'))?.points).toEqual([...(OLD['fx-bp-b'] ?? []), ...added]);
    const refusedId = (failed[0] ?? '').slice(PRICE_FEED_FOLDERS.failed.length).split('-')[0] ?? '';
    expect((await operation(refusedId)).fileErrors.map((e) => e.messageKey)).toEqual([
      'csv.bulkPrice.invalidDate',
    ]);
  });
});
