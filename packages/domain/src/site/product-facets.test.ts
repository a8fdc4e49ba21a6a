import { describe, expect, it } from 'vitest';
import {
  facetCounts,
  facetSelectionOf,
  facetValueOf,
  filtersActive,
  matchesFacets,
  withFacet,
} from './product-facets.js';

const product = (
  currency: string,
  productType: 'fund' | 'certificate' | 'strategy',
  productShareClassRoot: string,
  distributionPolicy?: 'accumulating' | 'distributing',
) => ({
  currency,
  productType,
  productShareClassRoot,
  ...(distributionPolicy
    ? {
        shareClass: {
          class: 'A',
          currency,
          inceptionDate: '2020-01-02',
          distributionPolicy,
        },
      }
    : {}),
});

const CATALOGUE = [
  product('CHF', 'fund', 'equity', 'accumulating'),
  product('EUR', 'fund', 'equity', 'accumulating'),
  product('USD', 'fund', 'equity', 'distributing'),
  product('CHF', 'fund', 'bond', 'distributing'),
  product('CHF', 'certificate', 'airbag'),
  product('USD', 'strategy', 'quant'),
];

describe('product facets', () => {
  it('reads each facet of a product, null where not stated', () => {
    const p = CATALOGUE[3];
    if (!p) throw new Error('no product');
    expect(facetValueOf(p, 'currency')).toBe('CHF');
    expect(facetValueOf(p, 'type')).toBe('fund');
    expect(facetValueOf(p, 'family')).toBe('bond');
    expect(facetValueOf(p, 'distribution')).toBe('distributing');
    expect(facetValueOf(CATALOGUE[4] ?? p, 'distribution')).toBeNull();
  });

  it('keeps the products with a chosen value of every facet', () => {
    const chf = CATALOGUE.filter((p) => matchesFacets(p, { currency: ['CHF'] }));
    expect(chf).toHaveLength(3);
    const chfFunds = CATALOGUE.filter((p) => matchesFacets(p, { currency: ['CHF', 'USD'], type: ['fund'] }));
    expect(chfFunds.map((p) => p.productShareClassRoot)).toEqual(['equity', 'equity', 'bond']);
    // A product without the facet's value never matches a choice of it.
    expect(CATALOGUE.filter((p) => matchesFacets(p, { distribution: ['accumulating'] }))).toHaveLength(2);
    expect(CATALOGUE.filter((p) => matchesFacets(p, {}))).toHaveLength(6);
  });

  it('counts what each value would leave, a facet’s own choice not hiding its other values', () => {
    const counts = facetCounts(CATALOGUE, { currency: ['CHF'], type: ['fund'] });
    expect(counts.currency).toEqual([
      { value: 'CHF', count: 2 },
      { value: 'EUR', count: 1 },
      { value: 'USD', count: 1 },
    ]);
    expect(counts.type).toEqual([
      { value: 'fund', count: 2 },
      { value: 'certificate', count: 1 },
      { value: 'strategy', count: 0 },
    ]);
    expect(counts.family).toEqual([
      { value: 'equity', count: 1 },
      { value: 'bond', count: 1 },
      { value: 'airbag', count: 0 },
      { value: 'quant', count: 0 },
    ]);
    expect(counts.distribution).toEqual([
      { value: 'accumulating', count: 1 },
      { value: 'distributing', count: 1 },
    ]);
    // A chosen value nothing has any more stays listed, with 0.
    expect(facetCounts(CATALOGUE, { currency: ['JPY'] }).currency).toContainEqual({ value: 'JPY', count: 0 });
    expect(facetCounts([], {}).currency).toEqual([]);
  });

  it('files a product by the asset class of its holdings, and leaves out one without', () => {
    const [equity, bond, none] = [
      { ...product('CHF', 'fund', 'equity'), assetClass: 'equity' },
      { ...product('CHF', 'fund', 'bond'), assetClass: 'fixedIncome' },
      { ...product('CHF', 'fund', 'quant'), assetClass: null },
    ];
    const list = [equity, bond, none];
    expect(facetValueOf(equity, 'assetClass')).toBe('equity');
    expect(facetValueOf(none, 'assetClass')).toBeNull();
    expect(facetValueOf(product('CHF', 'fund', 'x'), 'assetClass')).toBeNull();
    expect(list.filter((p) => matchesFacets(p, { assetClass: ['fixedIncome'] }))).toEqual([bond]);
    expect(facetCounts(list, {}).assetClass).toEqual([
      { value: 'equity', count: 1 },
      { value: 'fixedIncome', count: 1 },
    ]);
    expect(facetSelectionOf(new URLSearchParams('assetClass=equity'))).toEqual({ assetClass: ['equity'] });
  });

  it('reads and writes the URL: comma lists, each value once, other parameters kept', () => {
    const params = new URLSearchParams('currency=CHF,,EUR,CHF&type=&q=equity&other=1');
    expect(facetSelectionOf(params)).toEqual({ currency: ['CHF', 'EUR'] });
    expect(filtersActive(facetSelectionOf(params))).toBe(true);
    expect(filtersActive({ currency: [] })).toBe(false);
    const next = withFacet(params, 'type', ['fund', 'strategy']);
    expect(next.get('type')).toBe('fund,strategy');
    expect(next.get('q')).toBe('equity');
    expect(withFacet(next, 'currency', []).has('currency')).toBe(false);
  });
});
