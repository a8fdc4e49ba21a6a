import { join } from 'node:path';
import {
  apiErrorSchema,
  benchmarkConfigSchema,
  importPricesResponseSchema,
  paths,
  priceCsvRefusalSchema,
  priceDataResponseSchema,
  priceEntryRefusalSchema,
  productPricesResponseSchema,
  type PricePoint,
  type ProductConfig,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { loadSeries } from '../../functions/src/services/prices/read-series.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { LIVE_MODE, productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';
import { emulatorProjectId } from '../support/api-emulators.js';

// The price data tab's API on the emulators (docs/price-data.md): who may change prices, add one price (duplicate
// date and bad numbers refused with their field), a CSV dry run and replace (row errors write nothing), delete a
// date, the audit entries, the price file rewritten in the local-folder file store, and the analytics API seeing
// every change at once (its caches key on the series version).

const RUN = Date.now().toString(36);
const ROLE = 'fxPriceManagers';
const BENCH = benchmarkConfigSchema.parse({
  id: 'fx-pd-bench',
  name: { en: 'Price data index' },
  currency: 'CHF',
  updateFrequency: 'daily',
});
const product = productBuilder(
  {
    storeModule: 'fxPd',
    availableLanguages: ['en'],
    inceptionDate: '2024-01-02',
    live: { ...LIVE_MODE, benchmarks: [BENCH.id] },
  },
  (productId) => `Fund ${productId}`,
);
/** Modification allowed, the price file mirrored. */
const A = product('fx-pd-a', { allowPriceDataModification: true, priceModificationUpdateGcpStorage: true });
/** Modification allowed, no price file; no series yet. */
const B = product('fx-pd-b', { allowPriceDataModification: true });
/** Modification not allowed. */
const OFF = product('fx-pd-off');
const PRODUCTS = [A, B, OFF];

const SEED: PricePoint[] = [
  { date: '2024-01-02', price: 100 },
  { date: '2024-01-03', price: 101 },
  { date: '2024-01-04', price: 102, adjustedPrice: 101.5 },
  { date: '2024-01-05', price: 103 },
];
const base = (p: ProductConfig) => ({
  seriesId: p.productId,
  kind: 'product' as const,
  ownerId: p.productId,
  frequency: 'daily' as const,
  currency: 'CHF',
});

type Caller = 'investor' | 'manager' | 'admin';
const { admin, users } = useApiSuite<Caller>({
  products: PRODUCTS,
  roles: { [ROLE]: [A.productId, OFF.productId] },
  callers: { investor: [], manager: [ROLE], admin: ['admin'] },
  uidOf: (label) => `fx-pd-${label}-${RUN}`,
});
const as = (caller: Caller | 'guest', path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token: users.token(caller) });
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

const stored = async (seriesId: string) => {
  const s = await loadSeries(admin.db, seriesId);
  return s
    ? { version: s.meta.version, count: s.meta.count, dates: s.series.dates, prices: s.series.prices }
    : null;
};
const audits = async (productId: string, type: string) =>
  (
    await admin.db
      .collection(paths.auditLogs())
      .where('productId', '==', productId)
      .where('type', '==', type)
      .get()
  ).docs.map((d) => d.data());
const priceFile = async (productId: string) => {
  const bytes = await store.read(`prices/${productId}.csv`);
  return bytes ? new TextDecoder().decode(bytes) : null;
};
const messageKey = (body: unknown) => apiErrorSchema.parse(body).error.messageKey;

beforeAll(async () => {
  await refs(admin.db).benchmark(BENCH.id).set(BENCH);
  await bumpCatalogueVersion(admin.db);
  for (const p of PRODUCTS) {
    await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(p.productId)));
    await store.delete(`prices/${p.productId}.csv`);
  }
  await replacePriceSeries(admin.db, base(A), SEED);
  await replacePriceSeries(admin.db, base(OFF), SEED);
  await replacePriceSeries(
    admin.db,
    { ...base(A), seriesId: BENCH.id, kind: 'benchmark', ownerId: BENCH.id },
    SEED,
  );
});

