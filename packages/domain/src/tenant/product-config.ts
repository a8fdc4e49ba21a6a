import { z } from 'zod';
import {
  ANALYSIS_MODES,
  BRAND_COLORS,
  CARD_KINDS,
  CLAIMABLE_ROLES,
  DEFAULT_ZOOM_BUTTONS,
  INVESTOR_TYPES,
  STAT_IDS,
  UPDATE_FREQUENCIES,
  ZOOM_PRESETS,
} from '../constants.js';
import {
  countryCodeSchema,
  currencySchema,
  hexColorSchema,
  idSchema,
  isoDateSchema,
  languageSchema,
  localizedTextSchema,
  mediaRefSchema,
  roleNameSchema,
} from './common.js';
import { DISTRIBUTION_POLICIES, shareClassIssueText, shareClassIssues } from './share-class-fields.js';

/** A market event shaded on charts (seed 001 §3 "Market events"): `endDate: null` means ongoing. */
export const marketEventSchema = /* @__PURE__ */ z
  .object({
    name: localizedTextSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
  })
  .refine((e) => e.endDate === null || e.endDate >= e.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });

/** A component of a product built from weighted parts (the `cumulativeWeightedReturns` card). */
export const weightedComponentSchema = /* @__PURE__ */ z.object({
  seriesId: idSchema,
  name: localizedTextSchema,
  weight: z.number().min(0).max(1),
});

/**
 * Analysis mode (seed 001 §3 "Analysis mode"): one tab of the analysis page (live, historical = backtest, internal).
 * Each mode reads its own price series (`priceSeriesId`, by default `<productId>` for live and
 * `<productId>--<mode>` otherwise).
 */
export const analysisModeSchema = /* @__PURE__ */ z
  .object({
    mode: z.enum(ANALYSIS_MODES),
    updateFrequency: z.enum(UPDATE_FREQUENCIES),
    priceSeriesId: idSchema.optional(),
    zoomButtons: z.array(z.enum(ZOOM_PRESETS)).default(DEFAULT_ZOOM_BUTTONS),
    genericCardsToShow: z.array(z.enum(CARD_KINDS)).min(1),
    perfStats: z.array(z.enum(STAT_IDS)).default([]),
    events: z.array(marketEventSchema).default([]),
    allowLogScale: z.boolean().default(false),
    defaultLogScale: z.boolean().default(false),
    allowLiveComparison: z.boolean().default(false),
    /** Roles allowed on this tab; absent = same as the product. Internal is always admin/superAdmin only. */
    allowedRoles: z.array(roleNameSchema).optional(),
    tabmenuText: localizedTextSchema.optional(),
    /** Benchmarks offered on this tab (ids from the catalogue's `benchmarks`); the first is the default. */
    benchmarks: z.array(idSchema).default([]),
    weightedComponents: z.array(weightedComponentSchema).optional(),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.defaultLogScale && !m.allowLogScale) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultLogScale'],
        message: 'defaultLogScale needs allowLogScale',
      });
    }
    if (m.genericCardsToShow.includes('cumulativeWeightedReturns') && !m.weightedComponents?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['weightedComponents'],
        message: 'the cumulativeWeightedReturns card needs weightedComponents',
      });
    }
    if (m.weightedComponents?.length) {
      const sum = m.weightedComponents.reduce((a, c) => a + c.weight, 0);
      if (Math.abs(sum - 1) > 1e-6) {
        ctx.addIssue({
          code: 'custom',
          path: ['weightedComponents'],
          message: `weights must sum to 1 (current sum ${sum})`,
        });
      }
    }
  });
export type AnalysisMode = z.infer<typeof analysisModeSchema>;

export const timelineEntrySchema = /* @__PURE__ */ z.object({
  color: hexColorSchema,
  icon: z.string().min(1),
  title: localizedTextSchema,
  description: localizedTextSchema,
  time: isoDateSchema,
});

export const tabmenuItemSchema = /* @__PURE__ */ z.object({
  url: z.string().min(1),
  name: localizedTextSchema,
  slug: z.string().min(1),
  meta: z.object({ authorize: z.array(roleNameSchema) }).optional(),
});

export const accessRestrictionsSchema = /* @__PURE__ */ z
  .object(
    Object.fromEntries(
      INVESTOR_TYPES.map((t) => [`${t}Countries`, z.array(countryCodeSchema).optional()]),
    ) as Record<
      'retailCountries' | 'professionalCountries' | 'institutionalCountries',
      z.ZodOptional<z.ZodArray<typeof countryCodeSchema>>
    >,
  )
  .strict();
