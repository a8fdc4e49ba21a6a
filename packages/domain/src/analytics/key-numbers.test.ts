import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '../prices/layout.js';
import { computeKeyNumbers } from './key-numbers.js';

const series = (pairs: [string, number][]): PriceSeries => ({
  dates: pairs.map((p) => p[0]),
  prices: pairs.map((p) => p[1]),
  adjusted: pairs.map((p) => p[1]),
});

describe('computeKeyNumbers', () => {
  const s = series([
    ['2023-12-28', 95],
    ['2023-12-29', 100],
    ['2024-01-02', 101],
    ['2024-06-28', 110],
    ['2024-07-01', 108.9],
  ]);

  it('computes last price, changes, YTD and since inception', () => {
    const k = computeKeyNumbers(s, { inceptionDate: '2023-12-28' });
    expect(k.lastDate).toBe('2024-07-01');
    expect(k.lastPrice).toBe(108.9);
    expect(k.lastChange).toBeCloseTo(-1.1, 12);
    expect(k.lastDayChange).toBeCloseTo(108.9 / 110 - 1, 15);
    // YTD anchors on the last price on or before 2023-12-31, i.e. 2023-12-29.
    expect(k.ytdReturn).toBeCloseTo(0.089, 15);
    // MTD anchors on the last price on or before 2024-06-30, i.e. 2024-06-28.
    expect(k.mtdReturn).toBeCloseTo(108.9 / 110 - 1, 15);
    expect(k.sinceInceptionReturn).toBeCloseTo(108.9 / 95 - 1, 15);
  });

  it('shows prices unadjusted and computes returns on adjusted prices (a distribution day)', () => {
    // A distributing class: 2.0 paid out on 2024-07-01, the NAV drops, the total return does not.
    const d: PriceSeries = {
      dates: ['2023-12-29', '2024-06-28', '2024-07-01'],
      prices: [100, 110, 108.5],
      adjusted: [98, 107.8, 108.5],
    };
    const k = computeKeyNumbers(d, { inceptionDate: '2023-12-29' });
    expect(k.lastPrice).toBe(108.5);
    expect(k.lastChange).toBeCloseTo(-1.5, 12);
    expect(k.lastDayChange).toBeCloseTo(108.5 / 107.8 - 1, 15);
    expect(k.lastDayChange).toBeGreaterThan(0);
    expect(k.ytdReturn).toBeCloseTo(108.5 / 98 - 1, 15);
    expect(k.sinceInceptionReturn).toBeCloseTo(108.5 / 98 - 1, 15);
  });

  it('honours period_end_date', () => {
    const k = computeKeyNumbers(s, { periodEndDate: '2024-06-30' });
    expect(k.lastDate).toBe('2024-06-28');
    expect(k.ytdReturn).toBeCloseTo(0.1, 15);
    // On or before 2024-05-31: 2024-01-02.
    expect(k.mtdReturn).toBeCloseTo(110 / 101 - 1, 15);
  });

  it('anchors since-inception on the inception date, or the first price when data starts later', () => {
    expect(computeKeyNumbers(s, { inceptionDate: '2024-01-02' }).sinceInceptionReturn).toBeCloseTo(
      108.9 / 101 - 1,
      15,
    );
    expect(computeKeyNumbers(s, { inceptionDate: '2000-01-01' }).sinceInceptionReturn).toBeCloseTo(
      108.9 / 95 - 1,
      15,
    );
    expect(computeKeyNumbers(s, { inceptionDate: '2025-01-01' }).sinceInceptionReturn).toBeNull();
  });

  it('gives null, never 0, for undefined values', () => {
    const empty = computeKeyNumbers(series([]));
    expect(empty).toMatchObject({
      lastPrice: null,
      lastChange: null,
      ytdReturn: null,
      sinceInceptionReturn: null,
    });
    const one = computeKeyNumbers(series([['2024-05-02', 10]]));
    expect(one).toMatchObject({
      lastPrice: 10,
      lastChange: null,
      lastDayChange: null,
      mtdReturn: null,
      ytdReturn: null,
    });
    expect(one.sinceInceptionReturn).toBeNull();
    // No price on or before the YTD anchor: YTD is not available.
    expect(
      computeKeyNumbers(
        series([
          ['2024-01-02', 10],
          ['2024-01-03', 11],
        ]),
      ).ytdReturn,
    ).toBeNull();
  });

  it('is 0 for a flat series (a real zero, not a missing value)', () => {
    const flat = computeKeyNumbers(
      series([
        ['2023-12-29', 5],
        ['2024-01-02', 5],
        ['2024-01-03', 5],
      ]),
    );
    expect(flat.ytdReturn).toBe(0);
    expect(flat.mtdReturn).toBe(0);
    expect(flat.lastDayChange).toBe(0);
  });
});
