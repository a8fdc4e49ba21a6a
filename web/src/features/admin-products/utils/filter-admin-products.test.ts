import { describe, expect, it } from 'vitest';
import { filterAdminProducts } from './filter-admin-products';

const products = [
  {
    productId: 'global-equity-chf',
    productName: 'Global Equity CHF',
    productShortName: 'GE CHF',
    isin: 'CH00DEMO0011',
  },
  { productId: 'swiss-bond-i', productName: 'Swiss Bond Fund I', isin: 'CH00DEMO0045' },
  { productId: 'quant-core', productName: 'Quant Core (intern)', productShortName: 'Qüant' },
];
const ids = (query: string) => filterAdminProducts(products, query).map((p) => p.productId);

describe('filterAdminProducts', () => {
  it('keeps every product for an empty query', () => {
    expect(ids('  ')).toEqual(['global-equity-chf', 'swiss-bond-i', 'quant-core']);
  });

  it.each([
    ['equity', ['global-equity-chf']],
    ['ge chf', ['global-equity-chf']],
    ['ch00demo0045', ['swiss-bond-i']],
    ['quant-core', ['quant-core']],
    ['quant', ['quant-core']],
    ['bond swiss', ['swiss-bond-i']],
    ['CH00DEMO', ['global-equity-chf', 'swiss-bond-i']],
    ['nothing', []],
  ])('finds %j by name, short name, ISIN or id', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });
});
