import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';
import {
  PRODUCT_ROLES,
  productConfigSchema,
  shareClassSchema,
  type ProductConfig,
  type ProductRole,
} from '../tenant/product-config.js';
import { factsheetConfigSchema, overviewHeaderSchema } from './factsheet.js';

/**
 * `products/{productId}`: the product configuration (`productConfigSchema`) as stored. `allowedRoles` is always
 * written, `[]` when the product is open to every role: Firestore cannot query for a missing field, and the product
 * list queries that satisfy the security rules ask for `allowedRoles == []` (open products) and
 * `allowedRoles array-contains-any <the user's roles>` (see `productListFilters`).
 */
export const productDocSchema = productConfigSchema.transform((p): ProductConfig => ({
  ...p,
  allowedRoles: p.allowedRoles ?? [],
}));

/**
 * Product fields an admin of the product (custom role) may change; everything else is for admin and superAdmin
 * (seed 000 §6): visibility (`general.hidden`, `dev`, `hideOnProductsSection`, `lockedBehindLogin`), access
 * (`allowedRoles`, `accessRestrictions`, the factsheet's access section), the analysis modes (their `priceSeriesId`,
 * benchmarks and weighted components choose which data is served under the product) and the tenant-level flags.
 * firestore.rules repeats this list (`productAdminEditable`); tests/rules checks they agree.
 */
export const PRODUCT_ADMIN_EDITABLE_FIELDS = [
  'productName',
  'productShortName',
  'productColor',
  'colorScheme',
  'shareClass',
  'showNextSubscriptionAndRedemption',
  'timelineData',
  'isin',
  'icon',
  'aum',
  'disclaimer',
  'details',
  'keyCharacteristics',
  'contacts',
  'langsForDocuments',
] as const satisfies readonly (keyof ProductConfig)[];

/**
 * Roles to ask for in the product list query of a signed-in non-staff user: the product roles they hold (`insight`
 * always). Custom roles are left out: products never name them, and a value the rules cannot match would make
 * Firestore refuse the whole query. At most 30 values fit an `array-contains-any` filter; there are 7 product roles.
 */
export function productRolesHeld(roles: readonly string[]): ProductRole[] {
  return PRODUCT_ROLES.filter((r) => roles.includes(r));
}

/**
 * `products/{productId}/langs/{lang}`: the per-language texts and layouts of a product (seed 000 §3 "Product language
 * config"), readable with the product. The spec's `additionalFollowers` (e-mail addresses) deliberately do not live
 * here: followers are private and sit in `followers/{productId}/entries` (see `followerSchema`).
 */
export const productLangSchema = z
  .object({
    id: languageSchema,
    general: z
      .object({
        productName: z.string().min(1).optional(),
        productShortName: z.string().min(1).optional(),
        description: z.string().default(''),
        disclaimer: z.string().default(''),
      })
      .strict()
      .default({ description: '', disclaimer: '' }),
    overview: z
      .object({ header: overviewHeaderSchema.default(overviewHeaderSchema.parse({})) })
      .strict()
      .default({ header: overviewHeaderSchema.parse({}) }),
    factsheet: factsheetConfigSchema.default(factsheetConfigSchema.parse({})),
  })
  .strict();
export type ProductLang = z.infer<typeof productLangSchema>;

/**
 * `products/{productId}/shareClasses/{classId}` (seed 000 §3 "Share class"): the static share-class data plus the
 * figures shown in share-class tables (NAV and performance as decimal fractions, `null` until known). In the demo
 * catalogue each share class is also a product of its own, grouped by `productShareClassRoot`; `classId` is then
 * that product's id.
 */
export const shareClassRecordSchema = shareClassSchema
  .extend({
    classId: idSchema,
    nav: z.number().positive().nullable().default(null),
    navDate: isoDateSchema.nullable().default(null),
    mtd: z.number().nullable().default(null),
    ytd: z.number().nullable().default(null),
    sinceInception: z.number().nullable().default(null),
  })
  .strict()
  .refine((s) => (s.nav === null) === (s.navDate === null), {
    message: 'nav and navDate go together',
    path: ['navDate'],
  });
