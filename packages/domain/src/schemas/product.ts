import { z } from 'zod';
import { languageSchema } from '../tenant/common.js';
import {
  PRODUCT_ROLES,
  productConfigSchema,
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
export const productDocSchema = /* @__PURE__ */ productConfigSchema.transform((p): ProductConfig => ({
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
 * Product fields only the share-class API writes (PUT /products/{id}/share-class, docs/share-classes.md): it checks
 * the class with the domain rules, keeps exactly one default class per family across the family's documents in one
 * transaction and writes the audit entry with the change. A direct client write could do none of that, so
 * firestore.rules refuses these fields to every client (`shareClassFields`); tests/rules checks the lists agree.
 */
export const SHARE_CLASS_API_FIELDS = [
  'shareClass',
  'isDefaultShareClass',
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
export const productLangSchema = /* @__PURE__ */ z
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
