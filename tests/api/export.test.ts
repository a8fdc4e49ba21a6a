import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { EXPORT_HEADERS, exportRequestResponseSchema, paths, type OperationRecord } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { runPlatformExport } from '../../functions/src/services/export/platform-export-operation.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { call, expectError } from '../support/api-client.js';
import { emulatorProjectId, HOSTING } from '../support/api-emulators.js';
import { operationsBy, productBuilder, useApiSuite } from '../support/api-suite.js';

// The platform export on the emulators, through the real Cloud Tasks task (docs/operations.md): the request makes a
// running `export` operation, the task writes the zip of CSV files and finishes it; the zip is unzipped here and
// every CSV checked (header, rows, neutralised formula text, negative numbers kept); followers only for admins; the
// download only for admins and the requester; a failing export ends failed with its reason and stores no file.

const ROLE = 'fxExManagers';
const product = productBuilder({ storeModule: 'fxEx' });
/** Administered by the manager; its name would be a formula in a spreadsheet. */
const A = product('fx-ex-a', { productName: '=HYPERLINK("http://evil.example","Click")' });
const B = product('fx-ex-b', { productName: 'Fixture export B' });
const PRODUCTS = [A, B];
const BENCH = 'fx-ex-bench';

type Caller = 'guest' | 'investor' | 'employee' | 'manager' | 'admin';
const { admin, users } = useApiSuite<Exclude<Caller, 'guest'>>({
  products: PRODUCTS,
  roles: { [ROLE]: [A.productId] },
  callers: { investor: [], employee: ['employee'], manager: [ROLE], admin: ['admin'] },
  uidOf: (label) => `fx-ex-${label}`,
});
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));
const as = (caller: Caller, path: string, method = 'GET') =>
  call(path, { method, token: users.token(caller) });

/** RFC 4180 rows of a CSV text (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text.charAt(i + 1) === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) out.push([...row, field]);
  return out;
}

async function requestExport(caller: Caller): Promise<string> {
  const res = await as(caller, '/api/operations/exports', 'POST');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return exportRequestResponseSchema.parse(res.body).operationId;
}

function settled(operationId: string): Promise<OperationRecord> {
  return vi.waitFor(
    async () => {
      const op = (await refs(admin.db).operation(operationId).get()).data();
      if (!op || op.status === 'running') throw new Error(`export ${operationId} still running`);
      return op;
    },
    { timeout: 60_000, interval: 250 },
  );
}

async function download(caller: Caller, operationId: string) {
  const token = users.token(caller);
  const res = await fetch(`${HOSTING}/api/operations/exports/${operationId}/file`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The CSV files of a zip, parsed; the BOM checked and dropped. */
function csvFiles(zip: Uint8Array): Record<string, string[][]> {
  return Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => {
      const text = Buffer.from(bytes).toString('utf8');
      expect(text.startsWith('\uFEFF'), name).toBe(true);
      return [name, parseCsv(text.slice(1))];
    }),
  );
}

const rowsOf = (files: Record<string, string[][]>, name: string, first: string[]) =>
  (files[name] ?? []).slice(1).filter((r) => first.includes(r[0] ?? ''));

