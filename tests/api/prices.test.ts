import { paths, type PricePoint } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeries } from '../../functions/src/services/prices/read-series.js';
import {
  PriceSeriesNotFoundError,
  PriceSeriesValidationError,
  replacePriceSeries,
  upsertPrice,
  type PriceSeriesBase,
} from '../../functions/src/services/prices/write-series.js';
import {
  adminFor,
  businessDaySeries,
  clearFirestoreProject,
  type AdminHandle,
} from '../support/api-emulators.js';

// This suite owns its project, so it may wipe it; the functions and other suites use the tenant's project.
const PROJECT = 'demo-fx-prices';

const base = (seriesId: string): PriceSeriesBase => ({
  seriesId,
  kind: 'product',
  ownerId: seriesId,
  frequency: 'daily',
  currency: 'CHF',
});

let admin: AdminHandle;

beforeAll(() => {
  admin = adminFor(PROJECT);
});
beforeEach(async () => {
  await clearFirestoreProject(PROJECT);
});
afterAll(async () => {
  await clearFirestoreProject(PROJECT);
  await admin.close();
});

async function chunkIds(seriesId: string): Promise<string[]> {
  const snap = await admin.db.collection(paths.priceChunks(seriesId)).get();
  return snap.docs.map((d) => d.id).sort();
}

async function rawMeta(seriesId: string) {
  return (await admin.db.doc(paths.priceSeriesMeta(seriesId)).get()).data();
}

const toColumns = (points: readonly PricePoint[]) => ({
  dates: points.map((p) => p.date),
  prices: points.map((p) => p.price),
  adjusted: points.map((p) => p.adjustedPrice ?? p.price),
});

describe('replacePriceSeries', () => {
  it('replaces the whole series: old chunks removed, version bumped', async () => {
    const first = await replacePriceSeries(
      admin.db,
      base('fx-a'),
      businessDaySeries('1995-06-01', '2012-03-30'),
    );
    expect(first.version).toBe(1);
    expect(await chunkIds('fx-a')).toEqual(['1990', '2000', '2010']);

    const points = businessDaySeries('2008-01-01', '2021-02-26', { seed: 7 });
    const second = await replacePriceSeries(admin.db, base('fx-a'), points);
    expect(second).toMatchObject({
      version: 2,
      count: points.length,
      firstDate: '2008-01-01',
      lastDate: '2021-02-26',
      chunkIds: ['2000', '2010', '2020'],
    });
    expect(await chunkIds('fx-a')).toEqual(['2000', '2010', '2020']);
    expect(await rawMeta('fx-a')).toMatchObject({ version: 2, chunkIds: ['2000', '2010', '2020'] });

    const loaded = await loadSeries(admin.db, 'fx-a');
    expect(loaded?.series).toEqual(toColumns(points));
  });

  it('loads 30 years of daily prices in at most 25 document reads and round-trips them exactly', async () => {
    const points = businessDaySeries('1994-01-03', '2023-12-29', { seed: 3 });
    expect(points.length).toBeGreaterThan(7_800);
    await replacePriceSeries(admin.db, base('fx-long'), points);

    const chunks = await chunkIds('fx-long');
    expect(1 + chunks.length).toBeLessThanOrEqual(25);

    const cold = await loadSeries(admin.db, 'fx-long');
    expect(cold?.reads).toBe(1 + chunks.length);
    expect(cold?.series).toEqual(toColumns(points));
    expect(cold?.meta).toMatchObject({
      count: points.length,
      version: 1,
      firstDate: '1994-01-03',
      lastDate: '2023-12-29',
    });

    const warm = await loadSeries(admin.db, 'fx-long');
    expect(warm?.reads).toBe(1);
    expect(warm?.series).toBe(cold?.series);
  });

  it('sees a replacement made behind its cache (version changed)', async () => {
    await replacePriceSeries(admin.db, base('fx-c'), businessDaySeries('2020-01-01', '2020-12-31'));
    expect((await loadSeries(admin.db, 'fx-c'))?.meta.version).toBe(1);
    const points = businessDaySeries('2021-01-01', '2021-06-30', { seed: 9 });
    await replacePriceSeries(admin.db, base('fx-c'), points);
    const loaded = await loadSeries(admin.db, 'fx-c');
    expect(loaded?.meta.version).toBe(2);
    expect(loaded?.reads).toBe(2);
    expect(loaded?.series.dates).toEqual(points.map((p) => p.date));
  });

  it('returns null for a series that does not exist', async () => {
    expect(await loadSeries(admin.db, 'fx-missing')).toBeNull();
  });

  it.each<[string, PricePoint[], string[]]>([
    [
      'unsorted dates',
      [
        { date: '2024-01-03', price: 1 },
        { date: '2024-01-02', price: 1 },
      ],
      ['1:2024-01-02:unsorted-date'],
    ],
    [
      'a duplicate date',
      [
        { date: '2024-01-02', price: 1 },
        { date: '2024-01-02', price: 2 },
      ],
      ['1:2024-01-02:duplicate-date'],
    ],
    [
      'a negative price',
      [
        { date: '2024-01-02', price: 1 },
        { date: '2024-01-03', price: -2 },
      ],
      ['1:2024-01-03:invalid-price'],
    ],
  ])('writes nothing for %s and names the offending point', async (_label, points, expected) => {
    const before = businessDaySeries('2015-01-01', '2016-12-31');
    await replacePriceSeries(admin.db, base('fx-bad'), before);
    const metaBefore = await rawMeta('fx-bad');

    const error: unknown = await replacePriceSeries(admin.db, base('fx-bad'), points).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PriceSeriesValidationError);
    const issues = error instanceof PriceSeriesValidationError ? error.issues : [];
    expect(issues.map((i) => `${i.index}:${i.date}:${i.problem}`)).toEqual(expected);

    expect(await rawMeta('fx-bad')).toEqual(metaBefore);
    expect(await chunkIds('fx-bad')).toEqual(['2010']);
    expect((await loadSeries(admin.db, 'fx-bad'))?.series.dates).toEqual(before.map((p) => p.date));
  });

  it('writes nothing for a brand-new series with bad input', async () => {
    await expect(
      replacePriceSeries(admin.db, base('fx-new'), [{ date: '2024-01-02', price: Number.POSITIVE_INFINITY }]),
    ).rejects.toBeInstanceOf(PriceSeriesValidationError);
    expect(await rawMeta('fx-new')).toBeUndefined();
    expect(await chunkIds('fx-new')).toEqual([]);
  });
});

