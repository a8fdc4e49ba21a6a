import {
  apiErrorSchema,
  holdingFileRefusalSchema,
  holdingImportResponseSchema,
  holdingOverrideDeleteResponseSchema,
  holdingOverrideResponseSchema,
  holdingsResponseSchema,
  paths,
  userRecordSchema,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { overrideIdOf } from '../../functions/src/services/holdings/holding-overrides.js';
import { productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';
import { NESTLE_KEY, nestle } from '../support/holdings.js';
import { type TestUser } from '../support/api-users.js';

// The holdings admin API on the emulators (docs/holdings-admin.md): a holding CSV imported for a date (re-parsed by
// the server with the domain parser, written in one transaction with an audit entry), every row error listed with
// nothing written, an existing date refused, delete, override dry run and apply (an operation record), and who may.

const RUN = Date.now().toString(36);
const ROLE = 'fxHoldManagers';
const product = productBuilder(
  { storeModule: 'fxHold', availableLanguages: ['en'] },
  (productId) => `Fund ${productId}`,
);
const A = product('fx-hold-a', { allowHoldingDataModification: true });
const B = product('fx-hold-b', { allowHoldingDataModification: true });
const LOCKED = product('fx-hold-locked', { allowHoldingDataModification: false });

const HEADER = 'holding name,currency,isin,asset class,instrument type,sector,region,weight,value';
const GOOD = [
  HEADER,
  'Nestle,CHF,CH0038863350,Equity,Share,Consumer staples,Switzerland,0.4,400000',
  'Apple Inc.,USD,US0378331005,equity,share,informationTechnology,northAmerica,0.35,350000',
  'Cash,CHF,,cash,cashAccount,cash,switzerland,0.25,250000',
].join('\n');

type Caller = 'investor' | 'manager' | 'admin' | 'superAdmin';
const { admin, users } = useApiSuite<Caller>({
  products: [A, B, LOCKED],
  roles: { [ROLE]: [A.productId] },
  callers: { investor: [], manager: [ROLE], admin: ['admin'], superAdmin: ['superAdmin'] },
  uidOf: (label) => `fx-hold-${label}-${RUN}`,
  userRecords: true,
});
const user = (c: Caller): TestUser => users.user(c);
const as = (caller: Caller | 'guest', path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token: users.token(caller) });

const importAs = (caller: Caller | 'guest', productId: string, body: Record<string, unknown>) =>
  as(caller, `/api/products/${productId}/holdings`, { method: 'POST', body });
const dates = async (productId: string) =>
  (await admin.db.collection(paths.holdings(productId)).get()).docs.map((d) => d.id).sort();
const auditOf = async (productId: string, type: string) =>
  (
    await refs(admin.db).auditLogs().where('productId', '==', productId).where('type', '==', type).get()
  ).docs.map((d) => d.data());

beforeAll(async () => {
  // The manager and the superAdmin have a user record (whose e-mail the records they write keep for display); the
  // admin has none.
  for (const [who, firstName] of [
    ['manager', 'Mia'],
    ['superAdmin', 'Sam'],
  ] as const) {
    await admin.db.doc(paths.user(user(who).uid)).set(
      userRecordSchema.parse({
        firstName,
        lastName: 'Staff',
        email: user(who).email,
        country: 'CH',
        investorProfile: 'professional',
      }),
    );
  }
});

describe('importing holdings', () => {
  it('is for the admins of the product, where its configuration allows it', async () => {
    const body = { date: '2024-10-31', fileName: 'h.csv', csv: GOOD };
    expectError(await importAs('guest', A.productId, body), 401, 'unauthenticated');
    expectError(await importAs('investor', A.productId, body), 403, 'forbidden');
    expectError(await importAs('manager', B.productId, body), 403, 'forbidden', 'manager of another product');
    const locked = await importAs('admin', LOCKED.productId, body);
    expectError(locked, 403, 'forbidden', 'flag off');
    expect(apiErrorSchema.parse(locked.body).error.messageKey).toBe('api.errors.holdingDataLocked');
    expect(await dates(B.productId)).toEqual([]);
    expect(await dates(LOCKED.productId)).toEqual([]);
  });

  it('writes the snapshot of a valid file with vocabulary keys, and an audit entry', async () => {
    const r = await importAs('manager', A.productId, { date: '2024-12-31', fileName: 'Dec.CSV', csv: GOOD });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(holdingImportResponseSchema.parse(r.body)).toEqual({ date: '2024-12-31', holdings: 3 });
    const snap = (await refs(admin.db).holdingSnapshot(A.productId, '2024-12-31').get()).data();
    expect(snap).toMatchObject({
      productId: A.productId,
      date: '2024-12-31',
      importedBy: user('manager').uid,
      importedByEmail: user('manager').email,
    });
    expect(snap?.holdings[0]).toEqual(nestle({ weight: 0.4, value: 400000 }));
    expect(await auditOf(A.productId, 'importHoldings')).toEqual([
      expect.objectContaining({
        actorUid: user('manager').uid,
        date: '2024-12-31',
        holdings: 3,
        fileName: 'Dec.CSV',
      }),
    ]);
  });

  it('lists every row error by row, column and value and writes nothing', async () => {
    const csv = [
      HEADER,
      'Nestle,CHF,CH0038863350,Equity,Share,Consumer staples,Mars,0,5,400000',
      'Apple Inc.,US$,US0378331005,equity,share,informationTechnology,northAmerica,ten,350000',
      'Apple Inc.,USD,US0378331005,equity,share,informationTechnology,northAmerica,0.1,1',
      'Apple Inc.,USD,US0378331005,equity,share,informationTechnology,northAmerica,0.1,1',
    ].join('\n');
    const r = await importAs('admin', A.productId, { date: '2025-01-31', fileName: 'jan.csv', csv });
    expectError(r, 400, 'bad-request');
    const error = apiErrorSchema.parse(r.body).error;
    expect(error.messageKey).toBe('api.errors.holdingFileInvalid');
    expect(holdingFileRefusalSchema.parse(error.details)).toEqual({
      moreErrors: 0,
      errors: [
        {
          row: 2,
          column: null,
          value: 'Nestle,CHF,CH0038863350,Equity,Share,Consumer staples,Mars,0,5,400000',
          messageKey: 'csv.holding.columnCount',
        },
        { row: 3, column: 'currency', value: 'US$', messageKey: 'csv.holding.invalidCurrency' },
        { row: 3, column: 'weight', value: 'ten', messageKey: 'csv.holding.invalidNumber' },
        {
          row: 5,
          column: null,
          value: 'Apple Inc., USD, US0378331005',
          messageKey: 'csv.holding.duplicateKey',
          firstRow: 4,
        },
      ],
    });
    const notCsv = await importAs('admin', A.productId, {
      date: '2025-01-31',
      fileName: 'jan.xlsx',
      csv: GOOD,
    });
    expect(holdingFileRefusalSchema.parse(apiErrorSchema.parse(notCsv.body).error.details).errors).toEqual([
      { row: null, column: null, value: 'jan.xlsx', messageKey: 'csv.holding.notCsvFile' },
    ]);
    const badDate = await importAs('admin', A.productId, {
      date: '2025-02-30',
      fileName: 'f.csv',
      csv: GOOD,
    });
    expectError(badDate, 400, 'bad-request');
    for (const empty of ['', HEADER]) {
      expectError(
        await importAs('admin', A.productId, { date: '2025-01-31', fileName: 'e.csv', csv: empty }),
        400,
        'bad-request',
      );
    }
    expect(await dates(A.productId)).toEqual(['2024-12-31']);
  });

  it('refuses a date that already exists until it is deleted, also when two imports race', async () => {
    const again = await importAs('admin', A.productId, { date: '2024-12-31', fileName: 'd.csv', csv: GOOD });
    expectError(again, 400, 'bad-request');
    expect(apiErrorSchema.parse(again.body).error.messageKey).toBe('api.errors.holdingDateExists');
    const body = { date: '2025-03-31', fileName: 'mar.csv', csv: GOOD };
    const [one, two] = await Promise.all([
      importAs('admin', A.productId, body),
      importAs('manager', A.productId, body),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 400]);
    expect(await dates(A.productId)).toEqual(['2024-12-31', '2025-03-31']);
  });

  it('refuses unknown body fields', async () => {
    expectError(
      await importAs('admin', A.productId, { date: '2025-04-30', fileName: 'x.csv', csv: GOOD, extra: 1 }),
      400,
      'bad-request',
    );
  });
});

describe('deleting a date', () => {
  it('deletes the holdings of one date with an audit entry; then the date can be imported again', async () => {
    const del = (caller: Caller, date: string, productId = A.productId) =>
      as(caller, `/api/products/${productId}/holdings/${date}`, { method: 'DELETE' });
    expectError(await del('investor', '2025-03-31'), 403, 'forbidden');
    expectError(await del('manager', '2025-03-31', B.productId), 403, 'forbidden');
    expectError(await del('manager', '2025-05-30'), 404, 'not-found');
    expectError(await del('manager', 'yesterday'), 400, 'bad-request');
    const r = await del('manager', '2025-03-31');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ date: '2025-03-31' });
    expect(await dates(A.productId)).toEqual(['2024-12-31']);
    expect(await auditOf(A.productId, 'deleteHoldings')).toEqual([
      expect.objectContaining({ actorUid: user('manager').uid, date: '2025-03-31', holdings: 3 }),
    ]);
    const again = await importAs('manager', A.productId, {
      date: '2025-03-31',
      fileName: 'mar.csv',
      csv: GOOD,
    });
    expect(again.status).toBe(201);
  });
});

