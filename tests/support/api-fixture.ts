/**
 * A small catalogue for the API suite, seeded with the Admin SDK into the functions' project. Every id starts with
 * `fx-` so it never collides with the demo tenant's data, and `removeApiFixture` restores what it touched.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  benchmarkConfigSchema,
  paths,
  productConfigSchema,
  type AnalysisModeId,
  type BenchmarkConfig,
  type PricePoint,
  type ProductConfig,
  type ProductConfigInput,
  type UpdateFrequency,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { businessDaySeries } from './api-emulators.js';
import { addCustomRole, restorePlatformSettings, type PlatformBefore } from './platform-roles.js';

/** A custom role making its holders admins of fx-hidden and fx-open (the "product admin" of the suites). */
export const FX_MANAGER_ROLE = 'fxManager';
const FX_MANAGER_PRODUCTS = ['fx-hidden', 'fx-open'];

type ModeInput = NonNullable<ProductConfigInput['live']>;
const mode = (
  m: AnalysisModeId,
  updateFrequency: 'daily' | 'weekly',
  extra: Partial<ModeInput> = {},
): ModeInput => ({
  mode: m,
  updateFrequency,
  genericCardsToShow: ['cumulativeReturns'],
  benchmarks: ['fx-bench-a'],
  ...extra,
});

const FX_BENCHMARKS: Record<string, BenchmarkConfig> = {
  'fx-bench-a': benchmarkConfigSchema.parse({
    id: 'fx-bench-a',
    name: { en: 'Fixture index A', de: 'Fixture-Index A' },
    currency: 'CHF',
    updateFrequency: 'daily',
  }),
  'fx-bench-b': benchmarkConfigSchema.parse({
    id: 'fx-bench-b',
    name: { en: 'Fixture index B' },
    currency: 'USD',
    updateFrequency: 'weekly',
  }),
};

/** A user record whose follows the remove-follower tests change. */
export const FX_FOLLOWER_UID = 'fx-follower';
const FX_FOLLOWER_FOLLOWS = [
  { productId: 'fx-open', lang: 'en' as const },
  { productId: 'fx-hidden', lang: 'en' as const },
  { productId: 'fx-open', lang: 'de' as const },
];

function product(productId: string, over: Partial<ProductConfigInput> = {}): ProductConfig {
  return productConfigSchema.parse({
    productId,
    storeModule: 'fx',
    productName: `Fixture ${productId}`,
    productShareClassRoot: productId,
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2016-03-15',
    live: mode('live', 'daily'),
    ...over,
  });
}

const FX_PRODUCTS = {
  open: product('fx-open', {
    oldDataEndDate: '2017-12-29',
    live: mode('live', 'daily', {
      benchmarks: ['fx-bench-a', 'fx-bench-b'],
      genericCardsToShow: ['cumulativeReturns', 'performanceStats', 'drawdowns'],
      perfStats: ['cumulativeReturn', 'sharpeRatio', 'beta'],
      zoomButtons: ['1m', 'ytd', '1y', 'max'],
      events: [{ name: { en: 'covid' }, startDate: '2020-02-20', endDate: '2020-12-31' }],
      allowLogScale: true,
    }),
    historical: mode('historical', 'weekly', { benchmarks: ['fx-bench-b'] }),
    internal: mode('internal', 'daily', { tabmenuText: { en: 'Internal' } }),
  }),
  hidden: product('fx-hidden', { general: { hidden: true }, currency: 'EUR' }),
  locked: product('fx-locked', { lockedBehindLogin: true, inceptionDate: '2019-01-02' }),
  viewerOnly: product('fx-viewer-only', { allowedRoles: ['viewer'] }),
  historical: product('fx-historical', {
    live: undefined,
    historical: mode('historical', 'weekly'),
  }),
  noPrices: product('fx-no-prices'),
  modeRoles: product('fx-mode-roles', {
    historical: mode('historical', 'daily', { allowedRoles: ['viewer'] }),
  }),
  weighted: product('fx-weighted', {
    productType: 'composite',
    live: mode('live', 'daily', {
      genericCardsToShow: ['cumulativeWeightedReturns'],
      weightedComponents: [
        { seriesId: 'fx-bench-a', name: { en: 'Index A' }, weight: 0.6 },
        { seriesId: 'fx-open', name: { en: 'Open fund' }, weight: 0.4 },
      ],
    }),
  }),
} as const;

