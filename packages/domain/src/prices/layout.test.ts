import { describe, expect, it } from 'vitest';
import { chunkIdFor, fromChunks, metaFor, priceChunkSchema, toChunks, type PricePoint } from './layout.js';

function dailyPoints(startYear: number, years: number): PricePoint[] {
  const out: PricePoint[] = [];
  const d = new Date(Date.UTC(startYear, 0, 1));
  const end = Date.UTC(startYear + years, 0, 1);
  let price = 100;
  for (; d.getTime() < end; d.setUTCDate(d.getUTCDate() + 1)) {
    const dow = d.getUTCDay();
    if (dow === 0 || dow === 6) continue;
    price *= 1.0001;
    out.push({ date: d.toISOString().slice(0, 10), price, adjustedPrice: price * 1.01 });
  }
  return out;
}

describe('price chunk layout', () => {
  it('groups by calendar decade', () => {
    expect(chunkIdFor('1999-12-31')).toBe('1990');
    expect(chunkIdFor('2000-01-03')).toBe('2000');
  });

  it('stores 30 years of daily prices in at most 4 chunks that fit Firestore limits and round-trip', () => {
    const points = dailyPoints(1995, 30);
    const chunks = toChunks('fund-a', points);
    expect(chunks.length).toBeLessThanOrEqual(4);
    for (const c of chunks) {
      expect(priceChunkSchema.safeParse(c).success).toBe(true);
      // Rough Firestore size: 1 MiB per document.
      expect(JSON.stringify(c).length).toBeLessThan(300_000);
    }
    const back = fromChunks([...chunks].reverse());
    expect(back.dates).toEqual(points.map((p) => p.date));
    expect(back.prices).toEqual(points.map((p) => p.price));
    expect(back.adjusted).toEqual(points.map((p) => p.adjustedPrice));
  });

  it('stores adjusted prices equal to the price as null and restores them', () => {
    const chunks = toChunks('x', [
      { date: '2020-01-02', price: 10 },
      { date: '2020-01-03', price: 11, adjustedPrice: 12 },
    ]);
    expect(chunks[0]?.adjusted).toEqual([null, 12]);
    expect(fromChunks(chunks).adjusted).toEqual([10, 12]);
  });

  it('builds meta for empty and non-empty series', () => {
    const base = {
      seriesId: 'x',
      kind: 'product',
      ownerId: 'x',
      frequency: 'daily',
      currency: 'CHF',
    } as const;
    expect(metaFor(base, [], 1)).toMatchObject({ firstDate: null, lastDate: null, count: 0, chunkIds: [] });
    const m = metaFor(
      base,
      [
        { date: '2009-12-31', price: 1 },
        { date: '2010-01-04', price: 2 },
      ],
      3,
    );
    expect(m).toMatchObject({
      firstDate: '2009-12-31',
      lastDate: '2010-01-04',
      count: 2,
      version: 3,
      chunkIds: ['2000', '2010'],
    });
  });
});
