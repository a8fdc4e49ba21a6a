import {
  allocationOverTimeResponseSchema,
  allocationResponseSchema,
  assetsUnderManagementResponseSchema,
  holdingsDetailsResponseSchema,
  holdingsResponseSchema,
  paths,
  performanceTableResponseSchema,
  SITE_CALLS,
  siteStateSchema,
  urlTemplateOf,
  type Holding,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { call, expectError } from '../support/api-client.js';
import {
  adminFor,
  businessDaySeries,
  emulatorProjectId,
  HOSTING,
  type AdminHandle,
} from '../support/api-emulators.js';
import {
  EMPLOYEE_CLAIMS,
  HOLDINGS_READS,
  productBuilder,
  removeProducts,
  seedProducts,
} from '../support/api-suite.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

// The 14 holdings calls of seed 000 §7 (packages/domain/src/contracts/holdings.ts, docs/holdings.md) through Hosting,
// on snapshots and overrides written as the admin console writes them.

const product = productBuilder({
  storeModule: 'fxHd',
  productShareClassRoot: 'fx-hd-fund',
  isDefaultShareClass: false,
  inceptionDate: '2024-01-02',
  allowHoldingDataModification: true,
});

const A = product('fx-hd-a', {
  isDefaultShareClass: true,
  aum: 123_000_000,
  shareClass: { class: 'A', currency: 'CHF', inceptionDate: '2024-01-02' },
});
const B = product('fx-hd-b', {
  currency: 'EUR',
  shareClass: { class: 'B', currency: 'EUR', inceptionDate: '2024-01-02' },
});
const EMPTY = product('fx-hd-empty', { productShareClassRoot: 'fx-hd-empty' });
const CONFIG_AUM = product('fx-hd-config-aum', { productShareClassRoot: 'fx-hd-config-aum', aum: 5_000_000 });
const HIDDEN = product('fx-hd-hidden', { productShareClassRoot: 'fx-hd-hidden', general: { hidden: true } });
const PRODUCTS = [A, B, EMPTY, CONFIG_AUM, HIDDEN];

const h = (over: Partial<Holding> & Pick<Holding, 'holdingName'>): Holding => ({
  currency: 'CHF',
  isin: '',
  assetClass: 'equity',
  instrumentType: 'share',
  sector: 'healthCare',
  region: 'switzerland',
  weight: 0.1,
  value: 100,
  ...over,
});
const ROCHE = h({ holdingName: 'Roche', isin: 'CH0012032048', weight: 0.5, value: 500 });
const APPLE = h({
  holdingName: 'Apple',
  currency: 'USD',
  isin: 'US0378331005',
  sector: 'informationTechnology',
  region: 'northAmerica',
  weight: 0.3,
  value: 300,
});
const BUND = h({
  holdingName: 'Bund',
  currency: 'EUR',
  isin: 'DE0001102499',
  assetClass: 'fixedIncome',
  instrumentType: 'bond',
  sector: 'government',
  region: 'europe',
  weight: 0.15,
  value: 150,
});
const CASH = h({
  holdingName: 'Cash',
  assetClass: 'cash',
  instrumentType: 'cashAccount',
  sector: 'cash',
  weight: 0.05,
  value: 50,
});

let admin: AdminHandle;
let staff: TestUser | undefined;

const snapshot = (productId: string, date: string, holdings: Holding[]) =>
  refs(admin.db)
    .holdingSnapshot(productId, date)
    .set({ productId, date, holdings, importedAt: new Date(), importedBy: 'fx-test' });

const get = (path: string, token?: string) => call(`/api/products/${path}`, { token });

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  await seedProducts(admin.db, PRODUCTS);
  await Promise.all([
    snapshot(A.productId, '2024-01-31', [ROCHE, { ...APPLE, weight: 0.45, value: 450 }, CASH]),
    snapshot(A.productId, '2024-02-29', [ROCHE, APPLE, BUND, CASH]),
    snapshot(HIDDEN.productId, '2024-02-29', [ROCHE]),
    replacePriceSeries(
      admin.db,
      { seriesId: A.productId, kind: 'product', ownerId: A.productId, frequency: 'daily', currency: 'CHF' },
      businessDaySeries('2024-01-02', '2024-03-28'),
    ),
  ]);
  await bumpCatalogueVersion(admin.db);
  staff = await createUserWithClaims(admin.auth, 'fx-hd-employee', EMPLOYEE_CLAIMS);
});

