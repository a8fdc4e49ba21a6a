import type { PricePoint } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { validatePricePoints } from './write-series.js';

describe('validatePricePoints', () => {
  it('accepts ascending unique dates with positive prices', () => {
    expect(
      validatePricePoints([
        { date: '2024-01-01', price: 100 },
        { date: '2024-01-02', price: 101, adjustedPrice: 100.5 },
      ]),
    ).toEqual([]);
    expect(validatePricePoints([])).toEqual([]);
  });

  it('lists every offending index with its date, problem and value', () => {
    const points: PricePoint[] = [
      { date: '2024-01-02', price: 100 },
      { date: '2024-01-01', price: 100 },
      { date: '2024-01-01', price: -5 },
      { date: '2024-02-30', price: Number.NaN },
      { date: '2024-03-01', price: 1, adjustedPrice: 0 },
    ];
    expect(validatePricePoints(points).map((i) => [i.index, i.date, i.problem, i.value])).toEqual([
      [1, '2024-01-01', 'unsorted-date', '2024-01-01'],
      [2, '2024-01-01', 'invalid-price', -5],
      [2, '2024-01-01', 'duplicate-date', '2024-01-01'],
      [3, '2024-02-30', 'invalid-date', '2024-02-30'],
      [3, '2024-02-30', 'invalid-price', Number.NaN],
      [4, '2024-03-01', 'invalid-adjusted-price', 0],
    ]);
  });

  it('follows the series kind: a rate series holds zero and negative rates, inside ±100 %', () => {
    const rates: PricePoint[] = [
      { date: '2020-01-02', price: -0.75 },
      { date: '2020-01-03', price: 0 },
      { date: '2020-01-06', price: 150 },
    ];
    expect(validatePricePoints(rates, 'rate').map((i) => [i.index, i.problem, i.value])).toEqual([
      [2, 'invalid-price', 150],
    ]);
    expect(validatePricePoints(rates, 'product').map((i) => [i.index, i.problem, i.value])).toEqual([
      [0, 'invalid-price', -0.75],
      [1, 'invalid-price', 0],
    ]);
  });
});