beforeAll(async () => {
  const r = refs(admin.db);
  const batch = admin.db.batch();
  batch.set(r.holdingSnapshot(A.productId, '2024-06-28'), {
    productId: A.productId,
    date: '2024-06-28',
    holdings: [
      {
        holdingName: '@SUM(1+1)',
        currency: 'USD',
        isin: 'US0378331005',
        assetClass: 'equity',
        instrumentType: 'share',
        sector: 'it',
        region: 'northAmerica',
        weight: 0.6,
        value: 1200.5,
      },
      {
        holdingName: 'Short future',
        currency: 'CHF',
        isin: '',
        assetClass: 'derivatives',
        instrumentType: 'future',
        sector: 'financials',
        region: 'europe',
        weight: -0.05,
        value: -100,
      },
    ],
    importedAt: new Date('2024-07-01T08:00:00Z'),
    importedBy: 'fx-ex-seed',
  });
  batch.set(r.productDocuments(A.productId).doc('doc-1'), {
    displayName: '-Factsheet, June',
    file: {
      path: `documents/${A.productId}/doc-1.pdf`,
      name: 'june.pdf',
      contentType: 'application/pdf',
      size: 2048,
    },
    lang: 'en',
    shareClass: null,
    loginRequired: true,
    lastFactsheet: true,
    archived: false,
    order: 0,
    createdAt: new Date('2024-07-01T08:00:00Z'),
  });
  batch.set(r.follower(A.productId, 'email-fx-ex'), {
    productId: A.productId,
    email: 'fx-ex-follower@example.test',
    lang: 'de',
    addedByAdmin: true,
    uid: null,
    addedBy: 'fx-ex-seed',
    createdAt: new Date('2024-07-01T08:00:00Z'),
  });
  await batch.commit();
  await replacePriceSeries(
    admin.db,
    { seriesId: A.productId, kind: 'product', ownerId: A.productId, frequency: 'daily', currency: 'CHF' },
    [
      { date: '2019-12-31', price: 100 },
      { date: '2020-01-02', price: 101.5, adjustedPrice: 99.25 },
    ],
  );
  await replacePriceSeries(
    admin.db,
    { seriesId: BENCH, kind: 'benchmark', ownerId: BENCH, frequency: 'daily', currency: 'USD' },
    [{ date: '2020-01-02', price: 3000 }],
  );
  await bumpCatalogueVersion(admin.db);
});

afterAll(async () => {
  const ops = await operationsBy(admin.db, users.uids());
  for (const op of ops.docs) {
    for (const file of await store.list(`exports/${op.id}/`)) await store.delete(file);
    await op.ref.delete();
  }
  await Promise.all([
    admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(A.productId))),
    admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(BENCH))),
    admin.db.recursiveDelete(admin.db.doc(`followers/${A.productId}`)),
  ]);
});

describe('requesting an export', () => {
  it('is for admins only (OPERATION_ACCESS): refused to guests (401), investors, employees and product admins (403)', async () => {
    expectError(await as('guest', '/api/operations/exports', 'POST'), 401, 'unauthenticated');
    expectError(await as('investor', '/api/operations/exports', 'POST'), 403, 'forbidden');
    expectError(await as('employee', '/api/operations/exports', 'POST'), 403, 'forbidden');
    expectError(await as('manager', '/api/operations/exports', 'POST'), 403, 'forbidden');
    const ops = await operationsBy(
      admin.db,
      (['investor', 'employee', 'manager'] as const).map((c) => users.user(c).uid),
    );
    expect(ops.size).toBe(0);
  });
});

