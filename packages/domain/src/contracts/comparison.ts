import { z } from 'zod';
import { ANALYSIS_MODES } from '../constants.js';
import { COMPARISON_LIMITS, COMPARISON_PERIODS } from '../analytics/comparison.js';
import { isoDateSchema } from '../tenant/common.js';
import {
  analyticsConventionsSchema,
  chartSeriesSchema,
  statisticCellSchema,
  statisticsPeriodSchema,
  yearlyReturnRowSchema,
} from './analytics-responses.js';
import { checkDateOrder, dateOrderIssue } from './analytics-queries.js';
import { csvListParam, isoDateParam } from './http.js';
import { readerLang } from './reader.js';

/*
 * GET /api/products/comparison (issue 28, docs/comparison.md): several products side by side in one call. Each
 * product passes its own gate (the reader's roles and investor profile, as its own pages); one that does not is
 * answered as refused, with its page's status and reason, and nothing of its data.
 */

/** `products=a,b,c` (2 to 6, distinct), the statistics `period`, the chart window and the texts' language. */
export const comparisonQuerySchema = /* @__PURE__ */ z
  .strictObject({
    ...readerLang,
    products: csvListParam.pipe(
      z
        .array(z.string().min(1))
        .min(COMPARISON_LIMITS.minProducts, {
          message: `compare at least ${COMPARISON_LIMITS.minProducts} products`,
        })
        .max(COMPARISON_LIMITS.maxProducts, {
          message: `compare at most ${COMPARISON_LIMITS.maxProducts} products`,
        })
        .refine((ids) => new Set(ids).size === ids.length, { message: 'a product is named twice' }),
    ),
    /** The analysis mode of every product; default: each product's primary mode (its overview's). */
    mode: z.enum(ANALYSIS_MODES).optional(),
    period: z.enum(COMPARISON_PERIODS).default('common'),
    period_start_date: isoDateParam.optional(),
    period_end_date: isoDateParam.optional(),
  })
  .refine(checkDateOrder, dateOrderIssue);

/** A product the reader may not see: its page's status and (except for a 404, which names nothing) the reason. */
const refusedSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  refused: z.object({
    status: z.union([z.literal(401), z.literal(403), z.literal(404)]),
    /** The translated message's key (namespace `errors`), as the product's own page would show. */
    messageKey: z.string(),
    reason: z.string().optional(),
  }),
});

/** What a product is (the key facts row): every field its overview shows, `null` where not known. */
const keyFactsSchema = /* @__PURE__ */ z.object({
  currency: z.string(),
  isin: z.string().nullable(),
  inceptionDate: isoDateSchema.nullable(),
  aum: z.number().nullable(),
  lastDate: isoDateSchema.nullable(),
  lastPrice: z.number().nullable(),
  /** The product's details (fees, legal form, domicile, ...), in the request's language, in their order. */
  details: z.array(z.object({ key: z.string(), value: z.string() })),
});

const comparedSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  refused: z.null(),
  name: z.string(),
  shortName: z.string(),
  color: z.string(),
  mode: z.enum(ANALYSIS_MODES),
  /** The benchmark of the relative statistics: the product's default, as on its analysis page. */
  benchmark: z.object({ symbol: z.string(), name: z.string() }).nullable(),
  keyFacts: keyFactsSchema,
  window: z
    .object({ startDate: isoDateSchema, endDate: isoDateSchema, nReturns: z.number().int() })
    .nullable(),
  cumulative: chartSeriesSchema,
  drawdowns: chartSeriesSchema,
  rollingVolatility: z.object({ dates: z.array(isoDateSchema), values: z.array(z.number().nullable()) }),
  yearlyReturns: z.array(yearlyReturnRowSchema),
  statistics: z.object({
    conventions: analyticsConventionsSchema,
    periods: z.array(statisticsPeriodSchema),
    cells: z.array(statisticCellSchema),
  }),
});

export const comparisonProductSchema = /* @__PURE__ */ z.union([comparedSchema, refusedSchema]);
export type ComparisonProduct = z.infer<typeof comparisonProductSchema>;
export type ComparedProduct = z.infer<typeof comparedSchema>;

const holdingsOverlapSchema = /* @__PURE__ */ z.object({
  portfolios: z.array(z.object({ productId: z.string(), date: isoDateSchema, positions: z.number().int() })),
  common: z.array(z.object({ name: z.string(), isin: z.string(), weights: z.array(z.number().nullable()) })),
  commonCount: z.number().int(),
  pairs: z.array(
    z.object({ a: z.string(), b: z.string(), overlap: z.number(), commonPositions: z.number().int() }),
  ),
});

export const comparisonResponseSchema = /* @__PURE__ */ z.object({
  period: z.enum(COMPARISON_PERIODS),
  /** The dates every compared product has; `null` when they share fewer than two. */
  common: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }).nullable(),
  /** Where the lines start at 100. */
  chartStart: isoDateSchema.nullable(),
  /** In request order; refused products in their place. */
  products: z.array(comparisonProductSchema),
  /** Every pair of compared products once: returns on their common dates, over the statistics window. */
  correlations: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      value: z.number().nullable(),
      nReturns: z.number().int(),
      startDate: isoDateSchema.nullable(),
      endDate: isoDateSchema.nullable(),
    }),
  ),
  /** Over the products with holdings (two or more), else `null`. */
  holdingsOverlap: holdingsOverlapSchema.nullable(),
});
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;
