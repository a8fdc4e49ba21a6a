/**
 * A fund with three share classes and a custom role administering ONE of them, for the suites about seed 000 §4
 * step 5 ("an admin of a share class of the route's product may proceed"): the API suite and the browser suite.
 * Seeded with the Admin SDK into the functions' project; every id starts with `fx-fam` (no collision with the demo
 * tenant), and `removeShareClassFamily` deletes it and gives the platform settings back.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  paths,
  productConfigSchema,
  type AnalysisModeId,
  type ProductConfig,
  type ProductConfigInput,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { syncProductAdminClaims } from '../../functions/src/services/access/product-admin-claims.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { replacePriceSeries } from '../../functions/src/services/prices/write-series.js';
import { businessDaySeries } from './api-emulators.js';
import { addCustomRole, restorePlatformSettings, type PlatformBefore } from './platform-roles.js';

/** The custom role: admin of `fx-fam-a` only. */
export const FAMILY_ROLE = 'fxFamilyManagers';
const FAMILY_SERIES = 'fx-fam';

type ModeInput = NonNullable<ProductConfigInput['live']>;
// Every share class reads the one fixture series: the suites are about access, not about the numbers.
const mode = (m: AnalysisModeId, extra: Partial<ModeInput> = {}): ModeInput => ({
  mode: m,
  updateFrequency: 'daily',
  genericCardsToShow: ['cumulativeReturns', 'performanceStats'],
  perfStats: ['cumulativeReturn', 'annualizedVolatility'],
  priceSeriesId: FAMILY_SERIES,
  ...extra,
});

function product(productId: string, over: Partial<ProductConfigInput>): ProductConfig {
  return productConfigSchema.parse({
    productId,
    storeModule: 'fxFamily',
    productShareClassRoot: 'fx-fam',
    isDefaultShareClass: false,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2018-01-02',
    allowedRoles: [],
    live: mode('live'),
    ...over,
  });
}

export const FAMILY = {
  /** The share class the role administers. */
  administered: product('fx-fam-a', { productName: 'Fixture Family A CHF', isDefaultShareClass: true }),
  /** Its sibling: internal analysis, a role-restricted tab and an admins-only factsheet. */
  sibling: product('fx-fam-b', {
    productName: 'Fixture Family B EUR',
    currency: 'EUR',
    historical: mode('historical', { allowedRoles: ['viewer'] }),
    internal: mode('internal', { tabmenuText: { en: 'Internal' } }),
    factsheet: { allowedRoles: ['admin', 'superAdmin'], needLoginToSee: true },
  }),
  /** A hidden sibling: visibility is per exact product, so it stays unknown to the role's holders. */
  hidden: product('fx-fam-hidden', {
    productName: 'Fixture Family H USD',
    currency: 'USD',
    general: { hidden: true },
    internal: mode('internal'),
  }),
} as const;

export interface FamilyState {
  platformBefore: PlatformBefore;
}

export async function seedShareClassFamily(db: Firestore): Promise<FamilyState> {
  const platformBefore = await addCustomRole(db, {
    name: FAMILY_ROLE,
    allowedProductIds: [FAMILY.administered.productId],
  });
  // What the trigger on settings/platform does too, done here so that the rules let the role read its product now.
  await syncProductAdminClaims(db);

  const batch = db.batch();
  for (const p of Object.values(FAMILY)) batch.set(refs(db).product(p.productId), p);
  await batch.commit();
  await replacePriceSeries(
    db,
    { seriesId: FAMILY_SERIES, kind: 'product', ownerId: 'fx-fam-a', frequency: 'daily', currency: 'CHF' },
    businessDaySeries('2018-01-02', '2024-06-28', { seed: 31 }),
  );
  // The triggers bump the catalogue version asynchronously: bump it here so the API sees the family at once.
  await bumpCatalogueVersion(db);
  return { platformBefore };
}

export async function removeShareClassFamily(db: Firestore, state: FamilyState | undefined): Promise<void> {
  await Promise.all([
    ...Object.values(FAMILY).map((p) => db.recursiveDelete(db.doc(paths.product(p.productId)))),
    db.recursiveDelete(db.doc(paths.priceSeriesMeta(FAMILY_SERIES))),
  ]);
  await bumpCatalogueVersion(db);
  // Without a state the seed never reached settings/platform: leave it alone.
  if (!state) return;
  await restorePlatformSettings(db, state.platformBefore);
  await syncProductAdminClaims(db);
}
