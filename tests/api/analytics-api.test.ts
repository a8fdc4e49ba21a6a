import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API,
  assetsResponseSchema,
  benchmarkPricesResponseSchema,
  benchmarksResponseSchema,
  benchmarkResponseSchema,
  betaResponseSchema,
  comparisonResponseSchema,
  computeAnalysisSeries,
  computeStatisticsTable,
  cumulativeReturnsResponseSchema,
  drawdownsResponseSchema,
  factsheetPeriodsResponseSchema,
  lastCumulativeReturnsResponseSchema,
  lastLivePriceResponseSchema,
  monthlyReturnsResponseSchema,
  outperformanceResponseSchema,
  performanceDataResponseSchema,
  productBenchmarksResponseSchema,
  productDetailsResponseSchema,
  removeFollowerResponseSchema,
  returnProfileResponseSchema,
  rollingResponseSchema,
  STAT_IDS,
  STAT_PERIODS,
  userRecordSchema,
  validDatesResponseSchema,
  weightedPerformanceDataResponseSchema,
  weightedReturnsResponseSchema,
  yearlyReturnsResponseSchema,
  urlTemplateOf,
  type AnalyticsInput,
  type PricePoint,
  type PriceSeries,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { CODE_OF_STATUS, call, expectError, functionUrl, type CallResult } from '../support/api-client.js';
import { adminFor, emulatorProjectId, HOSTING, type AdminHandle } from '../support/api-emulators.js';
import {
  FX_FOLLOWER_UID,
  FX_MANAGER_ROLE,
  FX_SERIES,
  removeApiFixture,
  seedApiFixture,
  type FixtureState,
} from '../support/api-fixture.js';
import { HOLDINGS_READS } from '../support/api-suite.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

// Every call of seed 000 §7 on the fixture catalogue (`fx-` ids), through the Hosting rewrite.
let admin: AdminHandle;
let fixture: FixtureState | undefined;
const CALLERS = ['guest', 'investor', 'admin', 'manager'] as const;
type CallerLabel = (typeof CALLERS)[number];
type Label = Exclude<CallerLabel, 'guest'> | 'employee' | 'viewer';
const users = new Map<Label, TestUser>();

function tokenOf(label: CallerLabel | Label): string | undefined {
  if (label === 'guest') return undefined;
  const u = users.get(label);
  if (!u) throw new Error(`user ${label} was not created`);
  return u.idToken;
}
const uidOf = (label: Label): string => users.get(label)?.uid ?? '';

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  fixture = await seedApiFixture(admin.db);
  const claims: [Label, Record<string, boolean>][] = [
    ['investor', {}],
    ['admin', { 'role:admin': true }],
    ['manager', { [`role:${FX_MANAGER_ROLE}`]: true }],
    ['employee', { 'role:employee': true }],
    ['viewer', { 'role:viewer': true }],
  ];
  for (const [label, c] of claims)
    users.set(label, await createUserWithClaims(admin.auth, `fx-an-${label}`, c));
});

afterAll(async () => {
  await deleteUsers(
    admin.auth,
    [...users.values()].map((u) => u.uid),
  );
  await removeApiFixture(admin.db, fixture);
  await admin.close();
});

const get = (path: string, label: CallerLabel | Label = 'guest') => call(path, { token: tokenOf(label) });

function points(seriesId: string): PricePoint[] {
  const p = FX_SERIES[seriesId];
  if (!p) throw new Error(`no fixture series ${seriesId}`);
  return p;
}

function columns(list: readonly PricePoint[]): PriceSeries {
  return {
    dates: list.map((p) => p.date),
    prices: list.map((p) => p.price),
    adjusted: list.map((p) => p.adjustedPrice ?? p.price),
  };
}

/** The API's window rule: from the last price on or before the start to the last one on or before the end. */
function cut(list: readonly PricePoint[], start?: string, end?: string): PricePoint[] {
  const lastOnOrBefore = (d: string) => list.findLastIndex((p) => p.date <= d);
  const to = end === undefined ? list.length - 1 : lastOnOrBefore(end);
  const from = start === undefined ? 0 : Math.max(0, lastOnOrBefore(start));
  return list.slice(from, to + 1);
}

