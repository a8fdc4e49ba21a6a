import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { isoDateSchema } from '../tenant/common.js';

/*
 * Responses of the holdings calls of seed 000 §7 (`/api/products/{id}/holdings`, `/holdings-details`, the five
 * allocations and their `-over-time` variants, `/assets-under-management`, `/performance-table-data`). Seed 000
 * leaves the shapes open ("Response payload shapes: not shown"); docs/holdings.md explains the choices. Weights
 * are decimal fractions (0.052 = 5.2 %) as stored, never rescaled: a snapshot whose weights do not add up to 1
 * says so in `totalWeight`. Values are market values in the product's currency. A product without data answers
 * 204, never an empty body.
 */

/** The five breakdowns of a portfolio (the allocation calls). */
export const ALLOCATION_DIMENSIONS = [
  'currency',
  'assetClass',
  'instrumentType',
  'sector',
  'region',
] as const;
export type AllocationDimension = (typeof ALLOCATION_DIMENSIONS)[number];

/** A translatable value: the stored vocabulary key and its label in the requested language. */
const termSchema = /* @__PURE__ */ z.object({ key: z.string(), label: z.string() });

const languageSchema = /* @__PURE__ */ z.enum(LANGUAGES);

/** One position, overrides applied, translatable values translated. */
export const holdingRowSchema = /* @__PURE__ */ z.object({
  holdingName: z.string(),
  /** ISO 4217 code of the position; `currencyLabel` is its name in `lang`. */
  currency: z.string(),
  currencyLabel: z.string(),
  /** Empty for positions without an ISIN (cash, derivatives). */
  isin: z.string(),
  assetClass: termSchema,
  instrumentType: termSchema,
  sector: termSchema,
  region: termSchema,
  weight: z.number(),
  value: z.number(),
  /** Whether an override changed any field of this position. */
  overridden: z.boolean(),
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

/** What an answer about one snapshot of a product's holdings carries besides its positions or groups. */
const snapshotTotalsSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  /** The snapshot shown: the latest on or before `latest_date` (the latest of all without it). */
  date: isoDateSchema,
  lang: languageSchema,
  currency: z.string(),
  /** Sum of all weights (1 for a complete, long-only snapshot). */
  totalWeight: z.number(),
  totalValue: z.number(),
});

/** GET /products/{id}/holdings?latest_date&lang: every position of the snapshot, largest weight first. */
export const holdingsResponseSchema = /* @__PURE__ */ snapshotTotalsSchema.extend({
  count: z.number().int().nonnegative(),
  holdings: z.array(holdingRowSchema),
});
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;

/** One group of an allocation: the positions sharing a currency, asset class, instrument type, sector or region. */
export const allocationSliceSchema = /* @__PURE__ */ termSchema.extend({
  weight: z.number(),
  value: z.number(),
  /** Number of positions in the group. */
  count: z.number().int().positive(),
});
export type AllocationSlice = z.infer<typeof allocationSliceSchema>;

/** GET /products/{id}/{currency-exposure|asset-classes|instrument-types|sectors|regions}?latest_date&lang */
export const allocationResponseSchema = /* @__PURE__ */ snapshotTotalsSchema.extend({
  dimension: z.enum(ALLOCATION_DIMENSIONS),
  /** Largest weight first; ties by label. */
  slices: z.array(allocationSliceSchema),
});
export type AllocationResponse = z.infer<typeof allocationResponseSchema>;

/** GET /products/{id}/{allocation}-over-time?lang&period_start_date&period_end_date: columnar, one column per date. */
export const allocationOverTimeResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  lang: languageSchema,
  dimension: z.enum(ALLOCATION_DIMENSIONS),
  /** Snapshot dates in the window, ascending. */
  dates: z.array(isoDateSchema),
  /** Sum of the weights at each date. */
  totalWeights: z.array(z.number()),
  /** One line per group ever present; weight 0 at a date where the group has no position. Ordered as on the last date. */
  series: z.array(termSchema.extend({ weights: z.array(z.number()) })),
});
export type AllocationOverTimeResponse = z.infer<typeof allocationOverTimeResponseSchema>;

/** GET /products/{id}/holdings-details: which snapshots exist (the date picker), with their totals. */
export const holdingsDetailsResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  currency: z.string(),
  firstDate: isoDateSchema,
  latestDate: isoDateSchema,
  snapshots: z.array(
    z.object({
      date: isoDateSchema,
      count: z.number().int().nonnegative(),
      totalWeight: z.number(),
      totalValue: z.number(),
    }),
  ),
  /** Overrides on file and how many of them match a position of the latest snapshot. */
  overrides: z.object({
    count: z.number().int().nonnegative(),
    appliedToLatest: z.number().int().nonnegative(),
  }),
});
export type HoldingsDetailsResponse = z.infer<typeof holdingsDetailsResponseSchema>;

/** GET /products/{id}/assets-under-management?latest_date */
export const assetsUnderManagementResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  currency: z.string(),
  /**
   * `holdings`: the sum of the position values of the latest snapshot on or before `latest_date`;
   * `productConfig`: the AuM figure of the product's configuration (admin, general tab), when it has no holdings.
   */
  source: z.enum(['holdings', 'productConfig']),
  /** Date of the figure; `null` for the configured figure, which carries none. */
  date: isoDateSchema.nullable(),
  aum: z.number(),
  /** The holdings figure at every snapshot up to `date`, ascending (empty for the configured figure). */
  history: z.array(z.object({ date: isoDateSchema, aum: z.number() })),
});
export type AssetsUnderManagementResponse = z.infer<typeof assetsUnderManagementResponseSchema>;

/** One share class of the fund in the performance table (the share-class fields of seed 000 §3). */
export const performanceTableRowSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  productName: z.string(),
  shareClass: z.string().nullable(),
  currency: z.string(),
  isin: z.string().nullable(),
  inceptionDate: isoDateSchema,
  managementFee: z.number().nullable(),
  performanceFee: z.number().nullable(),
  navDate: isoDateSchema.nullable(),
  nav: z.number().nullable(),
  mtdReturn: z.number().nullable(),
  ytdReturn: z.number().nullable(),
  sinceInceptionReturn: z.number().nullable(),
  /** The product asked for (the other rows are its sibling share classes). */
  current: z.boolean(),
});
export type PerformanceTableRow = z.infer<typeof performanceTableRowSchema>;

/** GET /products/{id}/performance-table-data: every share class of the fund the caller may see, with its figures. */
export const performanceTableResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  shareClassRoot: z.string(),
  rows: z.array(performanceTableRowSchema),
});
export type PerformanceTableResponse = z.infer<typeof performanceTableResponseSchema>;