export type AccessRestrictions = z.infer<typeof accessRestrictionsSchema>;

/**
 * A share class's static data (seed 000 §1, §3 "Share class"), stored on its product (`products/{id}.shareClass`,
 * the one home: the catalogue lists each class as a product grouped by `productShareClassRoot`, and the default class
 * is the product's `isDefaultShareClass`). Fees are decimal fractions. Checked by `shareClassIssues`
 * (share-class-fields.ts): ISIN check digit, valor, Bloomberg ticker, fee ranges. Edited through the share-class API
 * (docs/share-classes.md), which audits every change.
 */
export const shareClassFieldsSchema = /* @__PURE__ */ z
  .object({
    class: z.string().min(1),
    currency: currencySchema,
    inceptionDate: isoDateSchema,
    isin: z.string().optional(),
    /** Swiss security number (Valorennummer), digits only. */
    valor: z.string().optional(),
    /** `<ticker> <exchange>[ <market sector>]`, e.g. `ALQGLBA SW Equity` (security-identifiers.ts). */
    bloombergCode: z.string().optional(),
    managementFee: z.number().optional(),
    performanceFee: z.number().optional(),
    /** Currency-hedged against the fund's reference currency; absent = not stated. */
    hedged: z.boolean().optional(),
    distributionPolicy: z.enum(DISTRIBUTION_POLICIES).optional(),
  })
  .strict();
export const shareClassSchema = /* @__PURE__ */ shareClassFieldsSchema.superRefine((s, ctx) => {
  for (const issue of shareClassIssues(s))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: shareClassIssueText(issue) });
});
export type ShareClass = z.infer<typeof shareClassSchema>;

export const productDetailSchema = /* @__PURE__ */ z.object({
  key: localizedTextSchema,
  value: localizedTextSchema,
  showOnFactsheet: z.boolean().default(true),
  order: z.number().int().nonnegative(),
});

export const keyCharacteristicSchema = /* @__PURE__ */ z.object({
  icon: z.string().min(1),
  header: localizedTextSchema,
  paragraph: localizedTextSchema,
});

export const contactSchema = /* @__PURE__ */ z.object({
  name: z.string().min(1),
  role: localizedTextSchema.optional(),
  email: z.email().optional(),
  phone: z.string().optional(),
  /** A square photo uploaded through the media API. */
  image: mediaRefSchema.optional(),
  additionalText: localizedTextSchema.optional(),
});

export const factsheetAccessSchema = /* @__PURE__ */ z.object({
  allowedRoles: z.array(roleNameSchema).optional(),
  needLoginToSee: z.boolean().default(true),
  showBenchmark: z.boolean().default(false),
});

/** Use case page: a registered component path, or a redirect to another page (seed 001 §3). */
export const useCaseSchema = /* @__PURE__ */ z.union([
  z.object({ componentPath: z.string().min(1) }).strict(),
  z.object({ redirect: z.string().startsWith('/') }).strict(),
]);

export const PRODUCT_TYPES = ['fund', 'certificate', 'modelPortfolio', 'strategy', 'composite'] as const;

/**
 * Roles a product's `allowedRoles` may name: the built-in roles a signed-in user can hold (seed 001 §6). Custom roles
 * are refused here: they make users admins of products through platform settings instead. Keeping the list closed
 * lets firestore.rules enumerate every role (`roleAllowed`) and lets the product list query ask for them.
 */
export const PRODUCT_ROLES = ['insight', ...CLAIMABLE_ROLES] as const;
export type ProductRole = (typeof PRODUCT_ROLES)[number];
export const productRoleSchema = /* @__PURE__ */ roleNameSchema.pipe(
  z.enum(PRODUCT_ROLES, {
    message: `expected a built-in role (${PRODUCT_ROLES.join(', ')}); custom roles grant product admin rights in platform settings`,
  }),
);

/**
 * Product configuration (seed 001 §3 "Product configuration" + seed 000 §3 "Product"). The static part comes from
 * `tenants/<id>/products.json`; admins edit it later in Firestore (`products/{productId}`), where it is stored whole.
 */
