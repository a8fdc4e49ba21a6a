import { describe, expect, it } from 'vitest';
import { columnarPrices, type SeriesData } from './series-data.js';

const data = (prices: number[], adjusted: number[]): SeriesData => ({
  seriesId: 's',
  series: { dates: prices.map((_, i) => `2024-01-0${String(i + 1)}`), prices, adjusted },
  frequency: 'daily',
  currency: 'CHF',
  version: 3,
});

describe('columnarPrices', () => {
  it('sends the adjusted column only when it differs from the prices somewhere', () => {
    expect(columnarPrices(data([100, 101, 102], [100, 101, 102])).adjustedPrices).toBeNull();
    expect(columnarPrices(data([100, 101, 102], [99, 101, 102])).adjustedPrices).toEqual([99, 101, 102]);
    expect(columnarPrices(data([100, 101, 102], [100, 101, 102.5])).adjustedPrices).toEqual([
      100, 101, 102.5,
    ]);
  });

  it('an empty series has no adjusted column either', () => {
    expect(columnarPrices(data([], []))).toMatchObject({ dates: [], prices: [], adjustedPrices: null });
  });
});
