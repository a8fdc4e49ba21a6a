import { describe, expect, it } from 'vitest';
import { siteStateSchema } from '../contracts/site-state.js';
import {
  productConfigSchema,
  type ProductConfig,
  type ProductConfigInput,
} from '../tenant/product-config.js';
import { redactedComponents, siteStateProducts } from './series-visibility.js';

const mode = (over: Partial<NonNullable<ProductConfigInput['live']>> = {}) => ({
  mode: 'live' as const,
  updateFrequency: 'daily' as const,
  genericCardsToShow: ['cumulativeReturns' as const],
  ...over,
});

const product = (productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig =>
  productConfigSchema.parse({
    productId,
    storeModule: 'fx',
    productName: productId,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-01',
    live: mode(),
    ...over,
  });

const photo = (productId: string) => ({
  productId,
  mediaId: `m-${productId}`,
  fileName: 'a.png',
  contentType: 'image/png',
  size: 1,
});

// The demo tenant's case: a public multi-asset product weighted on a hidden one (quant-core), plus a hidden share
// class that is the root of a public one, a hidden historical series, and contact photos of both.
const CATALOGUE = new Map(
  [
    product('quant-core', { general: { hidden: true }, historical: { ...mode(), mode: 'historical' } }),
    product('secret-root', { general: { hidden: true } }),
    product('public-class', { productShareClassRoot: 'secret-root', isDefaultShareClass: false }),
    product('dev-only', { dev: true }),
    product('viewers', { allowedRoles: ['viewer'] }),
    product('multi-asset', {
      live: mode({
        priceSeriesId: 'quant-core--historical',
        benchmarks: ['world-index', 'quant-core'],
        genericCardsToShow: ['cumulativeWeightedReturns'],
        weightedComponents: [
          { seriesId: 'public-class', name: { en: 'Public' }, weight: 0.5 },
          { seriesId: 'quant-core', name: { en: 'Quant' }, weight: 0.3 },
          { seriesId: 'dev-only', name: { en: 'Dev' }, weight: 0.2 },
        ],
      }),
      contacts: [
        { name: 'Own', image: photo('multi-asset') },
        { name: 'Hidden', image: photo('quant-core') },
        { name: 'Other fund', image: photo('public-class') },
        { name: 'Gone', image: photo('deleted-product') },
      ],
    }),
  ].map((p) => [p.productId, p]),
);

const guest = { roles: ['guest'], userDefinedRoles: [] };
const employee = { roles: ['insight', 'employee'], userDefinedRoles: [] };

describe('siteStateProducts', () => {
  it('names nothing of a product a guest may not see, and stays a valid site state', () => {
    const products = siteStateProducts(guest, CATALOGUE);
    expect(products.map((p) => p.productId)).toEqual(['public-class', 'multi-asset']);
    const text = JSON.stringify(products);
    for (const unseen of ['quant-core', 'secret-root', 'dev-only', 'viewers'])
      expect(text).not.toContain(unseen);
    const multi = products.find((p) => p.productId === 'multi-asset');
    expect(multi?.live?.priceSeriesId).toBeUndefined();
    expect(multi?.live?.benchmarks).toEqual(['world-index']);
    expect(multi?.live?.weightedComponents?.map((c) => [c.seriesId, c.weight])).toEqual([
      ['public-class', 0.5],
      ['redacted-series-1', 0.3],
      ['redacted-series-2', 0.2],
    ]);
    expect(multi?.contacts.map((c) => [c.name, c.image?.productId ?? null])).toEqual([
      ['Own', 'multi-asset'],
      ['Hidden', null],
      ['Other fund', 'public-class'],
      ['Gone', null],
    ]);
    expect(products.find((p) => p.productId === 'public-class')?.productShareClassRoot).toBe('public-class');
    expect(() =>
      siteStateSchema.parse({ products, investorProfileChecks: {}, complianceTexts: {} }),
    ).not.toThrow();
  });

  it('gives staff every product as it is (but a photo of an unknown product)', () => {
    const products = siteStateProducts(employee, CATALOGUE);
    expect(products.map((p) => p.productId)).toEqual([...CATALOGUE.keys()]);
    expect(JSON.stringify(products)).not.toContain('deleted-product');
    expect(products.filter((p) => p.productId !== 'multi-asset')).toEqual(
      [...CATALOGUE.values()].filter((p) => p.productId !== 'multi-asset'),
    );
    expect(products.find((p) => p.productId === 'multi-asset')?.live).toEqual(
      CATALOGUE.get('multi-asset')?.live,
    );
  });

  it("keeps what a product's own admin may see: the hidden product they administer", () => {
    const admin = {
      roles: ['insight', 'quantAdmin'],
      userDefinedRoles: [{ name: 'quantAdmin', allowedProductIds: ['quant-core'] }],
    };
    const products = siteStateProducts(admin, CATALOGUE);
    expect(products.map((p) => p.productId)).toContain('quant-core');
    const multi = products.find((p) => p.productId === 'multi-asset');
    expect(multi?.live?.weightedComponents?.map((c) => c.seriesId)).toEqual([
      'public-class',
      'quant-core',
      'redacted-series-1',
    ]);
  });
});

describe('redactedComponents', () => {
  it('replaces only the unseen series ids, numbering them in order, and keeps names and weights', () => {
    const components = [
      { seriesId: 'a', weight: 0.5 },
      { seriesId: 'hidden', weight: 0.3 },
      { seriesId: 'hidden--historical', weight: 0.2 },
    ];
    expect(redactedComponents(components, new Set(['hidden', 'hidden--historical']))).toEqual([
      { seriesId: 'a', weight: 0.5 },
      { seriesId: 'redacted-series-1', weight: 0.3 },
      { seriesId: 'redacted-series-2', weight: 0.2 },
    ]);
    expect(redactedComponents(components, new Set())).toEqual(components);
  });
});
