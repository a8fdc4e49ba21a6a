import type { z } from 'zod';
import type { AnalysisModeId } from '../constants.js';
import {
  productConfigSchema,
  type analysisModeSchema,
  type ProductConfig,
  type ProductConfigInput,
} from '../tenant/product-config.js';

/*
 * Fixtures of the access suites (tests only): the products and callers their decision tables are written against.
 */

/** An analysis mode of a product configuration, daily, one card, with the fields a test needs on top. */
export const mode = (
  m: AnalysisModeId,
  extra: Partial<z.input<typeof analysisModeSchema>> = {},
): z.input<typeof analysisModeSchema> => ({
  mode: m,
  updateFrequency: 'daily',
  genericCardsToShow: ['cumulativeReturns'],
  ...extra,
});

/**
 * A parsed product configuration: a share class (not the default) of the fund `fund`, named after its id, in English
 * and CHF, with a live mode; `over` gives what the test is about.
 */
export const testProduct = (
  over: Partial<ProductConfigInput> & Pick<ProductConfigInput, 'productId'>,
): ProductConfig =>
  productConfigSchema.parse({
    storeModule: 'fund',
    productName: over.productId,
    productShareClassRoot: 'fund',
    isDefaultShareClass: false,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-01',
    live: mode('live'),
    ...over,
  });

/** `fx-a`, the default share class of its own fund `fx-a` (store module `fx`), with what `over` gives. */
export const fxShareClass = (over: Partial<ProductConfigInput> = {}): ProductConfig =>
  testProduct({
    productId: 'fx-a',
    storeModule: 'fx',
    productName: 'A',
    productShareClassRoot: 'fx-a',
    isDefaultShareClass: true,
    ...over,
  });

/** The roles of each built-in kind of caller: a guest, a signed-in investor, the reader and staff roles. */
export const BUILT_IN_CALLERS = {
  guest: ['guest'],
  investor: ['insight'],
  viewer: ['insight', 'viewer'],
  employee: ['insight', 'employee'],
  admin: ['insight', 'admin'],
  superAdmin: ['insight', 'superAdmin'],
} as const;
