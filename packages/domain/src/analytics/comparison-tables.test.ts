import { describe, expect, it } from 'vitest';
import type { ComparedProduct } from '../contracts/comparison.js';
import {
  comparisonAsOf,
  comparisonDetailRows,
  comparisonYearRows,
  correlationMatrix,
  refusedProducts,
  signedStatistic,
  statisticsWindowOf,
} from './comparison-tables.js';
import { comparedProduct, comparisonResponse, refusedProduct } from './testing/comparison-response.js';

const withDetails = (details: { key: string; value: string }[]): Pick<ComparedProduct, 'keyFacts'> => ({
  keyFacts: {
    currency: 'CHF',
    isin: null,
    inceptionDate: null,
    aum: null,
    lastDate: null,
    lastPrice: null,
    details,
  },
});

describe('comparisonDetailRows', () => {
  it('matches rows by key text, in the order the keys are first met', () => {
    const rows = comparisonDetailRows([
      withDetails([
        { key: 'Management fee', value: '0.80%' },
        { key: 'Domicile', value: 'Switzerland' },
      ]),
      withDetails([
        { key: 'Legal form', value: 'SICAV' },
        { key: 'management  fee ', value: '0.65%' },
      ]),
    ]);
    expect(rows).toEqual([
      { key: 'Management fee', values: ['0.80%', '0.65%'] },
      { key: 'Domicile', values: ['Switzerland', null] },
      { key: 'Legal form', values: [null, 'SICAV'] },
    ]);
  });

  it('keeps both values of a key a product states twice', () => {
    expect(
      comparisonDetailRows([
        withDetails([
          { key: 'Fee', value: 'A' },
          { key: 'Fee', value: 'B' },
        ]),
      ]),
    ).toEqual([{ key: 'Fee', values: ['A; B'] }]);
  });

  it('leaves out rows without a key', () => {
    expect(comparisonDetailRows([withDetails([{ key: '  ', value: 'x' }])])).toEqual([]);
  });
});

const pair = (a: string, b: string, value: number | null) => ({
  a,
  b,
  value,
  nReturns: value === null ? 0 : 500,
  startDate: value === null ? null : '2022-01-03',
  endDate: value === null ? null : '2024-01-02',
});

describe('correlationMatrix', () => {
  it('is symmetric, with the products against themselves on the diagonal', () => {
    const m = correlationMatrix(
      ['a', 'b', 'c'],
      [pair('a', 'b', 0.9), pair('a', 'c', 0.1), pair('b', 'c', null)],
    );
    expect(m.map((row) => row.map((c) => (c.kind === 'pair' ? c.value : c.kind)))).toEqual([
      ['self', 0.9, 0.1],
      [0.9, 'self', null],
      [0.1, null, 'self'],
    ]);
    expect(m[0]?.[1]).toEqual({
      kind: 'pair',
      value: 0.9,
      nReturns: 500,
      startDate: '2022-01-03',
      endDate: '2024-01-02',
    });
  });

  it('marks a pair the answer does not hold as missing', () => {
    expect(correlationMatrix(['a', 'b'], [])[0]?.[1]).toEqual({ kind: 'missing' });
  });
});

describe('comparisonYearRows', () => {
  it('has every year of any product, newest first, null (never 0) where a product has none', () => {
    const rows = comparisonYearRows([
      { yearlyReturns: [{ year: 2023, lastDate: '2023-12-29', value: 0.1 }] },
      {
        yearlyReturns: [
          { year: 2024, lastDate: '2024-12-31', value: -0.05 },
          { year: 2023, lastDate: '2023-12-29', value: 0.02 },
        ],
      },
    ]);
    expect(rows).toEqual([
      { year: 2024, values: [null, -0.05] },
      { year: 2023, values: [0.1, 0.02] },
    ]);
  });
});

describe('the answer’s other readings', () => {
  it('shows a drawdown as a loss and every other statistic as it is', () => {
    expect(signedStatistic('maximumDrawdown', 0.2262)).toBe(-0.2262);
    expect(signedStatistic('cumulativeReturn', -0.1)).toBe(-0.1);
    expect(signedStatistic('maximumDrawdown', null)).toBeNull();
  });

  it('reads the statistics window, or null when the period holds no return', () => {
    const p = comparedProduct({ productId: 'a', start: '2020-01', months: 54 });
    expect(statisticsWindowOf(p)).toEqual({ startDate: '2020-01-31', endDate: '2024-06-30', nReturns: 53 });
    const none = {
      statistics: {
        ...p.statistics,
        periods: [
          {
            period: '60m' as const,
            fund: {
              period: '60m' as const,
              available: false as const,
              reason: 'insufficientHistory' as const,
            },
            aligned: null,
          },
        ],
      },
    };
    expect(statisticsWindowOf(none)).toBeNull();
    expect(statisticsWindowOf({ statistics: { ...p.statistics, periods: [] } })).toBeNull();
  });

  it('reduces a refused product to its id and refusal, and dates the answer by its common end', () => {
    const a = comparedProduct({ productId: 'a', start: '2020-01', months: 12 });
    const answer = comparisonResponse([a, refusedProduct('x', 401)]);
    expect(refusedProducts(answer)).toEqual([
      {
        productId: 'x',
        refused: { status: 401, messageKey: 'api.errors.investorProfile', reason: 'investorProfile' },
      },
    ]);
    expect(comparisonAsOf(answer)).toBe('2020-12-31');
    expect(comparisonAsOf({ ...answer, common: null })).toBe('2020-12-31');
    expect(comparisonAsOf({ common: null, products: [refusedProduct('x')] })).toBeNull();
  });
});