/** Series ids follow priceSeriesIdFor: live = product id, other modes = `<id>--<mode>`. */
export const FX_SERIES: Record<string, PricePoint[]> = {
  'fx-open': businessDaySeries('2015-01-05', '2024-06-28', { seed: 11 }),
  'fx-hidden': businessDaySeries('2018-01-02', '2024-06-28', { seed: 12 }),
  'fx-locked': businessDaySeries('2019-01-02', '2024-06-28', { seed: 13 }),
  'fx-viewer-only': businessDaySeries('2020-01-02', '2024-06-28', { seed: 14 }),
  'fx-historical--historical': businessDaySeries('2010-01-04', '2023-12-29', { seed: 15 }).filter(
    (_, i) => i % 5 === 0,
  ),
  'fx-open--historical': businessDaySeries('2008-01-04', '2024-06-28', { seed: 16 }).filter(
    (_, i) => i % 5 === 0,
  ),
  'fx-open--internal': businessDaySeries('2015-01-05', '2024-06-28', { seed: 17 }),
  'fx-mode-roles': businessDaySeries('2019-01-02', '2024-06-28', { seed: 18 }),
  'fx-mode-roles--historical': businessDaySeries('2012-01-02', '2024-06-28', { seed: 19 }),
  'fx-weighted': businessDaySeries('2016-01-04', '2024-06-28', { seed: 20 }),
  // Benchmark A on a slightly different calendar (every 7th business day missing) to exercise the alignment.
  'fx-bench-a': businessDaySeries('2012-01-02', '2024-06-28', { seed: 21 }).filter((_, i) => i % 7 !== 3),
  'fx-bench-b': businessDaySeries('2008-01-04', '2024-06-28', { seed: 22 }).filter((_, i) => i % 5 === 0),
};

function seriesBase(seriesId: string): {
  kind: 'product' | 'benchmark';
  ownerId: string;
  frequency: UpdateFrequency;
  currency: string;
} {
  const benchmark = FX_BENCHMARKS[seriesId];
  if (benchmark) {
    return {
      kind: 'benchmark',
      ownerId: seriesId,
      frequency: benchmark.updateFrequency,
      currency: benchmark.currency,
    };
  }
  const [ownerId = seriesId, modeId = 'live'] = seriesId.split('--');
  const owner = Object.values(FX_PRODUCTS).find((p) => p.productId === ownerId);
  const m = owner?.[modeId === 'historical' ? 'historical' : modeId === 'internal' ? 'internal' : 'live'];
  return {
    kind: 'product',
    ownerId,
    frequency: m?.updateFrequency ?? 'daily',
    currency: owner?.currency ?? 'CHF',
  };
}

export interface FixtureState {
  platformBefore: PlatformBefore;
}

export async function seedApiFixture(db: Firestore): Promise<FixtureState> {
  const platformBefore = await addCustomRole(db, {
    name: FX_MANAGER_ROLE,
    allowedProductIds: FX_MANAGER_PRODUCTS,
  });

  // Through the functions' converters, so the fixture is validated exactly like the data the API reads.
  const batch = db.batch();
  for (const p of Object.values(FX_PRODUCTS)) batch.set(refs(db).product(p.productId), p);
  for (const b of Object.values(FX_BENCHMARKS)) batch.set(refs(db).benchmark(b.id), b);
  batch.set(refs(db).user(FX_FOLLOWER_UID), {
    firstName: 'Fixture',
    lastName: 'Follower',
    email: 'fx-follower@example.test',
    country: 'CH',
    investorProfile: 'retail',
    company: '',
    telNumber: '',
    telNumberCountryCode: '',
    followingProducts: FX_FOLLOWER_FOLLOWS,
    roles: [],
    twoFactorEnabled: false,
  });
  await batch.commit();

  await Promise.all(
    Object.entries(FX_SERIES).map(([seriesId, points]) =>
      replacePriceSeries(db, { seriesId, ...seriesBase(seriesId) }, points),
    ),
  );
  // The triggers bump the catalogue version too, but asynchronously: bump it here so that the API's configuration
  // cache sees the fixture on the very next request.
  await bumpCatalogueVersion(db);
  return { platformBefore };
}

export async function removeApiFixture(db: Firestore, state: FixtureState | undefined): Promise<void> {
  await Promise.all([
    ...Object.values(FX_PRODUCTS).map((p) => db.recursiveDelete(db.doc(paths.product(p.productId)))),
    ...Object.keys(FX_SERIES).map((id) => db.recursiveDelete(db.doc(paths.priceSeriesMeta(id)))),
    ...Object.keys(FX_BENCHMARKS).map((id) => db.doc(paths.benchmark(id)).delete()),
    db.doc(paths.user(FX_FOLLOWER_UID)).delete(),
  ]);
  const audits = await db.collection(paths.auditLogs()).where('uid', '==', FX_FOLLOWER_UID).get();
  await Promise.all(audits.docs.map((d) => d.ref.delete()));
  await bumpCatalogueVersion(db);
  // Without a state the seed never reached settings/platform: leave it alone.
  if (state) await restorePlatformSettings(db, state.platformBefore);
}