afterAll(async () => {
  for (const p of PRODUCTS) {
    await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(p.productId)));
    await store.delete(`prices/${p.productId}.csv`);
  }
  await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(BENCH.id)));
  await refs(admin.db).benchmark(BENCH.id).delete();
});

describe('who may change prices', () => {
  it('refuses guests, non-admins, admins of another product, and products that do not allow it', async () => {
    const add = { date: '2024-01-08', price: '104' };
    expectError(await as('guest', `/api/products/${A.productId}/price-data`), 401, 'unauthenticated');
    expectError(await as('investor', `/api/products/${A.productId}/price-data`), 403, 'forbidden');
    expectError(
      await as('investor', `/api/products/${A.productId}/prices`, { method: 'POST', body: add }),
      403,
      'forbidden',
    );
    expectError(
      await as('manager', `/api/products/${B.productId}/prices`, { method: 'POST', body: add }),
      403,
      'forbidden',
    );
    expectError(
      await as('investor', `/api/products/${A.productId}/prices/2024-01-02`, { method: 'DELETE' }),
      403,
      'forbidden',
    );
    for (const caller of ['manager', 'admin'] as const) {
      const refused = await as(caller, `/api/products/${OFF.productId}/prices`, {
        method: 'POST',
        body: add,
      });
      expectError(refused, 403, 'forbidden', caller);
      expect(messageKey(refused.body)).toBe('api.errors.priceDataNotAllowed');
      const csv = { csv: 'date,price\n2024-01-08,1\n', dryRun: false };
      expectError(
        await as(caller, `/api/products/${OFF.productId}/prices/import`, { method: 'POST', body: csv }),
        403,
        'forbidden',
      );
      expectError(
        await as(caller, `/api/products/${OFF.productId}/prices/2024-01-02`, { method: 'DELETE' }),
        403,
        'forbidden',
      );
    }
    expect((await stored(OFF.productId))?.count).toBe(4);
    expect((await stored(A.productId))?.count).toBe(4);
  });

  it('shows the series with its benchmark to the product admin', async () => {
    const res = await as('manager', `/api/products/${A.productId}/price-data`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = priceDataResponseSchema.parse(res.body);
    expect(data).toMatchObject({
      seriesId: A.productId,
      mode: 'live',
      frequency: 'daily',
      priceFile: `prices/${A.productId}.csv`,
      dates: SEED.map((p) => p.date),
      adjusted: [100, 101, 101.5, 103],
    });
    expect(data.benchmarks).toEqual([
      {
        id: BENCH.id,
        name: BENCH.name,
        currency: 'CHF',
        dates: SEED.map((p) => p.date),
        adjusted: [100, 101, 101.5, 103],
      },
    ]);
  });
});

describe('adding one price', () => {
  const add = (body: unknown, p = A) =>
    as('manager', `/api/products/${p.productId}/prices`, { method: 'POST', body });

  it('adds a new date, audits it, rewrites the price file, and the analytics API shows it at once', async () => {
    // The analytics API caches the series' JSON: read it first so the cache is warm.
    const before = productPricesResponseSchema.parse(
      (await as('admin', `/api/products/${A.productId}/product-prices`)).body,
    );
    expect(before.dates.at(-1)).toBe('2024-01-05');
    const res = await add({ date: '2024-01-08', price: '104.5', adjustedPrice: '104' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ count: 5, lastDate: '2024-01-08', priceFileWritten: true });
    const s = await stored(A.productId);
    expect(s?.dates.at(-1)).toBe('2024-01-08');
    expect(s?.prices.at(-1)).toBe(104.5);
    const after = productPricesResponseSchema.parse(
      (await as('admin', `/api/products/${A.productId}/product-prices`)).body,
    );
    expect(after.dates.at(-1)).toBe('2024-01-08');
    expect(await audits(A.productId, 'priceAdd')).toEqual([
      expect.objectContaining({
        actorUid: users.user('manager').uid,
        date: '2024-01-08',
        price: 104.5,
        adjustedPrice: 104,
      }),
    ]);
    expect(await priceFile(A.productId)).toBe(
      'date,price,adjusted_price\n2024-01-02,100,100\n2024-01-03,101,101\n2024-01-04,102,101.5\n2024-01-05,103,103\n2024-01-08,104.5,104\n',
    );
  });

  it('refuses a date that already has a price, with the field and value', async () => {
    const version = (await stored(A.productId))?.version;
    const res = await add({ date: '2024-01-03', price: '99' });
    expectError(res, 400, 'bad-request');
    expect(messageKey(res.body)).toBe('api.errors.priceEntryInvalid');
    expect(priceEntryRefusalSchema.parse(apiErrorSchema.parse(res.body).error.details).errors).toEqual([
      { field: 'date', value: '2024-01-03', messageKey: 'priceEntry.dateExists' },
    ]);
    expect((await stored(A.productId))?.version).toBe(version);
  });

  it('refuses bad numbers and empty values, naming each field', async () => {
    const res = await add({ date: '2024-01-09', price: '1,5', adjustedPrice: '1,234.5' });
    expectError(res, 400, 'bad-request');
    expect(priceEntryRefusalSchema.parse(apiErrorSchema.parse(res.body).error.details).errors).toEqual([
      { field: 'price', value: '1,5', messageKey: 'csv.price.decimalComma' },
      { field: 'adjustedPrice', value: '1,234.5', messageKey: 'csv.price.thousandsSeparator' },
    ]);
    const empty = await add({ date: '', price: ' ' });
    expect(priceEntryRefusalSchema.parse(apiErrorSchema.parse(empty.body).error.details).errors).toEqual([
      { field: 'date', value: '', messageKey: 'csv.price.emptyValue' },
      { field: 'price', value: '', messageKey: 'csv.price.emptyValue' },
    ]);
    expect((await stored(A.productId))?.dates).not.toContain('2024-01-09');
  });

  it('creates the series of a product without prices yet, and writes no file where the flag is off', async () => {
    const res = await as('admin', `/api/products/${B.productId}/prices`, {
      method: 'POST',
      body: { date: '2024-02-01', price: '10' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ version: 1, count: 1, priceFileWritten: false });
    expect(await priceFile(B.productId)).toBeNull();
  });
});

describe('uploading a price CSV', () => {
  const upload = (body: unknown) =>
    as('manager', `/api/products/${A.productId}/prices/import`, { method: 'POST', body });

  it('lists every row error by row, column and value, and writes nothing', async () => {
    const before = await stored(A.productId);
    const csv = 'date,price\n2024-01-02,100\n2024-01-03,1,5\n2024-13-01,101\n2024-01-02,99\n2024-01-05,\n';
    const res = await upload({ csv, dryRun: false });
    expectError(res, 400, 'bad-request');
    expect(messageKey(res.body)).toBe('api.errors.priceCsvInvalid');
    const refusal = priceCsvRefusalSchema.parse(apiErrorSchema.parse(res.body).error.details);
    expect(refusal).toEqual({
      errors: [
        { row: 3, column: null, value: '2024-01-03,1,5', messageKey: 'csv.price.columnCount' },
        { row: 4, column: 'date', value: '2024-13-01', messageKey: 'csv.price.invalidDate' },
        { row: 5, column: 'date', value: '2024-01-02', messageKey: 'csv.price.duplicateDate', firstRow: 2 },
        { row: 6, column: 'price', value: '', messageKey: 'csv.price.emptyValue' },
      ],
      more: 0,
    });
    expect(await stored(A.productId)).toEqual(before);
    expect(await audits(A.productId, 'priceImport')).toEqual([]);
  });

  it('previews the replace with its quality warnings, then replaces the series in one write', async () => {
    const before = await stored(A.productId);
    // Replaces 2024-01-02..08: drops 01-02, changes 01-03, adds a Saturday and 01-10.
    const csv =
      'date,price,adjusted_price\n2024-01-03,101.5,101.5\n2024-01-04,102,101.5\n2024-01-05,103,103\n2024-01-06,103.5,103.5\n2024-01-08,104.5,104\n2024-01-10,105,105\n';
    const dry = await upload({ csv, fileName: 'prices.csv', dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    const preview = importPricesResponseSchema.parse(dry.body);
    expect(preview).toMatchObject({
      applied: false,
      version: before?.version,
      change: {
        rowsBefore: 5,
        rowsAfter: 6,
        datesAdded: 2,
        datesRemoved: 1,
        pricesChanged: 1,
        firstDateBefore: '2024-01-02',
        firstDateAfter: '2024-01-03',
        lastDateAfter: '2024-01-10',
        lastPriceBefore: 104.5,
        lastPriceAfter: 105,
      },
      warnings: [{ messageKey: 'priceQuality.weekendDate', date: '2024-01-06' }],
    });
    expect(await stored(A.productId)).toEqual(before);

    // A confirmation computed on an older version is refused.
    const stale = await upload({ csv, dryRun: false, expectedVersion: (before?.version ?? 0) - 1 });
    expectError(stale, 400, 'bad-request');
    expect(messageKey(stale.body)).toBe('api.errors.priceSeriesChanged');
    expect(await stored(A.productId)).toEqual(before);

    const res = await upload({
      csv,
      fileName: 'prices.csv',
      dryRun: false,
      expectedVersion: before?.version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(importPricesResponseSchema.parse(res.body)).toMatchObject({
      applied: true,
      priceFileWritten: true,
    });
    const after = await stored(A.productId);
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    expect(after?.dates).toEqual([
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-08',
      '2024-01-10',
    ]);
    expect(await priceFile(A.productId)).toBe(csv);
    expect(await audits(A.productId, 'priceImport')).toEqual([
      expect.objectContaining({ fileName: 'prices.csv', rowsBefore: 5, rowsAfter: 6, datesRemoved: 1 }),
    ]);
    const prices = productPricesResponseSchema.parse(
      (await as('admin', `/api/products/${A.productId}/product-prices`)).body,
    );
    expect(prices.dates.at(-1)).toBe('2024-01-10');
  });
});

describe('deleting a date', () => {
  it('deletes one date (first, middle and last), audits it and rewrites the file', async () => {
    const del = (date: string) =>
      as('manager', `/api/products/${A.productId}/prices/${date}`, { method: 'DELETE' });
    const res = await del('2024-01-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ count: 5, lastDate: '2024-01-08', priceFileWritten: true });
    expect(await del('2024-01-03')).toMatchObject({ status: 200, body: { firstDate: '2024-01-04' } });
    expect(await del('2024-01-05')).toMatchObject({ status: 200, body: { count: 3 } });
    expect((await stored(A.productId))?.dates).toEqual(['2024-01-04', '2024-01-06', '2024-01-08']);
    expect(await priceFile(A.productId)).toBe(
      'date,price,adjusted_price\n2024-01-04,102,101.5\n2024-01-06,103.5,103.5\n2024-01-08,104.5,104\n',
    );
    expect((await audits(A.productId, 'priceDelete')).map((a) => String(a.date)).sort()).toEqual([
      '2024-01-03',
      '2024-01-05',
      '2024-01-10',
    ]);
    const prices = productPricesResponseSchema.parse(
      (await as('admin', `/api/products/${A.productId}/product-prices`)).body,
    );
    expect(prices.dates).toEqual(['2024-01-04', '2024-01-06', '2024-01-08']);

    const missing = await del('2024-01-05');
    expectError(missing, 404, 'not-found');
    expect(messageKey(missing.body)).toBe('api.errors.priceDateNotFound');
    expectError(await del('not-a-date'), 400, 'bad-request');
  });

  it('empties a series down to nothing', async () => {
    const res = await as('admin', `/api/products/${B.productId}/prices/2024-02-01`, { method: 'DELETE' });
    expect(res.body).toMatchObject({ count: 0, firstDate: null, lastDate: null });
    const s = await loadSeries(admin.db, B.productId);
    expect(s?.meta.chunkIds).toEqual([]);
  });
});
