import { join } from 'node:path';
import {
  bulkComponentApplyResponseSchema,
  bulkComponentDryRunResponseSchema,
  componentDocId,
  type GenericComponent,
} from '@portal/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { expectError, type CallResult } from '../support/api-client.js';
import { emulatorProjectId, HOSTING } from '../support/api-emulators.js';
import { operationsBy, shareClassBuilder, useApiSuite } from '../support/api-suite.js';

// The bulk component import through Hosting on the emulators (docs/operations.md, packages/domain/src/contracts/
// operations.ts): the dry run lists every row error or the preview, the apply re-validates and writes the whole
// file in one transaction (linked copies included) and records a `bulkComponentImport` operation; rows of products
// the caller may not update are refused, and a file with any error writes nothing.

const ROLE = 'fxBcManagers';
const product = shareClassBuilder('fxBc', 'fx-bc');

const A = product('fx-bc-a', { isDefaultShareClass: true });
/** Same fund as A; its "regions" is linked to A's. */
const B = product('fx-bc-b');
/** Not administered by the manager. */
const C = product('fx-bc-c', { productShareClassRoot: 'fx-bc-c' });
const PRODUCTS = [A, B, C];

type Caller = 'guest' | 'investor' | 'employee' | 'manager' | 'admin';
const { admin, users } = useApiSuite<Exclude<Caller, 'guest'>>({
  products: PRODUCTS,
  roles: { [ROLE]: [A.productId, B.productId] },
  callers: { investor: [], employee: ['employee'], manager: [ROLE], admin: ['admin'] },
  uidOf: (label) => `fx-bc-${label}`,
});
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

