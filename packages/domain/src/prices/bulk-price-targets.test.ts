import { describe, expect, it } from 'vitest';
import { productConfigSchema, type ProductConfigInput } from '../tenant/product-config.js';
import { bulkPriceTargets, mergePriceSeries } from './bulk-price-targets.js';

const mode = {
  mode: 'live' as const,
  updateFrequency: 'weekly' as const,
  genericCardsToShow: ['cumulativeReturns' as const],
};
const product = (productId: string, over: Partial<ProductConfigInput> = {}) =>
  productConfigSchema.parse({
    productId,
    storeModule: 'm',
    productName: productId,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'EUR',
    inceptionDate: '2020-01-02',
    allowedRoles: [],
    allowPriceDataModification: true,
    live: mode,
    ...over,
  });
const catalogue = {
  products: [
    product('a'),
    product('b'),
    product('locked', { allowPriceDataModification: false }),
    product('hist', {
      live: undefined,
      historical: { ...mode, mode: 'historical', updateFrequency: 'daily' },
    }),
  ],
  benchmarks: [{ id: 'bench', name: { en: 'B' }, currency: 'USD', updateFrequency: 'daily' as const }],
};

describe('bulkPriceTargets', () => {
  it('gives an admin every product that allows price changes, and the benchmarks', () => {
    const t = bulkPriceTargets(catalogue, { roles: ['insight', 'admin'], userDefinedRoles: [] });
    const rates = ['estr', 'saron', 'sofr', 'sonia', 'tona'];
    expect([...t.knownIds].sort()).toEqual(['a', 'b', 'bench', 'hist', 'locked', ...rates].sort());
    expect([...t.updatableIds].sort()).toEqual(['a', 'b', 'bench', 'hist', ...rates].sort());
    expect(t.seriesOf.get('a')).toEqual({
      seriesId: 'a',
      kind: 'product',
      ownerId: 'a',
      frequency: 'weekly',
      currency: 'EUR',
    });
    expect(t.seriesOf.get('hist')).toMatchObject({ seriesId: 'hist--historical', frequency: 'daily' });
    expect(t.seriesOf.get('bench')).toMatchObject({ kind: 'benchmark', currency: 'USD' });
  });

  it('gives a product admin their own products only, and no benchmark', () => {
    const t = bulkPriceTargets(catalogue, {
      roles: ['insight', 'desk'],
      userDefinedRoles: [{ name: 'desk', allowedProductIds: ['b', 'locked'] }],
    });
    expect([...t.updatableIds]).toEqual(['b']);
    expect(t.knownIds.has('bench')).toBe(true);
  });

  it('gives a plain user nothing to update', () => {
    expect(bulkPriceTargets(catalogue, { roles: ['insight'], userDefinedRoles: [] }).updatableIds.size).toBe(
      0,
    );
  });
});

describe('mergePriceSeries', () => {
  const p = (date: string, price: number) => ({ date, price });
  it('lays the new prices over the stored ones, in date order', () => {
    expect(
      mergePriceSeries(
        [p('2026-01-05', 1), p('2026-01-06', 2), p('2026-01-08', 4)],
        [p('2026-01-06', 20), p('2026-01-07', 3), p('2026-01-09', 5)],
      ),
    ).toEqual([
      p('2026-01-05', 1),
      p('2026-01-06', 20),
      p('2026-01-07', 3),
      p('2026-01-08', 4),
      p('2026-01-09', 5),
    ]);
  });
  it('handles empty sides', () => {
    expect(mergePriceSeries([], [p('2026-01-05', 1)])).toEqual([p('2026-01-05', 1)]);
    expect(mergePriceSeries([p('2026-01-05', 1)], [])).toEqual([p('2026-01-05', 1)]);
    expect(mergePriceSeries([], [])).toEqual([]);
  });
});
