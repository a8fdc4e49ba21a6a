/**
 * The Firestore documents a tenant's configuration folder stands for (tenants/<id>/): the one list both the demo seed
 * (scripts/seed.ts) and `npm run tenant -- provision` write, so a provisioned project and a seeded one hold the same
 * configuration. Pure: paths from the domain's path builders, data through the domain's converters (validated, defaults
 * applied, `undefined` dropped), exactly as the Admin SDK stores them.
 *
 *   settings/platform               tenant.json availableLanguages + platform.json iam (custom roles)
 *   settings/platform/langs/{lang}  platform.json compliance texts of that language
 *   products/{productId}            products.json products (share classes, languages, modes, factsheet access, ...)
 *   benchmarks/{benchmarkId}        products.json benchmarks
 *
 * `settings/productAdminClaims` is not in this list: it is DERIVED from whatever custom roles `settings/platform` holds
 * after a provision (an admin may have edited them in the console), see `productAdminClaimsDocument`.
 *
 * Not written to Firestore, on purpose: help.json (FAQ, contact reply time) and tenant.json's site settings reach users
 * through the build (`/tenant/help.json`, the stamped site files), their one home; a Firestore copy would be a second
 * one nobody reads. Demo data (accounts, synthetic prices, documents, components, follower lists, overview texts under
 * emulator-data/) is the seed's alone.
 */
import {
  benchmarkConfigSchema,
  collections,
  deriveProductAdminClaims,
  paths,
  platformLangSettingsSchema,
  platformSettingsSchema,
  productAdminClaimsSchema,
  productDocSchema,
  zodConverter,
  type Catalogue,
  type SiteSettings,
  type TenantPlatformSeed,
  type UserDefinedRole,
} from '@portal/domain';
import type { z } from 'zod';

/** What a configuration document is: decides its schema, its label and the collection its siblings live in. */
export type ConfigDocKind = 'platform' | 'platformLang' | 'product' | 'benchmark';

export interface ConfigDoc {
  path: string;
  kind: ConfigDocKind;
  /** As stored (the converter's output). */
  data: Record<string, unknown>;
}

/** The schema each kind is stored with (the same converters functions/src/db/refs.ts binds). */
export const CONFIG_DOC_SCHEMAS: Record<ConfigDocKind, z.ZodType> = {
  platform: platformSettingsSchema,
  platformLang: platformLangSettingsSchema,
  product: productDocSchema,
  benchmark: benchmarkConfigSchema,
};

/**
 * The collections a tenant's configuration owns, with the kind of their documents: a document there that the files do
 * not name is reported ("in Firestore, not in the files"), never deleted.
 */
export const CONFIG_COLLECTIONS: readonly { collection: string; kind: ConfigDocKind }[] = [
  { collection: paths.platformLangs(), kind: 'platformLang' },
  { collection: collections.products, kind: 'product' },
  { collection: collections.benchmarks, kind: 'benchmark' },
];

const stored = (kind: ConfigDocKind, model: unknown): Record<string, unknown> =>
  zodConverter(CONFIG_DOC_SCHEMAS[kind]).toFirestore(model);

/** The configuration a tenant folder describes, in a stable order (settings, languages, benchmarks, products). */
export function tenantConfigurationDocuments(tenant: {
  settings: Pick<SiteSettings, 'availableLanguages'>;
  catalogue: Catalogue;
  platform: TenantPlatformSeed;
}): ConfigDoc[] {
  const docs: ConfigDoc[] = [
    {
      path: paths.platformSettings(),
      kind: 'platform',
      data: stored('platform', { langs: tenant.settings.availableLanguages, iam: tenant.platform.iam }),
    },
  ];
  for (const lang of tenant.settings.availableLanguages) {
    const compliance = tenant.platform.compliance[lang];
    if (compliance)
      docs.push({
        path: paths.platformLang(lang),
        kind: 'platformLang',
        data: stored('platformLang', { compliance }),
      });
  }
  for (const b of tenant.catalogue.benchmarks)
    docs.push({ path: paths.benchmark(b.id), kind: 'benchmark', data: stored('benchmark', b) });
  for (const p of tenant.catalogue.products)
    docs.push({ path: paths.product(p.productId), kind: 'product', data: stored('product', p) });
  return docs;
}

/** `settings/productAdminClaims` for the custom roles `settings/platform` holds (the functions trigger derives the same). */
export function productAdminClaimsDocument(roles: readonly UserDefinedRole[]): {
  path: string;
  data: Record<string, unknown>;
} {
  return {
    path: paths.productAdminClaims(),
    data: zodConverter(productAdminClaimsSchema).toFirestore(deriveProductAdminClaims(roles)),
  };
}