const rows = (...pairs: [string, number | string][]) => pairs.map(([key, value]) => ({ key, value }));
const component = (
  id: string,
  type: GenericComponent['type'],
  content: GenericComponent['content'],
  over: Partial<GenericComponent> = {},
): GenericComponent => ({
  id,
  page: 'overview',
  type,
  content,
  numberOfDecimals: 2,
  showOnFactsheet: false,
  links: [],
  predefined: false,
  editable: true,
  order: 0,
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const ALLOCATION = component('allocation', 'pie-chart', {
  en: { title: 'Allocation', rows: rows(['Equities', 60], ['Bonds', 40]), footnote: 'As of June' },
  de: { title: 'Allokation', rows: rows(['Aktien', 60], ['Anleihen', 40]), footnote: 'Stand Juni' },
});
const FEES = component(
  'fees',
  'table',
  {
    en: { title: 'Fees', columns: ['Fee', 'Rate'], rows: rows(['Management', '1 %']), footnote: '' },
  },
  { order: 1 },
);
const REGIONS_A = component(
  'regions',
  'vertical-bar-chart',
  { en: { title: 'Regions', rows: rows(['Europe', 40], ['Americas', 60]), footnote: '' } },
  { order: 2, links: [{ productId: B.productId, page: 'overview' }] },
);
const REGIONS_B = { ...REGIONS_A, links: [{ productId: A.productId, page: 'overview' as const }] };
const C_ALLOCATION = component('allocation', 'pie-chart', {
  en: { title: 'Allocation', rows: rows(['All', 100]), footnote: '' },
});

async function seedComponents(): Promise<void> {
  const r = refs(admin.db);
  const batch = admin.db.batch();
  for (const p of PRODUCTS) {
    for (const d of (await r.components(p.productId).get()).docs) batch.delete(d.ref);
  }
  const put = (productId: string, c: GenericComponent) =>
    batch.set(r.components(productId).doc(componentDocId(c.page, c.id)), c);
  put(A.productId, ALLOCATION);
  put(A.productId, FEES);
  put(A.productId, REGIONS_A);
  put(B.productId, REGIONS_B);
  put(C.productId, C_ALLOCATION);
  await batch.commit();
}

const stored = async (productId: string, id: string) =>
  (await refs(admin.db).components(productId).doc(componentDocId('overview', id)).get()).data();

async function upload(
  caller: Caller,
  path: string,
  csv: string,
  fileName = 'components.csv',
): Promise<CallResult> {
  const token = users.token(caller);
  const res = await fetch(
    `${HOSTING}/api/operations/${path}?${new URLSearchParams({ file_name: fileName })}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: csv,
    },
  );
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}
const dryRun = async (caller: Caller, csv: string) => {
  const res = await upload(caller, 'bulk-components/dry-run', csv);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bulkComponentDryRunResponseSchema.parse(res.body);
};
const apply = async (caller: Caller, csv: string, fileName?: string) => {
  const res = await upload(caller, 'bulk-components', csv, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bulkComponentApplyResponseSchema.parse(res.body);
};

const HEADER = 'product_id,component_id,type,language,key,value,page';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');
const NEW_ALLOCATION = csv(
  'fx-bc-a,allocation,pie-chart,en,Equities,50,overview',
  'fx-bc-a,allocation,pie-chart,en,Bonds,30,overview',
  'fx-bc-a,allocation,pie-chart,en,Cash,20,overview',
  'fx-bc-a,allocation,pie-chart,de,Aktien,50,overview',
  'fx-bc-a,allocation,pie-chart,de,Anleihen,30,overview',
  'fx-bc-a,allocation,pie-chart,de,Liquidität,20,overview',
);

beforeEach(seedComponents);

afterAll(async () => {
  const ops = await operationsBy(admin.db, users.uids());
  for (const op of ops.docs) {
    const file = op.data().file;
    if (file) await store.delete(file.path);
    await op.ref.delete();
  }
});

describe('who may import', () => {
  it('needs a signed-in admin (OPERATION_ACCESS): 401 for guests, 403 for investors, employees, product admins', async () => {
    for (const path of ['bulk-components/dry-run', 'bulk-components']) {
      expectError(await upload('guest', path, NEW_ALLOCATION), 401, 'unauthenticated');
      expectError(await upload('investor', path, NEW_ALLOCATION), 403, 'forbidden');
      expectError(await upload('employee', path, NEW_ALLOCATION), 403, 'forbidden');
      // The manager administers A, and still may not run the operation.
      expectError(await upload('manager', path, NEW_ALLOCATION), 403, 'forbidden');
    }
    expect((await stored(A.productId, 'allocation'))?.content.en?.rows).toHaveLength(2);
    const ops = await operationsBy(
      admin.db,
      (['investor', 'employee', 'manager'] as const).map((c) => users.user(c).uid),
    );
    expect(ops.size).toBe(0);
  });
});

describe('dry run', () => {
  it('lists every row error by row, column and value, and writes nothing', async () => {
    const r = await dryRun(
      'admin',
      csv(
        'fx-bc-a,allocation,pie-chart,en,Equities,5o,overview',
        'fx-bc-x,allocation,pie-chart,en,Bonds,30,overview',
        'fx-bc-a,allocation,pie-chart,it,Cash,20,overview',
        'fx-bc-a,allocation,line-chart,en,Cash,20,homepage',
        'fx-bc-a,allocation,pie-chart,en',
      ),
    );
    expect(r.ok).toBe(false);
    expect(r.preview).toEqual([]);
    expect(r.errors.map((e) => [e.row, e.column, e.value, e.messageKey])).toEqual([
      [2, 'value', '5o', 'csv.components.invalidNumber'],
      [3, 'product_id', 'fx-bc-x', 'csv.components.unknownProduct'],
      [4, 'language', 'it', 'csv.components.invalidLanguage'],
      [5, 'type', 'line-chart', 'csv.components.invalidType'],
      [5, 'page', 'homepage', 'csv.components.invalidPage'],
      [6, null, 'fx-bc-a,allocation,pie-chart,en', 'csv.components.columnCount'],
    ]);
    expect((await stored(A.productId, 'allocation'))?.content).toEqual(ALLOCATION.content);
  });

  it('previews the updates per product and page with rows before and after and the linked copies', async () => {
    const r = await dryRun(
      'admin',
      [NEW_ALLOCATION, 'fx-bc-a,regions,vertical-bar-chart,en,Europe,10,overview'].join('\n'),
    );
    expect(r).toMatchObject({ ok: true, errors: [], writes: 3 });
    expect(r.preview).toEqual([
      {
        productId: A.productId,
        page: 'overview',
        components: [
          {
            componentId: 'allocation',
            type: 'pie-chart',
            firstRow: 2,
            languages: [
              { language: 'en', rowsBefore: 2, rowsAfter: 3 },
              { language: 'de', rowsBefore: 2, rowsAfter: 3 },
            ],
            links: [],
          },
          {
            componentId: 'regions',
            type: 'vertical-bar-chart',
            firstRow: 8,
            languages: [{ language: 'en', rowsBefore: 2, rowsAfter: 1 }],
            links: [{ productId: B.productId, page: 'overview' }],
          },
        ],
      },
    ]);
    expect((await stored(A.productId, 'allocation'))?.content).toEqual(ALLOCATION.content);
  });
});

describe('apply', () => {
  it('writes every update and linked copy, keeps the rest of the component, and records the operation', async () => {
    const file = [
      NEW_ALLOCATION,
      'fx-bc-a,regions,vertical-bar-chart,en,Europe,-5.5,overview',
      'fx-bc-a,fees,table,en,Management,1.5 %,overview',
      'fx-bc-a,fees,table,en,"=cmd, performance",10 %,overview',
    ].join('\n');
    const r = await apply('admin', file, 'q3-components.csv');
    expect(r).toMatchObject({ status: 'succeeded', componentsWritten: 4, errors: [] });
    const allocation = await stored(A.productId, 'allocation');
    expect(allocation?.content.en).toEqual({
      title: 'Allocation',
      footnote: 'As of June',
      rows: rows(['Equities', 50], ['Bonds', 30], ['Cash', 20]),
    });
    expect(allocation?.content.de?.rows).toEqual(rows(['Aktien', 50], ['Anleihen', 30], ['Liquidität', 20]));
    expect((await stored(A.productId, 'fees'))?.content.en).toMatchObject({
      columns: ['Fee', 'Rate'],
      rows: rows(['Management', '1.5 %'], ['=cmd, performance', '10 %']),
    });
    const regionsA = await stored(A.productId, 'regions');
    const regionsB = await stored(B.productId, 'regions');
    expect(regionsA?.content.en?.rows).toEqual(rows(['Europe', -5.5]));
    expect(regionsB?.content).toEqual(regionsA?.content);
    expect(regionsB?.links).toEqual([{ productId: A.productId, page: 'overview' }]);

    const op = (await refs(admin.db).operation(r.operationId).get()).data();
    expect(op).toMatchObject({
      kind: 'bulkComponentImport',
      status: 'succeeded',
      createdBy: users.get('admin')?.uid,
      componentsWritten: 4,
      fileErrors: [],
    });
    expect(op?.productIds.sort()).toEqual([A.productId, B.productId]);
    expect(op?.file?.name).toBe('q3-components.csv');
    const kept = await store.read(op?.file?.path ?? 'missing');
    expect(new TextDecoder().decode(kept ?? new Uint8Array())).toBe(file);
  });

  it('never updates linked components together: the whole file is refused', async () => {
    const r = await apply(
      'admin',
      [
        NEW_ALLOCATION,
        'fx-bc-a,regions,vertical-bar-chart,en,Europe,10,overview',
        'fx-bc-b,regions,vertical-bar-chart,en,Europe,20,overview',
      ].join('\n'),
    );
    expect(r.status).toBe('failed');
    expect(r.errors).toEqual([
      expect.objectContaining({
        row: 9,
        column: 'component_id',
        value: 'regions',
        messageKey: 'csv.components.linkedTogether',
        params: expect.objectContaining({ productId: A.productId, firstRow: 8 }) as unknown,
      }),
    ]);
    // Nothing half-written: the valid allocation rows of the same file were not applied either.
    expect((await stored(A.productId, 'allocation'))?.content).toEqual(ALLOCATION.content);
    expect((await stored(A.productId, 'regions'))?.content).toEqual(REGIONS_A.content);
    const op = (await refs(admin.db).operation(r.operationId).get()).data();
    expect(op).toMatchObject({ kind: 'bulkComponentImport', status: 'failed' });
    expect(op?.kind === 'bulkComponentImport' ? op.fileErrors : []).toEqual([
      expect.objectContaining({
        row: 9,
        column: 'component_id',
        messageKey: 'csv.components.linkedTogether',
      }),
    ]);
  });

  it('re-validates against the data of the moment: a component changed since the dry run is checked again', async () => {
    const file = csv('fx-bc-a,fees,table,de,Verwaltung,1 %,overview');
    // The table has no German column headers: the import cannot add a language to a table.
    expect((await dryRun('admin', file)).errors.map((e) => e.messageKey)).toEqual([
      'csv.components.tableColumnsMissing',
    ]);
    await refs(admin.db)
      .components(A.productId)
      .doc(componentDocId('overview', 'fees'))
      .update({
        'content.de': {
          title: 'Gebühren',
          columns: ['Gebühr', 'Satz'],
          rows: rows(['Alt', '2 %']),
          footnote: '',
        },
      });
    const r = await apply('admin', file);
    expect(r).toMatchObject({ status: 'succeeded', componentsWritten: 1 });
    expect((await stored(A.productId, 'fees'))?.content.de?.rows).toEqual(rows(['Verwaltung', '1 %']));
  });
});
