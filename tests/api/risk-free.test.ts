import {
  computeStatisticsTable,
  paths,
  performanceDataResponseSchema,
  prepareAnalytics,
  riskFreeSeriesOf,
  type PricePoint,
  type PriceSeries,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { call, type CallResult } from '../support/api-client.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { FX_SERIES, removeApiFixture, seedApiFixture, type FixtureState } from '../support/api-fixture.js';

// The risk-free rate series of a product's currency (METRICS.md "Risk-free rate from a series", docs/risk-free.md):
// a CHF product's statistics use SARON, a typed rate overrides it, a window that starts before the series is n/a.

let admin: AdminHandle;
let fixture: FixtureState | undefined;

/** SARON in percent p.a. on business days from 2018 (the CHF fixture fund starts in 2015): negative, then rising. */
const SARON: PricePoint[] = (FX_SERIES['fx-open'] ?? [])
  .filter((p) => p.date >= '2018-01-03')
  .map((p) => ({
    date: p.date,
    price: p.date < '2022-06-16' ? -0.75 : p.date < '2022-09-23' ? -0.21 : p.date < '2023-06-22' ? 1.2 : 1.7,
  }));

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  fixture = await seedApiFixture(admin.db);
  await replacePriceSeries(
    admin.db,
    { seriesId: 'saron', kind: 'rate', ownerId: 'saron', frequency: 'daily', currency: 'CHF' },
    SARON,
  );
});

afterAll(async () => {
  await admin.db.recursiveDelete(admin.db.doc(paths.priceSeriesMeta('saron')));
  await removeApiFixture(admin.db, fixture);
  await admin.close();
});

const columns = (list: readonly PricePoint[]): PriceSeries => ({
  dates: list.map((p) => p.date),
  prices: list.map((p) => p.price),
  adjusted: list.map((p) => p.adjustedPrice ?? p.price),
});

function table(result: CallResult) {
  expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
  return performanceDataResponseSchema.parse(result.body);
}

const STATS = 'stat_ids=sharpeRatio,annualizedVolatility&periods=12m,36m,max';
const engine = (over: { riskFreeAnnual?: number; withSeries: boolean }) =>
  computeStatisticsTable(
    prepareAnalytics({
      fund: columns(FX_SERIES['fx-open'] ?? []),
      frequency: 'daily',
      priceField: 'adjusted',
      oldDataEndDate: '2017-12-29',
      riskFreeAnnual: over.riskFreeAnnual ?? 0,
      riskFreeSeries: over.withSeries ? riskFreeSeriesOf('saron', columns(SARON)) : null,
    }),
    { periods: ['12m', '36m', 'max'], statIds: ['sharpeRatio', 'annualizedVolatility'] },
  );
const cell = <C extends { period: string; statId: string }>(
  t: { cells: readonly C[] },
  period: string,
  statId: string,
) => t.cells.find((c) => c.period === period && c.statId === statId);

describe('risk-free rate series by currency', () => {
  it("uses the CHF product's SARON, states it, and matches the engine on the same data", async () => {
    const d = table(await call(`/api/products/fx-open/performance-data?${STATS}`));
    expect(d.currency).toBe('CHF');
    expect(d.conventions.riskFreeSeries).toEqual({ id: 'saron', lastDate: SARON.at(-1)?.date });
    const expected = engine({ withSeries: true });
    const sharpe = cell(d, '12m', 'sharpeRatio')?.value;
    expect(typeof sharpe).toBe('number');
    expect(sharpe).toBeCloseTo(cell(expected, '12m', 'sharpeRatio')?.value ?? Number.NaN, 12);
    // With SARON at 1.7 % over the last year, the excess return is lower than the raw one.
    expect(sharpe).toBeLessThan(
      cell(engine({ withSeries: false }), '12m', 'sharpeRatio')?.value ?? Number.NaN,
    );
    expect(d.cells).toEqual(expected.cells);
  });

  it('gives riskFreeRateMissing where the window starts before the series; rf-free statistics stay', async () => {
    const d = table(await call(`/api/products/fx-open/performance-data?${STATS}`));
    expect(cell(d, 'max', 'sharpeRatio')).toMatchObject({ value: null, nullReason: 'riskFreeRateMissing' });
    expect(typeof cell(d, 'max', 'annualizedVolatility')?.value).toBe('number');
    expect(typeof cell(d, '36m', 'sharpeRatio')?.value).toBe('number');
  });

  it('lets a typed rate override the series', async () => {
    const d = table(await call(`/api/products/fx-open/performance-data?${STATS}&risk_free_rate=0.02`));
    expect(d.conventions.riskFreeSeries).toBeNull();
    expect(d.conventions.riskFreeAnnual).toBe(0.02);
    expect(d.cells).toEqual(engine({ riskFreeAnnual: 0.02, withSeries: false }).cells);
    expect(cell(d, 'max', 'sharpeRatio')?.value).not.toBeNull();
  });

  it('serves a new fixing at once (the series version keys the caches)', async () => {
    const path = `/api/products/fx-open/performance-data?${STATS}`;
    const before = table(await call(path));
    const last = SARON.at(-1);
    if (!last) throw new Error('empty fixture');
    const next = { date: '2024-07-01', price: 1.45 };
    await replacePriceSeries(
      admin.db,
      { seriesId: 'saron', kind: 'rate', ownerId: 'saron', frequency: 'daily', currency: 'CHF' },
      [...SARON, next],
    );
    const after = table(await call(path));
    expect(before.conventions.riskFreeSeries?.lastDate).toBe(last.date);
    expect(after.conventions.riskFreeSeries?.lastDate).toBe(next.date);
  });
});
