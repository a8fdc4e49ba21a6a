import { describe, expect, it } from 'vitest';
import {
  modesOf,
  priceSeriesIdFor,
  primaryModeOf,
  productConfigSchema,
  type ProductConfigInput,
} from './product-config.js';
import { catalogueSchema } from './catalogue.js';

const base: ProductConfigInput = {
  productId: 'fund-a',
  storeModule: 'funds',
  productName: 'Fund A',
  productShareClassRoot: 'fund',
  isDefaultShareClass: true,
  availableLanguages: ['en'],
  currency: 'CHF',
  inceptionDate: '2020-01-31',
  live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
};
const issues = (input: unknown) =>
  productConfigSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('productConfigSchema', () => {
  it('applies the documented defaults', () => {
    const p = productConfigSchema.parse(base);
    expect(p.productColor).toBe('#001b6c');
    expect(p.general.hidden).toBe(false);
    expect(p.live?.zoomButtons).toEqual(['1m', '6m', 'ytd', '1y', '5y', 'max']);
    expect(p.lockedBehindLogin).toBe(false);
  });

  it('rejects a mode stored under the wrong key, log-scale defaults without log scale and bad weights', () => {
    expect(issues({ ...base, historical: { ...base.live, mode: 'live' } })).toContain(
      'historical.mode: must be "historical"',
    );
    expect(issues({ ...base, live: { ...base.live, defaultLogScale: true } })).toContain(
      'live.defaultLogScale: defaultLogScale needs allowLogScale',
    );
    const weighted = {
      ...base.live,
      genericCardsToShow: ['cumulativeWeightedReturns'],
      weightedComponents: [
        { seriesId: 'a', name: { en: 'A' }, weight: 0.5 },
        { seriesId: 'b', name: { en: 'B' }, weight: 0.4 },
      ],
    };
    expect(issues({ ...base, live: weighted })).toEqual([
      'live.weightedComponents: weights must sum to 1 (current sum 0.9)',
    ]);
  });

  it('rejects impossible dates, unknown statistics and products without a mode', () => {
    expect(issues({ ...base, inceptionDate: '2021-02-30' })).toEqual(['inceptionDate: not a calendar date']);
    expect(issues({ ...base, live: { ...base.live, perfStats: ['sharpe'] } })[0]).toMatch(
      /^live\.perfStats\.0/,
    );
    expect(issues({ ...base, live: undefined })).toContain(
      'live: a product needs at least one analysis mode',
    );
  });

  it('derives series ids and mode order', () => {
    const p = productConfigSchema.parse({
      ...base,
      internal: { mode: 'internal', updateFrequency: 'daily', genericCardsToShow: ['drawdowns'] },
      historical: {
        mode: 'historical',
        updateFrequency: 'weekly',
        genericCardsToShow: ['drawdowns'],
        priceSeriesId: 'bt',
      },
    });
    expect(modesOf(p).map((m) => m.mode)).toEqual(['live', 'historical', 'internal']);
    expect(primaryModeOf(p).mode).toBe('live');
    expect(priceSeriesIdFor(p, 'live')).toBe('fund-a');
    expect(priceSeriesIdFor(p, 'historical')).toBe('bt');
    expect(priceSeriesIdFor(p, 'internal')).toBe('fund-a--internal');
  });
});

describe('catalogueSchema', () => {
  it('requires exactly one default share class per root and known benchmarks', () => {
    const second = { ...base, productId: 'fund-b' };
    const r = catalogueSchema.safeParse({
      products: [
        base,
        second,
        { ...base, productId: 'c', live: { ...base.live, benchmarks: ['nope'] }, productShareClassRoot: 'c' },
      ],
    });
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('share-class root "fund" needs exactly one default share class (found 2)');
    expect(messages).toContain('unknown benchmark "nope"');
  });
});