describe('holding overrides', () => {
  const OV_HEADER = 'holding name,currency,isin,sector,region,override name';
  const override = (caller: Caller | 'guest', body: Record<string, unknown>) =>
    as(caller, '/api/holding-overrides', { method: 'POST', body });
  const overridesOf = async (productId: string) =>
    (await refs(admin.db).holdingOverrides(productId).get()).docs.map((d) => d.data());
  const operationsOf = async (uid: string) =>
    (await refs(admin.db).operations().where('createdBy', '==', uid).get()).docs.map((d) => ({
      id: d.id,
      ...d.data(),
    }));

  beforeAll(async () => {
    // Product B holds Nestle too (another share class of the same fund, say), on one date.
    await refs(admin.db)
      .holdingSnapshot(B.productId, '2024-12-31')
      .set({
        productId: B.productId,
        date: '2024-12-31',
        importedAt: new Date(),
        importedBy: 'seed',
        holdings: [nestle()],
      });
  });

  it('is for admins only (OPERATION_ACCESS), where the configuration of every product named allows it', async () => {
    const body = {
      productIds: [A.productId],
      fileName: 'o.csv',
      csv: `${OV_HEADER}\nNestle,CHF,CH0038863350,healthCare,,`,
      dryRun: true,
    };
    expectError(await override('guest', body), 401, 'unauthenticated');
    expectError(await override('investor', body), 403, 'forbidden');
    // The manager administers A, and still may not run the operation.
    expectError(await override('manager', body), 403, 'forbidden', 'a product admin');
    const locked = await override('admin', { ...body, productIds: [LOCKED.productId] });
    expectError(locked, 403, 'forbidden', 'flag off');
    expect(apiErrorSchema.parse(locked.body).error.messageKey).toBe('api.errors.holdingDataLocked');
    expectError(await override('admin', { ...body, productIds: [] }), 400, 'bad-request');
    expectError(await override('admin', { ...body, productIds: ['fx-hold-nope'] }), 404, 'not-found');
  });

  it('dry run: every error by row, column and value; nothing written nor recorded', async () => {
    const csv = ['holding name,currency,isin,sector,colour', 'Nestle,CHF,CH0038863350,Space,red'].join('\n');
    const header = holdingOverrideResponseSchema.parse(
      (await override('admin', { productIds: [A.productId], fileName: 'o.csv', csv, dryRun: true })).body,
    );
    expect(header).toMatchObject({ ok: false, dryRun: true, operationId: null, writes: 0 });
    expect(header.errors).toEqual([
      { row: 1, column: null, value: 'colour', messageKey: 'csv.holdingOverride.unexpectedColumn' },
    ]);
    const rows = [
      OV_HEADER,
      'Nestle,CHF,CH0038863350,Space,,',
      'Nestle,CHF,CH0038863350,energy,,',
      'Unknown AG,CHF,CH0012005267,energy,,',
      ',CHF,,energy,,',
      'Apple Inc.,US$,US0378331005,,europe,',
      'Apple Inc.,USD,US0378331005,,Atlantis,',
    ].join('\n');
    const r = await override('admin', {
      productIds: [A.productId],
      fileName: 'o.csv',
      csv: rows,
      dryRun: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(holdingOverrideResponseSchema.parse(r.body).errors).toEqual([
      { row: 2, column: 'sector', value: 'Space', messageKey: 'csv.holdingOverride.invalidValue' },
      {
        row: 3,
        column: null,
        value: 'Nestle, CHF, CH0038863350',
        messageKey: 'csv.holdingOverride.duplicateKey',
        firstRow: 2,
      },
      {
        row: 4,
        column: null,
        value: 'Unknown AG, CHF, CH0012005267',
        messageKey: 'csv.holdingOverride.unknownHolding',
      },
      { row: 5, column: 'holdingName', value: '', messageKey: 'csv.holdingOverride.missingKey' },
      { row: 6, column: 'currency', value: 'US$', messageKey: 'csv.holdingOverride.invalidCurrency' },
      { row: 7, column: 'region', value: 'Atlantis', messageKey: 'csv.holdingOverride.invalidValue' },
    ]);
    expect(await overridesOf(A.productId)).toEqual([]);
    expect(await operationsOf(user('admin').uid)).toEqual([]);
  });

  it('dry run of a valid file previews; apply writes every override in one go and records the operation', async () => {
    const csv = [OV_HEADER, 'Nestle,CHF,CH0038863350,Health care,,Nestlé', 'Cash,chf,,,europe,'].join('\n');
    const body = { productIds: [A.productId, B.productId], fileName: 'overrides.csv', csv };
    const dry = holdingOverrideResponseSchema.parse(
      (await override('admin', { ...body, dryRun: true })).body,
    );
    expect(dry).toMatchObject({ ok: true, dryRun: true, operationId: null, writes: 3 });
    expect(dry.overrides).toEqual([
      {
        row: 2,
        holdingName: 'Nestle',
        currency: 'CHF',
        isin: 'CH0038863350',
        values: { sector: 'healthCare', holdingName: 'Nestlé' },
        productIds: [A.productId, B.productId],
      },
      {
        row: 3,
        holdingName: 'Cash',
        currency: 'CHF',
        isin: '',
        values: { region: 'europe' },
        productIds: [A.productId],
      },
    ]);
    expect(await overridesOf(A.productId)).toEqual([]);

    const applied = holdingOverrideResponseSchema.parse(
      (await override('admin', { ...body, dryRun: false })).body,
    );
    expect(applied).toMatchObject({ ok: true, dryRun: false, writes: 3 });
    const a = await overridesOf(A.productId);
    expect(a).toHaveLength(2);
    expect(a).toContainEqual(
      expect.objectContaining({
        productId: A.productId,
        key: NESTLE_KEY,
        values: { sector: 'healthCare', holdingName: 'Nestlé' },
        updatedBy: user('admin').uid,
      }),
    );
    // No user record, no e-mail: the console shows the uid.
    expect(a.every((o) => o.updatedByEmail === undefined)).toBe(true);
    expect(await overridesOf(B.productId)).toEqual([
      expect.objectContaining({
        productId: B.productId,
        values: { sector: 'healthCare', holdingName: 'Nestlé' },
      }),
    ]);
    const ops = await operationsOf(user('admin').uid);
    expect(ops).toEqual([
      expect.objectContaining({
        id: applied.operationId,
        kind: 'holdingDataOverride',
        status: 'succeeded',
        productIds: [A.productId, B.productId],
        overridesWritten: 3,
        fileErrors: [],
        error: null,
      }),
    ]);
    expect(ops[0]?.file).toMatchObject({ name: 'overrides.csv', contentType: 'text/csv' });
    expect(await auditOf(A.productId, 'holdingDataOverride')).toEqual([]);
    const audit = await refs(admin.db).auditLogs().where('operationId', '==', applied.operationId).get();
    expect(audit.docs.map((d) => d.get('overridesWritten') as unknown)).toEqual([3]);

    // A later file replaces the override of the holdings it names and keeps the others.
    const again = [OV_HEADER, 'Nestle,CHF,CH0038863350,,switzerland,'].join('\n');
    const second = await override('superAdmin', {
      productIds: [A.productId],
      fileName: 'again.csv',
      csv: again,
      dryRun: false,
    });
    const secondBody = holdingOverrideResponseSchema.parse(second.body);
    expect(secondBody).toMatchObject({ ok: true, writes: 1 });
    const after = await overridesOf(A.productId);
    expect(after.find((o) => o.key.holdingName === 'Nestle')).toMatchObject({
      updatedBy: user('superAdmin').uid,
      updatedByEmail: user('superAdmin').email,
    });
    expect(
      (
        await refs(admin.db)
          .operation(secondBody.operationId ?? '')
          .get()
      ).data(),
    ).toMatchObject({ createdBy: user('superAdmin').uid, createdByEmail: user('superAdmin').email });
    expect(after.map((o) => o.values)).toEqual(
      expect.arrayContaining([{ region: 'switzerland' }, { region: 'europe' }]),
    );
    expect((await overridesOf(B.productId))[0]?.values).toEqual({
      sector: 'healthCare',
      holdingName: 'Nestlé',
    });
  });

  it('an apply whose file does not match the holdings is recorded as failed with its errors; nothing written', async () => {
    const before = await overridesOf(A.productId);
    const csv = [OV_HEADER, 'Nestle,CHF,CH0038863350,energy,,', 'Ghost,CHF,,energy,,'].join('\n');
    const r = holdingOverrideResponseSchema.parse(
      (await override('superAdmin', { productIds: [A.productId], fileName: 'bad.csv', csv, dryRun: false }))
        .body,
    );
    expect(r).toMatchObject({ ok: false, dryRun: false, writes: 0 });
    expect(r.operationId).not.toBeNull();
    expect(await overridesOf(A.productId)).toEqual(before);
    const op = (
      await refs(admin.db)
        .operation(r.operationId ?? '')
        .get()
    ).data();
    expect(op).toMatchObject({
      kind: 'holdingDataOverride',
      status: 'failed',
      createdBy: user('superAdmin').uid,
      overridesWritten: 0,
      error: { messageKey: 'csv.holdingOverride.refused' },
    });
    expect(op?.kind === 'holdingDataOverride' && op.fileErrors).toEqual([
      expect.objectContaining({
        row: 3,
        value: 'Ghost, CHF, ',
        messageKey: 'csv.holdingOverride.unknownHolding',
      }),
    ]);
  });

  it('deletes one override with an audit entry; the holdings call shows the holding as imported again', async () => {
    const nestleId = overrideIdOf(NESTLE_KEY);
    const del = (caller: Caller | 'guest', productId: string, id = nestleId) =>
      as(caller, `/api/products/${productId}/holding-overrides/${id}`, { method: 'DELETE' });
    const shownName = async (productId: string) =>
      holdingsResponseSchema.parse((await as('admin', `/api/products/${productId}/holdings`)).body)
        .holdings[0]?.holdingName;
    // Read once first, so the holdings call has the overridden result cached.
    expect(await shownName(B.productId)).toBe('Nestlé');

    expectError(await del('guest', B.productId), 401, 'unauthenticated');
    expectError(await del('investor', B.productId), 403, 'forbidden');
    expectError(await del('manager', B.productId), 403, 'forbidden', 'a product admin');
    expectError(await del('manager', A.productId), 403, 'forbidden', 'a product admin, in their own product');
    const locked = await del('admin', LOCKED.productId);
    expectError(locked, 403, 'forbidden', 'flag off');
    expect(apiErrorSchema.parse(locked.body).error.messageKey).toBe('api.errors.holdingDataLocked');
    expectError(await del('admin', 'fx-hold-nope'), 404, 'not-found');
    expectError(await del('admin', B.productId, 'not-an-id'), 400, 'bad-request');
    expect(await overridesOf(B.productId)).toHaveLength(1);

    const r = await del('admin', B.productId);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(holdingOverrideDeleteResponseSchema.parse(r.body)).toEqual({ overrideId: nestleId });
    expect(await overridesOf(B.productId)).toEqual([]);
    expect(await auditOf(B.productId, 'deleteHoldingOverride')).toEqual([
      expect.objectContaining({
        actorUid: user('admin').uid,
        overrideId: nestleId,
        key: NESTLE_KEY,
      }),
    ]);
    expect(await shownName(B.productId)).toBe('Nestle');

    // Another admin deletes in product A; the other overrides of the product stay; a second delete is 404.
    const before = await overridesOf(A.productId);
    expect((await del('superAdmin', A.productId)).status).toBe(200);
    const after = await overridesOf(A.productId);
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((o) => o.key.holdingName === 'Nestle')).toBe(false);
    expectError(await del('superAdmin', A.productId), 404, 'not-found');
    expect(await auditOf(A.productId, 'deleteHoldingOverride')).toHaveLength(1);
  });
});
