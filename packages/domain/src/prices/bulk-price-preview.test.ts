import { describe, expect, it } from 'vitest';
import { compareSeries, previewBulkPriceUpdate } from './bulk-price-preview.js';
import type { PricePoint } from './layout.js';

describe('bulk price preview (issue 11.2, seed 000 §4: each id fully replaced)', () => {
  it('counts added, removed and changed dates and gives the ends before and after', () => {
    const current = [
      { date: '2026-01-05', price: 100 },
      { date: '2026-01-06', price: 101, adjustedPrice: 101.5 },
      { date: '2026-01-07', price: 102 },
    ];
    const next = [
      { date: '2026-01-08', price: 103 }, // unsorted on purpose
      { date: '2026-01-06', price: 101 }, // adjusted price dropped: a change
      { date: '2026-01-07', price: 102 },
    ];
    expect(compareSeries('alpha', current, next)).toEqual({
      id: 'alpha',
      rowsBefore: 3,
      rowsAfter: 3,
      firstDateBefore: '2026-01-05',
      lastDateBefore: '2026-01-07',
      firstDateAfter: '2026-01-06',
      lastDateAfter: '2026-01-08',
      lastPriceBefore: 102,
      lastPriceAfter: 103,
      datesAdded: 1,
      datesRemoved: 1,
      pricesChanged: 1,
      firstChangedDate: '2026-01-05',
    });
  });
  it('a new series, an identical one, and the totals', () => {
    const same = [{ date: '2026-01-05', price: 100, adjustedPrice: 100 }];
    const preview = previewBulkPriceUpdate(
      new Map<string, PricePoint[]>([
        ['fresh', [{ date: '2026-01-05', price: 10 }]],
        ['same', same],
      ]),
      new Map([['same', [{ date: '2026-01-05', price: 100 }]]]),
    );
    expect(preview.changes[0]).toMatchObject({
      id: 'fresh',
      rowsBefore: 0,
      firstDateBefore: null,
      lastPriceBefore: null,
      lastPriceAfter: 10,
      datesAdded: 1,
      firstChangedDate: '2026-01-05',
    });
    expect(preview.changes[1]).toMatchObject({ id: 'same', pricesChanged: 0, firstChangedDate: null });
    expect(preview.totals).toEqual({
      ids: 2,
      unchangedIds: 1,
      rowsBefore: 1,
      rowsAfter: 2,
      datesAdded: 1,
      datesRemoved: 0,
      pricesChanged: 0,
    });
  });
});