describe('upsertPrice', () => {
  it('adds or replaces one price, touching only its chunk and the meta', async () => {
    const points = businessDaySeries('2005-01-03', '2012-12-31');
    await replacePriceSeries(admin.db, base('fx-u'), points);
    const chunk2000 = await admin.db.doc(paths.priceChunk('fx-u', '2000')).get();

    const added = await upsertPrice(admin.db, 'fx-u', { date: '2013-01-02', price: 123.5 });
    expect(added.replaced).toBe(false);
    expect(added.meta).toMatchObject({ version: 2, count: points.length + 1, lastDate: '2013-01-02' });

    const replaced = await upsertPrice(admin.db, 'fx-u', {
      date: '2011-06-01',
      price: 99,
      adjustedPrice: 98,
    });
    expect(replaced.replaced).toBe(true);
    expect(replaced.meta).toMatchObject({ version: 3, count: points.length + 1 });

    const inserted = await upsertPrice(admin.db, 'fx-u', { date: '2011-06-04', price: 50 }); // a Saturday
    expect(inserted.meta.count).toBe(points.length + 2);

    // The 2000s chunk was not rewritten.
    const after2000 = await admin.db.doc(paths.priceChunk('fx-u', '2000')).get();
    expect(after2000.updateTime?.isEqual(chunk2000.updateTime ?? after2000.updateTime)).toBe(true);

    const loaded = await loadSeries(admin.db, 'fx-u');
    const s = loaded?.series;
    expect(s?.dates.length).toBe(points.length + 2);
    expect(s?.dates).toEqual([...(s?.dates ?? [])].sort());
    const i = s?.dates.indexOf('2011-06-01') ?? -1;
    expect([s?.prices[i], s?.adjusted[i]]).toEqual([99, 98]);
    expect(s?.dates.at(-1)).toBe('2013-01-02');
    expect(s?.prices[s.dates.indexOf('2011-06-04')]).toBe(50);
  });

  it('refuses a missing series and a bad point', async () => {
    await expect(upsertPrice(admin.db, 'fx-none', { date: '2024-01-02', price: 1 })).rejects.toBeInstanceOf(
      PriceSeriesNotFoundError,
    );
    await replacePriceSeries(admin.db, base('fx-v'), businessDaySeries('2020-01-01', '2020-01-31'));
    await expect(upsertPrice(admin.db, 'fx-v', { date: '2020-02-30', price: 1 })).rejects.toBeInstanceOf(
      PriceSeriesValidationError,
    );
    expect((await rawMeta('fx-v'))?.version).toBe(1);
  });
});