export const productConfigSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    /** Seed 001 §3; inert here (data is loaded by product id): see ./README.md. */
    storeModule: z.string().min(1),
    productType: z.enum(PRODUCT_TYPES).default('fund'),
    productName: z.string().min(1),
    productShortName: z.string().optional(),
    productColor: hexColorSchema.default(BRAND_COLORS.primary),
    productShareClassRoot: idSchema,
    isDefaultShareClass: z.boolean(),
    shareClass: shareClassSchema.optional(),
    /** Legacy data ends here: earlier prices come from an older track record and are shaded #ececec. */
    oldDataEndDate: isoDateSchema.optional(),
    /** Roles allowed to see the product; absent or empty = public (subject to hidden, login lock and investor profile). */
    allowedRoles: z.array(productRoleSchema).optional(),
    langsForDocuments: z.array(languageSchema).default(['en']),
    availableLanguages: z.array(languageSchema).min(1),
    allowPriceDataModification: z.boolean().default(false),
    priceModificationUpdateGcpStorage: z.boolean().default(false),
    allowHoldingDataModification: z.boolean().default(false),
    /**
     * Offers the "download prices" action on the analysis page (a CSV of the tab's prices and of the chosen
     * benchmark's, issue 26 item 2). The API serves the same prices to the same readers either way
     * (`product-prices`, `benchmark-prices`); the flag only decides whether the page offers the file.
     */
    allowPriceDownload: z.boolean().default(false),
    showNextSubscriptionAndRedemption: z.boolean().default(false),
    hideOnProductsSection: z.boolean().default(false),
    dev: z.boolean().default(false),
    lockedBehindLogin: z.boolean().default(false),
    general: z.object({ hidden: z.boolean().default(false) }).default({ hidden: false }),
    accessRestrictions: accessRestrictionsSchema.default({}),
    timelineData: z.array(timelineEntrySchema).default([]),
    tabmenuItems: z.array(tabmenuItemSchema).optional(),
    factsheet: factsheetAccessSchema.optional(),
    useCase: useCaseSchema.optional(),
    colorScheme: z.array(hexColorSchema).optional(),
    live: analysisModeSchema.optional(),
    historical: analysisModeSchema.optional(),
    internal: analysisModeSchema.optional(),
    // Shown in admin and on the overview page; a share class's own ISIN is `shareClass.isin`.
    isin: z
      .string()
      .superRefine((isin, ctx) => {
        const problem = shareClassIssues({ class: '-', isin }).find((i) => i.field === 'isin');
        if (problem) ctx.addIssue({ code: 'custom', message: shareClassIssueText(problem) });
      })
      .optional(),
    icon: z.string().optional(),
    currency: currencySchema,
    inceptionDate: isoDateSchema,
    aum: z.number().nonnegative().optional(),
    disclaimer: localizedTextSchema.optional(),
    details: z.array(productDetailSchema).default([]),
    keyCharacteristics: z.array(keyCharacteristicSchema).default([]),
    contacts: z.array(contactSchema).default([]),
  })
  .strict()
  .superRefine((p, ctx) => {
    for (const mode of ANALYSIS_MODES) {
      const m = p[mode];
      if (m && m.mode !== mode) {
        ctx.addIssue({ code: 'custom', path: [mode, 'mode'], message: `must be "${mode}"` });
      }
    }
    if (!p.live && !p.historical && !p.internal) {
      ctx.addIssue({ code: 'custom', path: ['live'], message: 'a product needs at least one analysis mode' });
    }
    if (p.shareClass && p.shareClass.currency !== p.currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['shareClass', 'currency'],
        message: 'differs from the product currency',
      });
    }
  });
export type ProductConfig = z.infer<typeof productConfigSchema>;
export type ProductConfigInput = z.input<typeof productConfigSchema>;

/** The price series id a mode reads. */
export function priceSeriesIdFor(
  product: Pick<ProductConfig, 'productId'> & Partial<ProductConfig>,
  mode: (typeof ANALYSIS_MODES)[number],
): string {
  const configured = product[mode]?.priceSeriesId;
  if (configured) return configured;
  return mode === 'live' ? product.productId : `${product.productId}--${mode}`;
}

/** Modes configured on a product, in tab order. */
export function modesOf(product: Pick<ProductConfig, 'live' | 'historical' | 'internal'>): AnalysisMode[] {
  return ANALYSIS_MODES.flatMap((m) => (product[m] ? [product[m]] : []));
}

/** The product's main series (key numbers, home table): live if configured, else the first mode. */
export function primaryModeOf(
  product: Pick<ProductConfig, 'live' | 'historical' | 'internal'>,
): AnalysisMode {
  const first = modesOf(product)[0];
  if (!first) throw new Error('product without analysis mode');
  return first;
}