describe('an admin export', () => {
  let operationId = '';
  let files: Record<string, string[][]> = {};

  beforeAll(async () => {
    operationId = await requestExport('admin');
    const running = (await refs(admin.db).operation(operationId).get()).data();
    expect(running).toMatchObject({ kind: 'export', createdBy: users.get('admin')?.uid });
    const op = await settled(operationId);
    expect(op, JSON.stringify(op.error)).toMatchObject({ status: 'succeeded', error: null });
    const res = await download('admin', operationId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="?platform-export-\d{4}-\d\d-\d\d-\d{4}\.zip/,
    );
    expect(op.file?.size).toBe(res.bytes.length);
    files = csvFiles(res.bytes);
  });

  it('holds the five CSV files, each with its header', () => {
    expect(Object.keys(files).sort()).toEqual([
      'documents.csv',
      'followers.csv',
      'holdings.csv',
      'prices.csv',
      'products.csv',
    ]);
    for (const [kind, header] of Object.entries(EXPORT_HEADERS)) {
      expect(files[`${kind}.csv`]?.[0], kind).toEqual(header);
    }
  });

  it('writes the products with formula text neutralised', () => {
    const [a, b] = [
      rowsOf(files, 'products.csv', [A.productId]),
      rowsOf(files, 'products.csv', [B.productId]),
    ];
    expect(a).toHaveLength(1);
    expect(a[0]?.[1]).toBe(`'${A.productName}`);
    expect(a[0]?.slice(7, 8)).toEqual(['CHF']);
    expect(b[0]?.[1]).toBe('Fixture export B');
  });

  it('writes every price of every series, benchmarks included, adjusted prices in full', () => {
    expect(rowsOf(files, 'prices.csv', [A.productId, BENCH])).toEqual([
      [A.productId, 'product', A.productId, 'CHF', '2019-12-31', '100', '100'],
      [A.productId, 'product', A.productId, 'CHF', '2020-01-02', '101.5', '99.25'],
      [BENCH, 'benchmark', BENCH, 'USD', '2020-01-02', '3000', '3000'],
    ]);
  });

  it('writes the holdings: formula names neutralised, negative weights and values kept as numbers', () => {
    expect(rowsOf(files, 'holdings.csv', [A.productId])).toEqual([
      [
        A.productId,
        '2024-06-28',
        "'@SUM(1+1)",
        'USD',
        'US0378331005',
        'equity',
        'share',
        'it',
        'northAmerica',
        '0.6',
        '1200.5',
      ],
      [
        A.productId,
        '2024-06-28',
        'Short future',
        'CHF',
        '',
        'derivatives',
        'future',
        'financials',
        'europe',
        '-0.05',
        '-100',
      ],
    ]);
  });

  it('writes the documents index (metadata, not the files)', () => {
    expect(rowsOf(files, 'documents.csv', [A.productId])).toEqual([
      [
        A.productId,
        'doc-1',
        "'-Factsheet, June",
        'en',
        '',
        'june.pdf',
        'application/pdf',
        '2048',
        'true',
        'true',
        'false',
        '0',
        '2024-07-01T08:00:00.000Z',
      ],
    ]);
  });

  it('writes the followers for an admin', () => {
    expect(rowsOf(files, 'followers.csv', [A.productId])).toEqual([
      [A.productId, 'fx-ex-follower@example.test', 'de', 'true', '2024-07-01T08:00:00.000Z'],
    ]);
  });

  it('is downloaded by admins only (the operation’s access)', async () => {
    expect((await download('guest', operationId)).status).toBe(401);
    expect((await download('manager', operationId)).status).toBe(403);
    expect((await download('investor', operationId)).status).toBe(403);
    expect((await download('admin', operationId)).status).toBe(200);
  });

  it('is idempotent: a second delivery of the task changes nothing', async () => {
    const before = (await refs(admin.db).operation(operationId).get()).data();
    const stored = await store.list(`exports/${operationId}/`);
    await runPlatformExport(
      {
        db: admin.db,
        files: store,
        now: () => new Date('2030-01-01T00:00:00Z'),
        log: { info: () => undefined, error: () => undefined },
      },
      { operationId },
    );
    expect((await refs(admin.db).operation(operationId).get()).data()).toEqual(before);
    expect(await store.list(`exports/${operationId}/`)).toEqual(stored);
  });
});

describe('a failing export', () => {
  it('ends failed with a readable reason, stores no file and serves no download', async () => {
    // A holdings document the schema refuses: reading it fails the task half-way through the zip.
    const broken = admin.db.doc(paths.holdingSnapshot(A.productId, '2024-07-31'));
    await broken.set({ productId: A.productId, date: 'not a date', holdings: 'nope' });
    try {
      const operationId = await requestExport('admin');
      const op = await settled(operationId);
      expect(op.status).toBe('failed');
      expect(op.error?.messageKey).toBe('errors.failed');
      expect(op.error?.details.reason).toMatch(/\S/);
      expect(op.file).toBeNull();
      expect(await store.list(`exports/${operationId}/`)).toEqual([]);
      expect((await download('admin', operationId)).status).toBe(404);
    } finally {
      await broken.delete();
    }
  });
});
