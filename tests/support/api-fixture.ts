/**
 * A small catalogue for the API suite, seeded with the Admin SDK into the functions' project. Every id starts with
 * `fx-` so it never collides with the demo tenant's data, and `removeApiFixture` restores what it touched.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  paths,
  platformSettingsSchema,
  productConfigSchema,
  type PlatformSettings,
  type PricePoint,
  type ProductConfig,
  type ProductConfigInput,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { businessDaySeries } from './api-emulators.js';

export const FX_MANAGER_ROLE = 'fxManager';

const mode = (m: 'live' | 'historical', updateFrequency: 'daily' | 'weekly') => ({
  mode: m,
  updateFrequency,
  genericCardsToShow: ['cumulativeReturns' as const],
});

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

export const FX_PRODUCTS = {
  open: product('fx-open', { oldDataEndDate: '2017-12-29' }),
  hidden: product('fx-hidden', { general: { hidden: true }, currency: 'EUR' }),
  locked: product('fx-locked', { lockedBehindLogin: true, inceptionDate: '2019-01-02' }),
  viewerOnly: product('fx-viewer-only', { allowedRoles: ['viewer'] }),
  historical: product('fx-historical', {
    live: undefined,
    historical: mode('historical', 'weekly'),
  }),
  noPrices: product('fx-no-prices'),
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
};

export interface FixtureState {
  platformBefore: Record<string, unknown> | undefined;
}

export async function seedApiFixture(db: Firestore): Promise<FixtureState> {
  const platformRef = db.doc(paths.platformSettings());
  const platformBefore = (await platformRef.get()).data();
  const parsed = platformSettingsSchema.safeParse(platformBefore);
  const existing = parsed.success ? parsed.data : undefined;
  const roles = (existing?.iam.userDefinedRoles ?? []).filter((r) => r.name !== FX_MANAGER_ROLE);
  const platform: PlatformSettings = {
    langs: existing?.langs ?? ['en'],
    iam: { userDefinedRoles: [...roles, { name: FX_MANAGER_ROLE, allowedProductIds: ['fx-hidden'] }] },
  };
  await platformRef.set(platform);

  // Through the functions' converters, so the fixture is validated exactly like the data the API reads.
  const batch = db.batch();
  for (const p of Object.values(FX_PRODUCTS)) batch.set(refs(db).product(p.productId), p);
  await batch.commit();

  const owner = (seriesId: string) => seriesId.split('--')[0] ?? seriesId;
  await Promise.all(
    Object.entries(FX_SERIES).map(([seriesId, points]) =>
      replacePriceSeries(
        db,
        {
          seriesId,
          kind: 'product',
          ownerId: owner(seriesId),
          frequency: seriesId.endsWith('--historical') ? 'weekly' : 'daily',
          currency: seriesId === 'fx-hidden' ? 'EUR' : 'CHF',
        },
        points,
      ),
    ),
  );
  return { platformBefore };
}

export async function removeApiFixture(db: Firestore, state: FixtureState | undefined): Promise<void> {
  await Promise.all([
    ...Object.values(FX_PRODUCTS).map((p) => db.recursiveDelete(db.doc(paths.product(p.productId)))),
    ...Object.keys(FX_SERIES).map((id) => db.recursiveDelete(db.doc(paths.priceSeriesMeta(id)))),
  ]);
  // Without a state the seed never reached settings/platform: leave it alone.
  if (!state) return;
  const platformRef = db.doc(paths.platformSettings());
  if (state.platformBefore) await platformRef.set(state.platformBefore);
  else await platformRef.delete();
}
