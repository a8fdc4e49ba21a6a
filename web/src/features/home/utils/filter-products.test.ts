import { describe, expect, it } from 'vitest';
import { filterProducts } from './filter-products';

const products = [
  { productName: 'Crédit Opportunities Fund', isin: 'CH0012345678' },
  { productName: 'Global Equity Value USD', productShortName: 'GEV USD' },
  {
    productName: 'Alpinum',
    shareClass: { class: 'I', currency: 'CHF', inceptionDate: '2021-06-02', isin: 'LU1234567890' },
  },
];

describe('filterProducts', () => {
  it('returns everything for an empty query', () => {
    expect(filterProducts(products, '  ')).toHaveLength(3);
  });

  it('matches names without case or accents, every word in any order', () => {
    expect(filterProducts(products, 'credit FUND').map((p) => p.productName)).toEqual([
      'Crédit Opportunities Fund',
    ]);
    expect(filterProducts(products, 'usd equity').map((p) => p.productName)).toEqual([
      'Global Equity Value USD',
    ]);
  });

  it('matches ISINs of the product and of its share class', () => {
    expect(filterProducts(products, 'ch00123')).toHaveLength(1);
    expect(filterProducts(products, 'LU1234567890').map((p) => p.productName)).toEqual(['Alpinum']);
  });

  it('finds nothing for unknown words', () => {
    expect(filterProducts(products, 'bitcoin')).toEqual([]);
  });
});
