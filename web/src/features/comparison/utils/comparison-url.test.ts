import { describe, expect, it } from 'vitest';
import { canCompare, productIdsOf, readComparisonState, withComparisonState } from './comparison-url';

const read = (query: string) => readComparisonState(new URLSearchParams(query));

describe('productIdsOf', () => {
  it('splits the comma list, trims, drops empty and repeated ids', () => {
    expect(productIdsOf(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
    expect(productIdsOf(null)).toEqual([]);
    expect(productIdsOf('')).toEqual([]);
  });

  it('keeps the first six products (the API takes no more)', () => {
    expect(productIdsOf('a,b,c,d,e,f,g,h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('readComparisonState', () => {
  it('reads products, period and window', () => {
    expect(read('products=a,b&period=36m&from=2020-01-31&to=2024-06-30')).toEqual({
      productIds: ['a', 'b'],
      period: '36m',
      from: '2020-01-31',
      to: '2024-06-30',
    });
  });

  it('reads an unknown or missing period as the common period', () => {
    expect(read('products=a,b').period).toBe('common');
    expect(read('products=a,b&period=7y').period).toBe('common');
  });

  it('leaves out a date that is not a real calendar day', () => {
    expect(read('from=2023-02-30&to=2024-13-01')).toMatchObject({ from: null, to: null });
    expect(read('from=31.01.2020')).toMatchObject({ from: null });
  });

  it('keeps the start and drops an end before it (the API refuses the order)', () => {
    expect(read('from=2024-01-01&to=2023-01-01')).toMatchObject({ from: '2024-01-01', to: null });
    expect(read('from=2024-01-01&to=2024-01-01')).toMatchObject({ from: '2024-01-01', to: '2024-01-01' });
  });
});

describe('withComparisonState', () => {
  it('writes the state and leaves the defaults out', () => {
    const next = withComparisonState(new URLSearchParams('period=12m&from=2020-01-01'), {
      productIds: ['a', 'b'],
      period: 'common',
      from: null,
      to: null,
    });
    expect([...next.entries()]).toEqual([['products', 'a,b']]);
  });

  it('keeps parameters it does not own', () => {
    const next = withComparisonState(new URLSearchParams('utm_source=mail'), {
      productIds: ['a', 'b'],
      period: '60m',
      from: '2021-01-01',
      to: '2025-01-01',
    });
    expect(Object.fromEntries(next)).toEqual({
      utm_source: 'mail',
      products: 'a,b',
      period: '60m',
      from: '2021-01-01',
      to: '2025-01-01',
    });
  });

  it('round-trips through the URL', () => {
    const state = { productIds: ['x', 'y', 'z'], period: 'ytd', from: '2022-03-01', to: null } as const;
    expect(readComparisonState(withComparisonState(new URLSearchParams(), state))).toEqual(state);
  });
});

describe('canCompare', () => {
  it('needs two products', () => {
    expect(canCompare({ productIds: ['a'] })).toBe(false);
    expect(canCompare({ productIds: ['a', 'b'] })).toBe(true);
  });
});
