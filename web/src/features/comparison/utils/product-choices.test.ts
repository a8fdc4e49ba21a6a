import { describe, expect, it } from 'vitest';
import { matchesSearch, productChoices, type CatalogueProduct } from './product-choices';

const CATALOGUE: CatalogueProduct[] = [
  { productId: 'eq-a', productName: 'Global Equity A CHF', productColor: '#1c7ed6', isin: 'CH0000000001' },
  {
    productId: 'eq-i',
    productName: 'Global Equity I CHF',
    productColor: '#1c7ed6',
    shareClass: { class: 'I', currency: 'CHF', inceptionDate: '2020-01-01', isin: 'CH0000000002' },
  },
  { productId: 'bond', productName: 'Obligations Suisses', productColor: '#12b886' },
];

describe('productChoices', () => {
  it('offers the products not compared yet, in the catalogue order, with the share class ISIN first', () => {
    expect(productChoices(CATALOGUE, ['eq-a'])).toEqual([
      { value: 'eq-i', label: 'Global Equity I CHF', isin: 'CH0000000002' },
      { value: 'bond', label: 'Obligations Suisses', isin: null },
    ]);
  });
});

describe('matchesSearch', () => {
  const choice = { label: 'Stratégie Équilibre', isin: 'CH0123456789' };

  it('finds a product by part of its name, accents and case ignored', () => {
    expect(matchesSearch(choice, 'equilibre')).toBe(true);
    expect(matchesSearch(choice, 'STRAT')).toBe(true);
    expect(matchesSearch(choice, 'rendement')).toBe(false);
  });

  it('finds a product by its ISIN', () => {
    expect(matchesSearch(choice, 'ch01234')).toBe(true);
    expect(matchesSearch({ label: 'x', isin: null }, 'ch')).toBe(false);
  });

  it('matches everything for an empty search', () => {
    expect(matchesSearch(choice, '  ')).toBe(true);
  });
});
