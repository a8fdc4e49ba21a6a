import { describe, expect, it } from 'vitest';
import type { PricePoint } from './layout.js';
import { previewPriceImport, seriesToPoints } from './price-import.js';

const p = (date: string, price: number, adjustedPrice?: number): PricePoint =>
  adjustedPrice === undefined ? { date, price } : { date, price, adjustedPrice };

describe('previewPriceImport', () => {
  it('compares the stored and the uploaded series (the upload replaces it)', () => {
    const current = [p('2024-01-01', 100), p('2024-01-02', 101), p('2024-01-03', 102)];
    const next = [p('2024-01-02', 101), p('2024-01-03', 103), p('2024-01-04', 104)];
    const { change, warnings } = previewPriceImport('s', current, next, 'daily');
    expect(change).toMatchObject({
      rowsBefore: 3,
      rowsAfter: 3,
      datesAdded: 1,
      datesRemoved: 1,
      pricesChanged: 1,
      firstDateAfter: '2024-01-02',
      lastDateAfter: '2024-01-04',
      lastPriceBefore: 102,
      lastPriceAfter: 104,
      firstChangedDate: '2024-01-01',
    });
    expect(warnings).toEqual([]);
  });

  it('names the quality warnings by their dates', () => {
    // 2024-01-06 is a Saturday; 2024-01-08 to 2024-01-22 leaves 9 business days without a price.
    const next = [p('2024-01-05', 10), p('2024-01-06', 11), p('2024-01-08', 12), p('2024-01-22', 13)];
    const { warnings } = previewPriceImport('s', [], next, 'daily');
    expect(warnings).toEqual([
      { messageKey: 'priceQuality.weekendDate', date: '2024-01-06' },
      { messageKey: 'priceQuality.gap', date: '2024-01-22', fromDate: '2024-01-08', businessDays: 9 },
    ]);
  });

  it('previews a first upload and an empty series', () => {
    expect(previewPriceImport('s', [], [], 'daily').change).toMatchObject({
      rowsBefore: 0,
      rowsAfter: 0,
      firstChangedDate: null,
    });
  });
});

describe('seriesToPoints', () => {
  it('keeps the adjusted price only where it differs', () => {
    expect(
      seriesToPoints({ dates: ['2024-01-01', '2024-01-02'], prices: [1, 2], adjusted: [1, 1.5] }),
    ).toEqual([p('2024-01-01', 1), p('2024-01-02', 2, 1.5)]);
  });
});