function body<T>(result: CallResult, schema: { parse(x: unknown): T }, context = ''): T {
  expect(result.status, `${context} ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  return schema.parse(result.body);
}

const CONVENTIONS = {
  returnMethod: 'simple',
  scale: 252,
  riskFreeAnnual: 0,
  varMethod: 'historical-type7',
  priceField: 'adjusted',
  benchmarkAlignment: 'common-dates',
  pairScale: 252,
  riskFreeSeries: null,
} as const;

// ------------------------------------------------------------------------------------------------------------
// Access: every endpoint, every caller kind, every rule of the policy.

type EndpointKind = 'mode' | 'product' | 'holdings' | 'weighted';
const MODE_ENDPOINTS = [
  'details',
  'valid-dates',
  'last-live-price',
  'performance-data',
  'last-cumulative-returns',
  'cumulative-return-periods-factsheet',
  'cumulative-returns',
  'yearly-cumulative-returns',
  'monthly-cumulative-returns',
  'drawdowns',
  'outperformance',
  'volatility',
  'beta',
  'returns',
  'risk-adjusted',
];
const ENDPOINTS: [string, EndpointKind][] = [
  ...MODE_ENDPOINTS.map((e): [string, EndpointKind] => [e, 'mode']),
  ['weighted-performance-data', 'weighted'],
  ['cumulative-weighted-returns', 'weighted'],
  ['benchmarks', 'product'],
  ['product-prices', 'product'],
  ['benchmark-prices', 'product'],
  ...HOLDINGS_READS.map((e): [string, EndpointKind] => [e, 'holdings']),
];

/** [product, mode, statuses for guest / investor / admin / product admin (admin of fx-open and fx-hidden)]. */
const CASES: [string, 'live' | 'historical' | 'internal', [number, number, number, number]][] = [
  ['fx-open', 'live', [200, 200, 200, 200]],
  ['fx-open', 'internal', [401, 403, 200, 200]],
  ['fx-hidden', 'live', [404, 404, 200, 200]],
  ['fx-locked', 'live', [401, 200, 200, 200]],
  ['fx-viewer-only', 'live', [401, 403, 200, 403]],
  ['fx-mode-roles', 'historical', [401, 403, 200, 403]],
  ['fx-locked', 'internal', [404, 404, 404, 404]],
  ['fx-unknown', 'live', [404, 404, 404, 404]],
];

function pathFor(endpoint: string, kind: EndpointKind, productId: string, mode: string): string {
  const base = `/api/products/${productId}/${endpoint}`;
  if (kind === 'mode' || kind === 'weighted') return `${base}?mode=${mode}`;
  if (endpoint === 'benchmark-prices') return `${base}?benchmark_symbol=fx-bench-a`;
  return base;
}

describe('access policy on every product endpoint', () => {
  it.each(ENDPOINTS)('%s', async (endpoint, kind) => {
    for (const [productId, mode, statuses] of CASES) {
      // Product-level endpoints have no mode: only the live rows apply to them.
      if (kind !== 'mode' && kind !== 'weighted' && mode !== 'live') continue;
      for (const [i, label] of CALLERS.entries()) {
        let expected = statuses[i] ?? 0;
        // The fixture has no holdings and no AuM: 204, except the performance table, which reads the prices.
        if (expected === 200 && kind === 'holdings' && endpoint !== 'performance-table-data') expected = 204;
        // Only fx-weighted has weighted components; for the others the resource does not exist.
        if (expected === 200 && kind === 'weighted') expected = 404;
        const path = pathFor(endpoint, kind, productId, mode);
        const result = await get(path, label);
        const context = `${label} ${path}`;
        if (expected === 200) expect(result.status, context).toBe(200);
        else if (expected === 204) {
          expect(result.status, context).toBe(204);
          expect(result.body, context).toBeUndefined();
        } else expectError(result, expected, CODE_OF_STATUS[expected] ?? '', context);
      }
    }
  });

  it('answers the weighted endpoints for a weighted product', async () => {
    for (const endpoint of ['weighted-performance-data', 'cumulative-weighted-returns']) {
      expect((await get(`/api/products/fx-weighted/${endpoint}`)).status).toBe(200);
    }
  });

  it('lets an employee see hidden products but not internal analysis', async () => {
    expect((await get('/api/products/fx-hidden/details', 'employee')).status).toBe(200);
    expectError(await get('/api/products/fx-open/drawdowns?mode=internal', 'employee'), 403, 'forbidden');
  });

  it('lets a viewer open role-restricted products and tabs', async () => {
    expect((await get('/api/products/fx-viewer-only/performance-data', 'viewer')).status).toBe(200);
    expect(
      (await get('/api/products/fx-mode-roles/cumulative-returns?mode=historical', 'viewer')).status,
    ).toBe(200);
  });

  it('says why a locked product is refused, and hides why a hidden one is', async () => {
    const locked = await get('/api/products/fx-locked/performance-data');
    expect(locked.body).toMatchObject({ error: { messageKey: 'api.errors.loginRequired' } });
    const hidden = await get('/api/products/fx-hidden/performance-data');
    const unknown = await get('/api/products/fx-unknown/performance-data');
    expect(JSON.stringify(hidden.body).replaceAll('fx-hidden', 'X')).toBe(
      JSON.stringify(unknown.body).replaceAll('fx-unknown', 'X'),
    );
  });
});

describe('bad requests', () => {
  it.each([
    ['/api/products/fx-open/performance-data?periods=2y', 'unknown period'],
    ['/api/products/fx-open/performance-data?stat_ids=sharpe', 'unknown statistic'],
    ['/api/products/fx-open/performance-data?benchmark_symbol=fx-bench-x', 'unknown benchmark'],
    [
      '/api/products/fx-open/performance-data?mode=internal&benchmark_symbol=fx-bench-b',
      'benchmark not on mode',
    ],
    [
      '/api/products/fx-open/drawdowns?period_start_date=2020-01-01&period_end_date=2019-01-01',
      'dates reversed',
    ],
    ['/api/products/fx-open/drawdowns?period_start_date=01.01.2020', 'date format'],
    // Seed 000 §5: a date must be a real day, as the web's date fields require (isRealDate).
    ['/api/products/fx-open/drawdowns?period_end_date=2026-02-30', 'not a calendar date'],
    ['/api/products/fx-open/last-live-price?latest_date=2026-04-31', 'not a calendar date'],
    ['/api/products/key-numbers?product_ids=fx-open&period_end_date=2026-02-30', 'not a calendar date'],
    ['/api/products/fx-open/cumulative-returns?with_resample=yes', 'boolean'],
    ['/api/products/fx-open/last-cumulative-returns?benchmark_symbol=fx-bench-a', 'unexpected parameter'],
    ['/api/products/fx-open/holdings?lang=xx', 'unknown language'],
    ['/api/products/fx-open/benchmark-prices', 'missing benchmark_symbol'],
    ['/api/products/fx-open/product-prices?mode=live', 'no parameters'],
    ['/api/products/fx-open/details?mode=backtest', 'unknown mode'],
  ])('400 for %s (%s)', async (path) => {
    expectError(await get(path, 'admin'), 400, 'bad-request', path);
  });

  it('names the date parameter that is no calendar day', async () => {
    const result = await get('/api/products/fx-open/drawdowns?period_end_date=2026-02-30', 'guest');
    expectError(result, 400, 'bad-request');
    expect(result.body).toMatchObject({
      error: { details: { issues: [{ path: ['period_end_date'], message: 'not a calendar date' }] } },
    });
  });

  it('checks access before the query: an invisible product is 404 whatever the query', async () => {
    expectError(
      await get('/api/products/fx-hidden/benchmark-prices?benchmark_symbol=fx-bench-x'),
      404,
      'not-found',
    );
  });
});

// ------------------------------------------------------------------------------------------------------------
// Configuration endpoints.

describe('GET /api/products/{id}/details', () => {
  it('gives a guest the public tabs only, with the configured cards, zoom, events and default benchmark', async () => {
    const d = body(await get('/api/products/fx-open/details'), productDetailsResponseSchema);
    expect(d).toMatchObject({
      productId: 'fx-open',
      productName: 'Fixture fx-open',
      currency: 'CHF',
      inceptionDate: '2016-03-15',
      oldDataEndDate: '2017-12-29',
      mode: 'live',
      benchmark: { id_: 'fx-bench-a', currency: 'CHF', modes: ['live'] },
      shareClasses: [{ productId: 'fx-open', isDefaultShareClass: true }],
    });
    expect(d.modes.map((m) => m.mode)).toEqual(['live', 'historical']);
    expect(d.modes[0]).toMatchObject({
      genericCardsToShow: ['cumulativeReturns', 'performanceStats', 'drawdowns'],
      perfStats: ['cumulativeReturn', 'sharpeRatio', 'beta'],
      zoomButtons: ['1m', 'ytd', '1y', 'max'],
      allowLogScale: true,
      defaultLogScale: false,
      benchmarks: ['fx-bench-a', 'fx-bench-b'],
      events: [{ name: { en: 'covid' }, startDate: '2020-02-20', endDate: '2020-12-31' }],
    });
    expect(JSON.stringify(d)).not.toContain('Internal');
  });

  it('includes the internal tab for admins and product admins only', async () => {
    for (const [label, modes] of [
      ['investor', ['live', 'historical']],
      ['employee', ['live', 'historical']],
      ['admin', ['live', 'historical', 'internal']],
      ['manager', ['live', 'historical', 'internal']],
    ] as const) {
      const d = body(await get('/api/products/fx-open/details', label), productDetailsResponseSchema);
      expect(
        d.modes.map((m) => m.mode),
        label,
      ).toEqual(modes);
    }
    const internal = body(
      await get('/api/products/fx-open/details?mode=internal', 'manager'),
      productDetailsResponseSchema,
    );
    expect(internal.mode).toBe('internal');
  });

  it('honours benchmark_symbol', async () => {
    const d = body(
      await get('/api/products/fx-open/details?benchmark_symbol=fx-bench-b'),
      productDetailsResponseSchema,
    );
    expect(d.benchmark).toMatchObject({
      id_: 'fx-bench-b',
      name: { en: 'Fixture index B' },
      currency: 'USD',
    });
  });
});

describe('GET /api/products/{id}/benchmarks', () => {
  it('lists the benchmarks of the tabs the caller may open, with their modes', async () => {
    const guest = body(await get('/api/products/fx-open/benchmarks'), productBenchmarksResponseSchema);
    expect(guest.map((b) => [b.id_, b.modes])).toEqual([
      ['fx-bench-a', ['live']],
      ['fx-bench-b', ['live', 'historical']],
    ]);
    const admin = body(
      await get('/api/products/fx-open/benchmarks', 'admin'),
      productBenchmarksResponseSchema,
    );
    expect(admin.map((b) => [b.id_, b.modes])).toEqual([
      ['fx-bench-a', ['live', 'internal']],
      ['fx-bench-b', ['live', 'historical']],
    ]);
    expect(admin[0]).toEqual({
      id_: 'fx-bench-a',
      name: { en: 'Fixture index A', de: 'Fixture-Index A' },
      currency: 'CHF',
      updateFrequency: 'daily',
      modes: ['live', 'internal'],
    });
  });
});

describe('GET /api/products/{id}/valid-dates', () => {
  it('gives the dates of the whole series and the available statistics periods', async () => {
    const v = body(await get('/api/products/fx-open/valid-dates'), validDatesResponseSchema);
    const list = points('fx-open');
    expect(v).toMatchObject({
      seriesId: 'fx-open',
      frequency: 'daily',
      dataStartDate: list[0]?.date,
      dataEndDate: list.at(-1)?.date,
      firstDate: list[0]?.date,
      lastDate: list.at(-1)?.date,
      count: list.length,
      oldDataEndDate: '2017-12-29',
      version: 1,
    });
    expect(v.periods.map((p) => p.period)).toEqual([...STAT_PERIODS]);
    expect(v.periods.every((p) => p.available)).toBe(true);
    // The fixture ends mid-2024, so ytd is stale; the others start after the data start.
    expect(v.zoomPresets).toEqual([
      { preset: '1m', startDate: '2024-05-28', visible: true, hiddenReason: null },
      { preset: 'ytd', startDate: '2023-12-31', visible: false, hiddenReason: 'staleData' },
      { preset: '1y', startDate: '2023-06-28', visible: true, hiddenReason: null },
      { preset: 'max', startDate: list[0]?.date, visible: true, hiddenReason: null },
    ]);
  });

  it('restricts to the window and says which periods it cannot hold', async () => {
    const v = body(
      await get('/api/products/fx-open/valid-dates?period_start_date=2023-01-01&period_end_date=2024-03-31'),
      validDatesResponseSchema,
    );
    expect(v.firstDate).toBe('2023-01-02');
    expect(v.lastDate).toBe('2024-03-29');
    const byPeriod = Object.fromEntries(v.periods.map((p) => [p.period, p]));
    expect(byPeriod['12m']).toMatchObject({
      available: true,
      startDate: '2023-03-29',
      endDate: '2024-03-29',
    });
    expect(byPeriod['36m']).toEqual({ period: '36m', available: false, reason: 'insufficientHistory' });
  });

  it('is empty for a product without prices', async () => {
    const v = body(await get('/api/products/fx-no-prices/valid-dates'), validDatesResponseSchema);
    expect(v).toMatchObject({ dataStartDate: null, firstDate: null, count: 0, version: 0 });
    expect(v.periods.every((p) => !p.available && p.reason === 'noData')).toBe(true);
  });
});

describe('GET /api/products/{id}/benchmark-prices and last-live-price', () => {
  it('returns an offered benchmark columnar', async () => {
    const b = body(
      await get('/api/products/fx-open/benchmark-prices?benchmark_symbol=fx-bench-b'),
      benchmarkPricesResponseSchema,
    );
    const c = columns(points('fx-bench-b'));
    expect(b).toMatchObject({ benchmarkId: 'fx-bench-b', currency: 'USD', frequency: 'weekly', version: 1 });
    expect(b.dates).toEqual(c.dates);
    expect(b.prices).toEqual(c.prices);
    expect(b.adjustedPrices).toEqual(c.adjusted);
  });

  it('gives the last price on or before latest_date and its change', async () => {
    const list = points('fx-open');
    const last = body(await get('/api/products/fx-open/last-live-price'), lastLivePriceResponseSchema);
    expect(last).toMatchObject({ date: list.at(-1)?.date, price: list.at(-1)?.price, mode: 'live' });
    const onSunday = body(
      await get('/api/products/fx-open/last-live-price?latest_date=2020-03-15'),
      lastLivePriceResponseSchema,
    );
    const i = list.findIndex((p) => p.date === '2020-03-13');
    const [prev, cur] = [list[i - 1], list[i]];
    expect(onSunday).toMatchObject({ date: '2020-03-13', price: cur?.price, previousDate: prev?.date });
    expect(onSunday.change).toBeCloseTo((cur?.price ?? 0) / (prev?.price ?? 1) - 1, 14);
    const before = body(
      await get('/api/products/fx-open/last-live-price?latest_date=1999-01-01'),
      lastLivePriceResponseSchema,
    );
    expect(before).toMatchObject({ date: null, price: null, change: null });
  });
});

describe('GET /api/assets and /api/benchmarks', () => {
  const fx = (list: { id_: string }[]) => list.filter((a) => a.id_.startsWith('fx-')).map((a) => a.id_);

  it('lists what the caller may see, grouped by product type or benchmark', async () => {
    const guest = body(await get('/api/assets'), assetsResponseSchema);
    expect(fx(guest)).toEqual([
      'fx-historical',
      'fx-locked',
      'fx-mode-roles',
      'fx-no-prices',
      'fx-open',
      'fx-weighted',
      'fx-bench-a',
      'fx-bench-b',
    ]);
    expect(guest.find((a) => a.id_ === 'fx-locked')).toMatchObject({ locked: true, group: 'fund' });
    expect(guest.find((a) => a.id_ === 'fx-weighted')).toMatchObject({ group: 'composite', modes: ['live'] });
    expect(guest.find((a) => a.id_ === 'fx-open')).toMatchObject({ modes: ['live', 'historical'] });
    expect(guest.find((a) => a.id_ === 'fx-bench-b')).toMatchObject({
      group: 'benchmark',
      modes: ['live', 'historical'],
      currency: 'USD',
    });
    const admin = body(await get('/api/assets', 'admin'), assetsResponseSchema);
    expect(fx(admin)).toContain('fx-hidden');
    expect(fx(admin)).toContain('fx-viewer-only');
    expect(admin.find((a) => a.id_ === 'fx-open')).toMatchObject({
      modes: ['live', 'historical', 'internal'],
    });
    const investor = body(await get('/api/assets', 'investor'), assetsResponseSchema);
    expect(investor.find((a) => a.id_ === 'fx-locked')).toMatchObject({ locked: false });
    expect(fx(investor)).not.toContain('fx-hidden');
    const manager = body(await get('/api/assets', 'manager'), assetsResponseSchema);
    expect(fx(manager)).toContain('fx-hidden');
    expect(fx(manager)).not.toContain('fx-viewer-only');
  });

  it('serves benchmark configurations, filtered by benchmark_ids, and one by id', async () => {
    const all = body(await get('/api/benchmarks/'), benchmarksResponseSchema);
    expect(fx(all)).toEqual(['fx-bench-a', 'fx-bench-b']);
    const some = body(
      await get('/api/benchmarks?benchmark_ids=fx-bench-b,fx-nope,fx-bench-a'),
      benchmarksResponseSchema,
    );
    expect(some.map((b) => b.id_)).toEqual(['fx-bench-b', 'fx-bench-a']);
    const one = body(await get('/api/benchmarks/fx-bench-b'), benchmarkResponseSchema);
    expect(one).toEqual({
      id_: 'fx-bench-b',
      name: { en: 'Fixture index B' },
      currency: 'USD',
      updateFrequency: 'weekly',
    });
    expectError(await get('/api/benchmarks/fx-nope'), 404, 'not-found');
  });
});

describe('POST /api/users/remove-follower', () => {
  const post = (label: CallerLabel | Label, payload: unknown) =>
    call('/api/users/remove-follower', { method: 'POST', token: tokenOf(label), body: payload });
  const follows = async () => {
    const snap = await admin.db.doc(`users/${FX_FOLLOWER_UID}`).get();
    return userRecordSchema.parse(snap.data()).followingProducts;
  };

  it('refuses guests, other uids, non-admins of the product and bad bodies', async () => {
    const payload = (label: Label, productId = 'fx-open') => ({
      uid: uidOf(label),
      follower_uid: FX_FOLLOWER_UID,
      product_id: productId,
    });
    expectError(await post('guest', payload('manager')), 401, 'unauthenticated');
    expectError(await post('investor', payload('investor')), 403, 'forbidden');
    expectError(await post('admin', payload('manager')), 403, 'forbidden');
    expectError(await post('manager', payload('manager', 'fx-viewer-only')), 403, 'forbidden');
    expectError(await post('manager', { uid: uidOf('manager'), product_id: 'fx-open' }), 400, 'bad-request');
    expectError(await post('manager', { ...payload('manager'), extra: 1 }), 400, 'bad-request');
    expectError(await get('/api/users/remove-follower', 'manager'), 405, 'method-not-allowed');
    expect((await follows()).length).toBe(3);
  });

  it('removes every follow of the product for its admin, once', async () => {
    const payload = { uid: uidOf('manager'), follower_uid: FX_FOLLOWER_UID, product_id: 'fx-open' };
    const first = await post('manager', payload);
    expect(removeFollowerResponseSchema.parse(first.body)).toEqual({
      followerUid: FX_FOLLOWER_UID,
      productId: 'fx-open',
      removed: 2,
    });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(await follows()).toEqual([{ productId: 'fx-hidden', lang: 'en' }]);
    const again = await post('manager', payload);
    expect(removeFollowerResponseSchema.parse(again.body).removed).toBe(0);
    const audits = await admin.db.collection('auditLogs').where('uid', '==', FX_FOLLOWER_UID).get();
    expect(audits.docs.map((d): unknown => d.get('type'))).toEqual(['removeFollower']);
  });

  it('is 404 when the follower has no user record', async () => {
    const result = await post('admin', {
      uid: uidOf('admin'),
      follower_uid: 'fx-nobody',
      product_id: 'fx-open',
    });
    expectError(result, 404, 'not-found');
  });
});

// ------------------------------------------------------------------------------------------------------------
// Statistics and series: the numbers are the engine's on the same data, the conventions and the legacy boundary
// are stated, and a warm call is served from the result cache.

const FUND = columns(points('fx-open'));
const BENCH_A = columns(points('fx-bench-a'));
const input = (over: Partial<AnalyticsInput> = {}): AnalyticsInput => ({
  fund: FUND,
  benchmark: BENCH_A,
  frequency: 'daily',
  priceField: 'adjusted',
  oldDataEndDate: '2017-12-29',
  ...over,
});

describe('GET /api/products/{id}/performance-data', () => {
  it('is the engine table for max with all statistics, conventions stated, cached when warm', async () => {
    const path = '/api/products/fx-open/performance-data?benchmark_symbol=fx-bench-a';
    const first = await get(path);
    const d = body(first, performanceDataResponseSchema);
    const expected = computeStatisticsTable(input(), { periods: ['max'] });
    expect(d.cells).toEqual(expected.cells);
    expect(d.cells).toHaveLength(STAT_IDS.length);
    expect(d.conventions).toEqual(CONVENTIONS);
    expect(d).toMatchObject({ benchmarkId: 'fx-bench-a', oldDataEndDate: '2017-12-29', currency: 'CHF' });
    expect(first.headers.get('x-cache')).toBe('miss');
    const warm = await get(path);
    expect(warm.headers.get('x-cache')).toBe('hit');
    expect(warm.body).toEqual(first.body);
    // A signed-in caller shares the computed result (access is checked before the cache).
    expect((await get(path, 'investor')).headers.get('x-cache')).toBe('hit');
  });

  it('honours periods, stat_ids, the window and risk_free_rate', async () => {
    const q =
      '?periods=12m,ytd,60m&stat_ids=sharpeRatio,alpha,valueAtRiskFivePercentOneMonth&risk_free_rate=0.02' +
      '&period_start_date=2019-06-30&period_end_date=2023-09-30&benchmark_symbol=fx-bench-a';
    const d = body(await get(`/api/products/fx-open/performance-data${q}`), performanceDataResponseSchema);
    const expected = computeStatisticsTable(
      input({
        fund: columns(cut(points('fx-open'), '2019-06-30', '2023-09-30')),
        benchmark: columns(cut(points('fx-bench-a'), '2019-06-30', '2023-09-30')),
        riskFreeAnnual: 0.02,
      }),
      { periods: ['12m', 'ytd', '60m'], statIds: ['sharpeRatio', 'alpha', 'valueAtRiskFivePercentOneMonth'] },
    );
    expect(d.cells).toEqual(expected.cells);
    expect(d.conventions.riskFreeAnnual).toBe(0.02);
    const window = cut(points('fx-open'), '2019-06-30', '2023-09-30');
    expect(d.window).toEqual({
      available: true,
      startDate: '2019-06-28',
      endDate: '2023-09-29',
      nReturns: window.length - 1,
    });
    expect(d.cells.find((c) => c.period === '60m')).toMatchObject({
      value: null,
      nullReason: 'insufficientHistory',
    });
  });

  it('marks benchmark statistics as needing a benchmark without one', async () => {
    const d = body(
      await get('/api/products/fx-open/performance-data?stat_ids=beta'),
      performanceDataResponseSchema,
    );
    expect(d.benchmarkId).toBeNull();
    expect(d.cells).toEqual([
      expect.objectContaining({ statId: 'beta', value: null, nullReason: 'benchmarkRequired' }),
    ]);
  });

  it('recomputes after a price write (the cache keys on the series version)', async () => {
    const path = '/api/products/fx-no-prices/performance-data?stat_ids=cumulativeReturn';
    const empty = body(await get(path), performanceDataResponseSchema);
    expect(empty.cells[0]).toMatchObject({ value: null, nullReason: 'noData' });
    const base = {
      seriesId: 'fx-no-prices',
      kind: 'product',
      ownerId: 'fx-no-prices',
      frequency: 'daily',
      currency: 'CHF',
    } as const;
    try {
      await replacePriceSeries(admin.db, base, [
        { date: '2024-01-02', price: 100 },
        { date: '2024-01-03', price: 110 },
      ]);
      const first = await get(path);
      expect(first.headers.get('x-cache')).toBe('miss');
      expect(body(first, performanceDataResponseSchema).cells[0]?.value).toBeCloseTo(0.1, 12);
      expect((await get(path)).headers.get('x-cache')).toBe('hit');
      await replacePriceSeries(admin.db, base, [
        { date: '2024-01-02', price: 100 },
        { date: '2024-01-03', price: 90 },
      ]);
      const after = await get(path);
      expect(after.headers.get('x-cache')).toBe('miss');
      expect(body(after, performanceDataResponseSchema).cells[0]?.value).toBeCloseTo(-0.1, 12);
    } finally {
      await admin.db.recursiveDelete(admin.db.doc('priceSeries/fx-no-prices'));
    }
  });
});

describe('series endpoints', () => {
  const engine = (over: Partial<AnalyticsInput> = {}, window: 'max' | { from: string; to: string } = 'max') =>
    computeAnalysisSeries(input(over), { window, withResample: 1000 });

  it('cumulative-returns: rebased, resampled, adjusted and initial_value on request', async () => {
    const path = '/api/products/fx-open/cumulative-returns?benchmark_symbol=fx-bench-a';
    const first = await get(path);
    const d = body(first, cumulativeReturnsResponseSchema);
    const a = engine();
    expect(d.fund).toEqual(a.cumulativeReturns.fund);
    expect(d.benchmark).toEqual(a.cumulativeReturns.benchmark);
    expect(d.fund.values[0]).toBe(0);
    expect(d.fund.dates.length).toBeLessThanOrEqual(1000);
    expect(d.fund.oldDataEndDate).toBe('2017-12-29');
    expect(d).toMatchObject({ conventions: CONVENTIONS, maxPoints: 1000, initialValue: null });
    expect((await get(path)).headers.get('x-cache')).toBe('hit');

    const full = body(
      await get(
        '/api/products/fx-open/cumulative-returns?with_resample=false&adjusted=false&initial_value=100',
      ),
      cumulativeReturnsResponseSchema,
    );
    expect(full.fund.dates).toEqual(FUND.dates);
    expect(full.fund.values[0]).toBe(100);
    // The explicit price-only line: the one exception to the total-return rule.
    expect(full.conventions.priceField).toBe('price');
    const last = FUND.prices.at(-1) ?? 0;
    expect(full.fund.values.at(-1)).toBeCloseTo((100 * last) / (FUND.prices[0] ?? 1), 9);
    // The default line is the total return: on a point with a distinct adjusted price the two lines differ.
    const total = body(
      await get('/api/products/fx-open/cumulative-returns?with_resample=false&initial_value=100'),
      cumulativeReturnsResponseSchema,
    );
    expect(total.conventions.priceField).toBe('adjusted');
    const i = FUND.adjusted.findIndex((a, k) => k > 0 && a !== FUND.prices[k]);
    expect(i).toBeGreaterThan(0);
    expect(total.fund.values[i]).toBeCloseTo((100 * (FUND.adjusted[i] ?? 0)) / (FUND.adjusted[0] ?? 1), 9);
    expect(full.fund.values[i]).toBeCloseTo((100 * (FUND.prices[i] ?? 0)) / (FUND.prices[0] ?? 1), 9);
    expect(total.fund.values[i]).not.toBeCloseTo(full.fund.values[i] ?? 0, 6);
    expect(full.benchmark).toBeNull();
  });

  it('drawdowns, outperformance, yearly and monthly returns are the engine series of the window', async () => {
    const window = { from: '2018-01-01', to: '2022-12-31' };
    const q = '?benchmark_symbol=fx-bench-a&period_start_date=2018-01-01&period_end_date=2022-12-31';
    const a = engine({}, window);
    const dd = body(await get(`/api/products/fx-open/drawdowns${q}`), drawdownsResponseSchema);
    expect(dd.fund).toEqual(a.drawdowns.fund);
    expect(dd.episodes).toEqual(a.drawdownEpisodes);
    expect(dd.episodes.fund.length).toBeLessThanOrEqual(10);
    expect(Math.max(...dd.fund.values)).toBe(0);
    expect(dd.window).toEqual(a.window);
    const op = body(await get(`/api/products/fx-open/outperformance${q}`), outperformanceResponseSchema);
    expect(op.outperformance).toEqual(a.outperformance);
    const y = body(
      await get(`/api/products/fx-open/yearly-cumulative-returns${q}`),
      yearlyReturnsResponseSchema,
    );
    expect(y.fund).toEqual(a.yearlyReturns.fund);
    expect(y.fund.map((r) => r.year)).toEqual([2018, 2019, 2020, 2021, 2022]);
    expect(y.benchmark).toEqual(a.yearlyReturns.benchmark);
    const m = body(
      await get(`/api/products/fx-open/monthly-cumulative-returns${q}`),
      monthlyReturnsResponseSchema,
    );
    expect(m.fund).toEqual(a.monthlyReturns.fund);
    expect(m.fund).toHaveLength(60);
    for (const r of [dd, op, y, m]) expect(r.conventions).toEqual(CONVENTIONS);
  });

  it('outperformance and beta are null without a benchmark', async () => {
    const op = body(await get('/api/products/fx-open/outperformance'), outperformanceResponseSchema);
    expect(op.outperformance).toBeNull();
    const beta = body(await get('/api/products/fx-open/beta'), betaResponseSchema);
    expect(beta.beta).toBeNull();
  });

  it('volatility, beta and risk-adjusted are rolling one-year metrics (none in the first year)', async () => {
    const q = '?benchmark_symbol=fx-bench-a';
    const a = engine();
    const vol = body(await get(`/api/products/fx-open/volatility${q}`), rollingResponseSchema);
    expect(vol).toMatchObject({ metric: 'rollingAnnualizedVolatility', rollingWindow: 252 });
    expect(vol.fund.dates).toEqual(a.rolling1y.fund.dates);
    expect(vol.fund.values).toEqual(a.rolling1y.fund.rollingAnnualizedVolatility);
    expect(vol.fund.dates[0]).toBe(FUND.dates[252]);
    expect(vol.benchmark?.dates.length).toBeGreaterThan(0);
    expect(vol.fund.oldDataEndDate).toBe('2017-12-29');
    const ra = body(await get(`/api/products/fx-open/risk-adjusted${q}`), rollingResponseSchema);
    expect(ra.metric).toBe('rollingSharpeRatio');
    expect(ra.fund.values).toEqual(a.rolling1y.fund.rollingSharpeRatio);
    const beta = body(await get(`/api/products/fx-open/beta${q}`), betaResponseSchema);
    expect(beta.beta?.values).toEqual(a.rolling1y.beta?.rollingBeta);
    expect(beta.rollingWindow).toBe(252);
  });

  it('returns: the histogram of the calendar-month returns', async () => {
    const r = body(
      await get('/api/products/fx-open/returns?benchmark_symbol=fx-bench-a'),
      returnProfileResponseSchema,
    );
    const a = engine();
    expect(r.bins).toEqual(a.returnProfile.bins);
    expect(r.fundCount).toBe(a.monthlyReturns.fund.length);
    expect(r.benchmarkCount).toBe(a.monthlyReturns.benchmark?.length);
  });

  it('last-cumulative-returns and the factsheet periods', async () => {
    const last = body(
      await get('/api/products/fx-open/last-cumulative-returns?period=12m'),
      lastCumulativeReturnsResponseSchema,
    );
    const list = points('fx-open');
    const end = list.at(-1);
    const start = cut(list, '2023-06-28').at(0);
    expect(last.result).toMatchObject({
      period: '12m',
      available: true,
      startDate: start?.date,
      endDate: end?.date,
    });
    expect(last.result.fund).toBeCloseTo((end?.price ?? 0) / (start?.price ?? 1) - 1, 12);
    expect(last.conventions).toEqual(CONVENTIONS);

    const f = body(
      await get(
        '/api/products/fx-open/cumulative-return-periods-factsheet?benchmark_symbol=fx-bench-a&annualize_periods_bigger_than_one_year=true',
      ),
      factsheetPeriodsResponseSchema,
    );
    expect(f.periods.map((p) => p.period)).toEqual([...STAT_PERIODS]);
    expect(f.periods).toEqual(
      computeAnalysisSeries(input(), { annualizePeriodsBiggerThanOneYear: true }).periodReturns,
    );
    const byPeriod = Object.fromEntries(f.periods.map((p) => [p.period, p]));
    expect(byPeriod['36m']).toMatchObject({ annualized: true });
    expect(byPeriod['12m']).toMatchObject({ annualized: false });
    expect(byPeriod['1m']?.benchmark).not.toBeNull();
  });

  it('internal mode: admins get its own series', async () => {
    const d = body(
      await get('/api/products/fx-open/cumulative-returns?mode=internal', 'manager'),
      cumulativeReturnsResponseSchema,
    );
    expect(d.mode).toBe('internal');
    expect(d.fund.dates.at(-1)).toBe(points('fx-open--internal').at(-1)?.date);
  });

  it('historical weekly mode: scale 52', async () => {
    const d = body(
      await get('/api/products/fx-open/performance-data?mode=historical'),
      performanceDataResponseSchema,
    );
    expect(d.conventions.scale).toBe(52);
    expect(d.frequency).toBe('weekly');
  });
});

describe('weighted endpoints', () => {
  it('cumulative-weighted-returns: contributions add up to the total', async () => {
    const d = body(
      await get('/api/products/fx-weighted/cumulative-weighted-returns'),
      weightedReturnsResponseSchema,
    );
    expect(d.components.map((c) => [c.seriesId, c.weight])).toEqual([
      ['fx-bench-a', 0.6],
      ['fx-open', 0.4],
    ]);
    expect(d.dates.length).toBeLessThanOrEqual(1000);
    expect(d.total[0]).toBe(0);
    d.dates.forEach((_, i) => {
      const sum = d.components.reduce((s, c) => s + (c.contribution[i] ?? 0), 0);
      expect(sum).toBeCloseTo(d.total[i] ?? 0, 12);
    });
    expect(d.conventions.scale).toBe(252);
  });

  it('weighted-performance-data: the statistics of the weighted portfolio', async () => {
    const d = body(
      await get(
        '/api/products/fx-weighted/weighted-performance-data?periods=max,12m&stat_ids=cumulativeReturn',
      ),
      weightedPerformanceDataResponseSchema,
    );
    const w = body(
      await get('/api/products/fx-weighted/cumulative-weighted-returns'),
      weightedReturnsResponseSchema,
    );
    expect(d.cells.find((c) => c.period === 'max')?.value).toBeCloseTo(w.total.at(-1) ?? 0, 12);
    expect(d.components).toHaveLength(2);
    expect(d.conventions).toEqual(CONVENTIONS);
  });
});

describe('cache headers of the new endpoints', () => {
  const direct = (path: string, token?: string) =>
    call(path.replace(/^\/api/, ''), { base: functionUrl(), token });

  it('public for guests, private for signed-in users, including 204 answers', async () => {
    // Holdings are written straight into Firestore by the admin console: caches revalidate them (docs/holdings.md).
    const cases: [string, string][] = [
      ['/api/products/fx-open/drawdowns', 'public, max-age=60, s-maxage=300'],
      ['/api/products/fx-open/holdings', 'public, no-cache'],
      ['/api/assets', 'public, max-age=60, s-maxage=300'],
    ];
    for (const [path, guestCache] of cases) {
      const guest = await direct(path);
      expect(guest.headers.get('cache-control'), path).toBe(guestCache);
      expect(guest.headers.get('vary')).toMatch(/Authorization/i);
      const investor = await direct(path, tokenOf('investor'));
      expect(investor.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });
});

// Not a test of speed: evidence in the log that a 20-year-like fixture is served warm without recomputation.
describe('warm calls', () => {
  it('every statistics and series endpoint answers a repeated call from the result cache', async () => {
    const q = '?benchmark_symbol=fx-bench-a';
    for (const endpoint of MODE_ENDPOINTS.filter(
      (e) => !['details', 'valid-dates', 'last-live-price', 'last-cumulative-returns'].includes(e),
    )) {
      await get(`/api/products/fx-open/${endpoint}${q}`);
      const warm = await get(`/api/products/fx-open/${endpoint}${q}`);
      expect(warm.headers.get('x-cache'), endpoint).toBe('hit');
    }
    await get('/api/products/fx-open/last-cumulative-returns');
    expect((await get('/api/products/fx-open/last-cumulative-returns')).headers.get('x-cache')).toBe('hit');
  });
});

// The comparison (docs/comparison.md): one call, each column its product's own figures, each product its own gate.
describe('comparison', () => {
  const compare = (query: string, label: CallerLabel | Label = 'guest') =>
    get(`/api/products/comparison?${query}`, label);

  it('gives each column exactly the product’s own statistics table and cumulative returns', async () => {
    for (const period of ['36m', 'common'] as const) {
      const out = await compare(
        `products=fx-open,fx-locked,fx-viewer-only&period=${period}&period_end_date=2024-03-28`,
        'admin',
      );
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      const answer = comparisonResponseSchema.parse(out.body);
      // fx-viewer-only starts last (2020-01-02); fx-locked's inception is 2019.
      expect(answer.common).toEqual({ startDate: '2020-01-02', endDate: '2024-03-28' });
      for (const item of answer.products) {
        if (item.refused !== null) throw new Error(`${item.productId} refused to an admin`);
        const own =
          period === 'common'
            ? `period_start_date=2020-01-02&period_end_date=2024-03-28&periods=max`
            : `period_end_date=2024-03-28&periods=36m`;
        // Its analysis page opens with its first benchmark.
        expect(item.benchmark?.symbol).toBe('fx-bench-a');
        const table = performanceDataResponseSchema.parse(
          (
            await get(
              `/api/products/${item.productId}/performance-data?${own}&benchmark_symbol=fx-bench-a`,
              'admin',
            )
          ).body,
        );
        expect(item.statistics.cells, `${item.productId} ${period}`).toEqual(table.cells);
        expect(item.statistics.periods).toEqual(table.periods);
        expect(item.statistics.conventions).toEqual(table.conventions);
        expect(item.benchmark?.symbol ?? null).toBe(table.benchmarkId);
        const line = cumulativeReturnsResponseSchema.parse(
          (
            await get(
              `/api/products/${item.productId}/cumulative-returns?initial_value=100&period_start_date=2020-01-02&period_end_date=2024-03-28`,
              'admin',
            )
          ).body,
        );
        expect(item.cumulative).toEqual(line.fund);
        expect(item.cumulative.values[0]).toBe(100);
      }
      expect(answer.correlations.map((c) => `${c.a}-${c.b}`)).toEqual([
        'fx-open-fx-locked',
        'fx-open-fx-viewer-only',
        'fx-locked-fx-viewer-only',
      ]);
      for (const c of answer.correlations) expect(c.value).not.toBeNull();
    }
  });

  it('refuses each product the reader may not see, with its page’s status, and shows none of its data', async () => {
    const out = await compare('products=fx-open,fx-locked,fx-viewer-only,fx-hidden,fx-unknown');
    expect(out.status).toBe(200);
    const answer = comparisonResponseSchema.parse(out.body);
    expect(answer.products.map((p) => [p.productId, p.refused?.status ?? 200])).toEqual([
      ['fx-open', 200],
      ['fx-locked', 401],
      ['fx-viewer-only', 401],
      ['fx-hidden', 404],
      ['fx-unknown', 404],
    ]);
    expect(answer.products[3]).toEqual({
      productId: 'fx-hidden',
      refused: { status: 404, messageKey: 'api.errors.notFound' },
    });
    // One product left: no pairs, and nothing of the others anywhere; the common range is its own.
    expect(answer.correlations).toEqual([]);
    expect(answer.common).toEqual({ startDate: '2015-01-05', endDate: '2024-06-28' });
    const named = JSON.stringify(answer);
    for (const id of ['fx-locked', 'fx-viewer-only', 'fx-hidden'])
      expect(named.match(new RegExp(`"${id}"`, 'g'))).toHaveLength(1);
    const investor = comparisonResponseSchema.parse(
      (await compare('products=fx-open,fx-locked,fx-viewer-only', 'investor')).body,
    );
    expect(investor.products.map((p) => p.refused?.status ?? 200)).toEqual([200, 200, 403]);
    expect(investor.products[2]).toMatchObject({ refused: { reason: 'productRoles' } });
  });

  it('draws the comparison on one PDF page, naming nothing of a product the reader may not see', async () => {
    const query = 'products=fx-open,fx-locked,fx-hidden&period=36m&period_end_date=2024-03-28&lang=en';
    const res = await fetch(`${HOSTING}${urlTemplateOf(API.comparisonPdf)}?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('comparison-36m-');
    const dir = join('tests', 'output', 'comparison');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'guest-comparison.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Fixture fx-open');
    // The refused ones by the id the reader asked for, with no name, figure or fact of theirs.
    expect(text).toContain('fx-locked');
    expect(text).not.toMatch(/Fixture fx-(locked|hidden)/);
    // The same gate as the JSON answer: a list outside the limits is refused before anything is drawn.
    expectError(await call(`${urlTemplateOf(API.comparisonPdf)}?products=fx-open`, {}), 400, 'bad-request');
  });

  it('refuses a list outside 2 to 6 products, or a product twice, with a clear error', async () => {
    for (const products of ['fx-open', 'a,b,c,d,e,f,g', 'fx-open,fx-open']) {
      const out = await compare(`products=${products}`);
      expectError(out, 400, 'bad-request', products);
    }
  });
});