afterAll(async () => {
  if (staff) await deleteUsers(admin.auth, [staff.uid]);
  await Promise.all([
    removeProducts(admin.db, PRODUCTS),
    admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta(A.productId))),
  ]);
  await bumpCatalogueVersion(admin.db);
  await admin.close();
});

describe('holdings calls with data', () => {
  it('lists the latest snapshot, largest first, translated by lang', async () => {
    const result = await get('fx-hd-a/holdings?lang=de');
    expect(result.status).toBe(200);
    const body = holdingsResponseSchema.parse(result.body);
    expect(body).toMatchObject({
      productId: 'fx-hd-a',
      date: '2024-02-29',
      lang: 'de',
      currency: 'CHF',
      count: 4,
    });
    expect(body.totalWeight).toBe(1);
    expect(body.holdings.map((x) => x.holdingName)).toEqual(['Roche', 'Apple', 'Bund', 'Cash']);
    expect(body.holdings[2]?.assetClass).toEqual({ key: 'fixedIncome', label: 'Obligationen' });
    expect(body.holdings[3]?.isin).toBe('');
    expect(result.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('reads the snapshot on or before latest_date', async () => {
    const body = holdingsResponseSchema.parse((await get('fx-hd-a/holdings?latest_date=2024-02-15')).body);
    expect(body.date).toBe('2024-01-31');
    expect(body.holdings.map((x) => x.holdingName)).toEqual(['Roche', 'Apple', 'Cash']);
    expect((await get('fx-hd-a/holdings?latest_date=2023-12-31')).status).toBe(204);
  });

  it('answers each allocation, grouped and translated', async () => {
    const expected: [string, string, [string, number][]][] = [
      [
        'currency-exposure',
        'en',
        [
          ['CHF', 0.55],
          ['USD', 0.3],
          ['EUR', 0.15],
        ],
      ],
      [
        'asset-classes',
        'fr',
        [
          ['equity', 0.8],
          ['fixedIncome', 0.15],
          ['cash', 0.05],
        ],
      ],
      [
        'instrument-types',
        'en',
        [
          ['share', 0.8],
          ['bond', 0.15],
          ['cashAccount', 0.05],
        ],
      ],
      [
        'sectors',
        'pt',
        [
          ['healthCare', 0.5],
          ['informationTechnology', 0.3],
          ['government', 0.15],
          ['cash', 0.05],
        ],
      ],
      [
        'regions',
        'de',
        [
          ['switzerland', 0.55],
          ['northAmerica', 0.3],
          ['europe', 0.15],
        ],
      ],
    ];
    for (const [endpoint, lang, slices] of expected) {
      const result = await get(`fx-hd-a/${endpoint}?lang=${lang}`);
      expect(result.status, endpoint).toBe(200);
      const body = allocationResponseSchema.parse(result.body);
      expect(
        body.slices.map((s) => [s.key, s.weight]),
        endpoint,
      ).toEqual(slices);
      expect(body).toMatchObject({ date: '2024-02-29', lang });
    }
    const regions = allocationResponseSchema.parse((await get('fx-hd-a/regions?lang=de')).body);
    expect(regions.slices[0]?.label).toBe('Schweiz');
  });

  it('answers each allocation over time, in the window', async () => {
    for (const endpoint of ['currency-exposure', 'asset-classes', 'instrument-types', 'sectors', 'regions']) {
      const result = await get(`fx-hd-a/${endpoint}-over-time`);
      expect(result.status, endpoint).toBe(200);
      const body = allocationOverTimeResponseSchema.parse(result.body);
      expect(body.dates).toEqual(['2024-01-31', '2024-02-29']);
      expect(body.series.every((s) => s.weights.length === 2)).toBe(true);
    }
    const assets = allocationOverTimeResponseSchema.parse(
      (await get('fx-hd-a/asset-classes-over-time?lang=en')).body,
    );
    expect(assets.series).toEqual([
      { key: 'equity', label: 'Equity', weights: [0.95, 0.8] },
      { key: 'fixedIncome', label: 'Fixed income', weights: [0, 0.15] },
      { key: 'cash', label: 'Cash', weights: [0.05, 0.05] },
    ]);
    const window = allocationOverTimeResponseSchema.parse(
      (await get('fx-hd-a/regions-over-time?period_start_date=2024-02-01&period_end_date=2024-12-31')).body,
    );
    expect(window.dates).toEqual(['2024-02-29']);
    expect((await get('fx-hd-a/regions-over-time?period_start_date=2025-01-01')).status).toBe(204);
  });

  it('answers holdings-details, AuM from the holdings and the performance table of the fund', async () => {
    const details = holdingsDetailsResponseSchema.parse((await get('fx-hd-a/holdings-details')).body);
    expect(details).toMatchObject({ firstDate: '2024-01-31', latestDate: '2024-02-29' });
    expect(details.snapshots.map((s) => s.count)).toEqual([3, 4]);
    const aum = assetsUnderManagementResponseSchema.parse(
      (await get('fx-hd-a/assets-under-management')).body,
    );
    expect(aum).toMatchObject({ source: 'holdings', date: '2024-02-29', aum: 1000, currency: 'CHF' });
    expect(aum.history).toHaveLength(2);
    const earlier = assetsUnderManagementResponseSchema.parse(
      (await get('fx-hd-a/assets-under-management?latest_date=2024-02-01')).body,
    );
    expect(earlier).toMatchObject({ date: '2024-01-31', history: [{ date: '2024-01-31', aum: 1000 }] });
    const table = performanceTableResponseSchema.parse((await get('fx-hd-b/performance-table-data')).body);
    expect(table.rows.map((r) => [r.productId, r.shareClass, r.current, r.nav !== null])).toEqual([
      ['fx-hd-a', 'A', false, true],
      ['fx-hd-b', 'B', true, false],
    ]);
  });

  it('falls back to the configured AuM for a product without holdings', async () => {
    const aum = assetsUnderManagementResponseSchema.parse(
      (await get('fx-hd-config-aum/assets-under-management')).body,
    );
    expect(aum).toEqual({
      productId: 'fx-hd-config-aum',
      currency: 'CHF',
      source: 'productConfig',
      date: null,
      aum: 5_000_000,
      history: [],
    });
  });
});

describe('holdings calls without data', () => {
  it('answer 204 for a product without snapshots, prices or AuM', async () => {
    for (const endpoint of HOLDINGS_READS) {
      const result = await get(`fx-hd-empty/${endpoint}`);
      expect(result.status, endpoint).toBe(204);
      expect(result.body, endpoint).toBeUndefined();
    }
  });
});

describe('writes reach the next call', () => {
  it('applies an override to every snapshot, and sees it removed again', async () => {
    const overrideRef = refs(admin.db).holdingOverrides(A.productId).doc('fx-apple');
    await overrideRef.set({
      productId: A.productId,
      key: { holdingName: 'Apple', currency: 'USD', isin: 'US0378331005' },
      values: { region: 'global', holdingName: 'Apple Inc.' },
      updatedAt: new Date(),
      updatedBy: 'fx-test',
    });
    try {
      const holdings = holdingsResponseSchema.parse((await get('fx-hd-a/holdings')).body);
      expect(holdings.holdings[1]).toMatchObject({
        holdingName: 'Apple Inc.',
        region: { key: 'global' },
        overridden: true,
      });
      const past = holdingsResponseSchema.parse((await get('fx-hd-a/holdings?latest_date=2024-01-31')).body);
      expect(past.holdings[1]?.holdingName).toBe('Apple Inc.');
      const regions = allocationResponseSchema.parse((await get('fx-hd-a/regions')).body);
      expect(regions.slices.map((s) => s.key)).toEqual(['switzerland', 'global', 'europe']);
      const details = holdingsDetailsResponseSchema.parse((await get('fx-hd-a/holdings-details')).body);
      expect(details.overrides).toEqual({ count: 1, appliedToLatest: 1 });
    } finally {
      await overrideRef.delete();
    }
    const after = holdingsResponseSchema.parse((await get('fx-hd-a/holdings')).body);
    expect(after.holdings[1]).toMatchObject({ holdingName: 'Apple', overridden: false });
  });

  it('sees a new snapshot and a deleted one on the next call, and answers warm calls from the cache', async () => {
    await get('fx-hd-a/holdings');
    const warm = await get('fx-hd-a/holdings');
    expect(warm.headers.get('x-cache')).toBe('hit');
    await snapshot(A.productId, '2024-03-28', [{ ...ROCHE, weight: 1, value: 1100 }]);
    const newer = holdingsResponseSchema.parse((await get('fx-hd-a/holdings')).body);
    expect(newer).toMatchObject({ date: '2024-03-28', count: 1 });
    await refs(admin.db).holdingSnapshot(A.productId, '2024-03-28').delete();
    expect(holdingsResponseSchema.parse((await get('fx-hd-a/holdings')).body).date).toBe('2024-02-29');
  });

  it('revalidates with the ETag: 304 while unchanged', async () => {
    const first = await get('fx-hd-a/sectors');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${HOSTING}/api/products/fx-hd-a/sectors`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });
});

describe('access and queries', () => {
  it('hides a hidden product with data from visitors as if unknown, and shows it to staff', async () => {
    for (const endpoint of [
      'holdings',
      'regions',
      'regions-over-time',
      'holdings-details',
      'assets-under-management',
    ]) {
      expectError(await get(`fx-hd-hidden/${endpoint}`), 404, 'not-found', endpoint);
      expectError(await get(`fx-hd-unknown/${endpoint}`), 404, 'not-found', endpoint);
    }
    expect((await get('fx-hd-hidden/holdings', staff?.idToken)).status).toBe(200);
  });

  it('files each product the caller may open by the asset class of its holdings, in the site state', async () => {
    const state = async (token?: string) => {
      const answer = await call(urlTemplateOf(SITE_CALLS.siteState), { token });
      expect(answer.status).toBe(200);
      return siteStateSchema.parse(answer.body).assetClasses;
    };
    const guest = await state();
    // Roche and Apple are 80 % of A's latest weight: an equity fund; no holdings, no class; hidden, not named.
    expect(guest[A.productId]).toBe('equity');
    expect(guest).not.toHaveProperty(EMPTY.productId);
    expect(guest).not.toHaveProperty(HIDDEN.productId);
    expect((await state(staff?.idToken))[HIDDEN.productId]).toBe('equity');
  });

  it('refuses a bad query with 400, before reading data', async () => {
    expectError(await get('fx-hd-a/holdings?lang=xx'), 400, 'bad-request');
    expectError(await get('fx-hd-a/holdings?latest_date=2024-02-30'), 400, 'bad-request');
    expectError(await get('fx-hd-a/regions?period_start_date=2024-01-01'), 400, 'bad-request');
    expectError(await get('fx-hd-a/regions-over-time?latest_date=2024-01-01'), 400, 'bad-request');
    expectError(
      await get('fx-hd-a/sectors-over-time?period_start_date=2024-03-01&period_end_date=2024-01-01'),
      400,
      'bad-request',
    );
    // `lang` is the reader's language on every product read (whose investor-profile checks apply); any other
    // parameter these calls do not take is refused.
    expectError(await get('fx-hd-a/holdings-details?latest=2024-01-01'), 400, 'bad-request');
    expectError(await get('fx-hd-a/assets-under-management?date=2024-01-01'), 400, 'bad-request');
    expectError(await get('fx-hd-hidden/holdings?lang=xx'), 400, 'bad-request');
  });
});
