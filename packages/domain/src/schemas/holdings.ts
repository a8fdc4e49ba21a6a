import { z } from 'zod';
import { currencySchema, idSchema, isoDateSchema } from '../tenant/common.js';

/** A holding is identified by the triple name, currency, ISIN (seed 000 §3 "Holding"). */
export const holdingKeySchema = /* @__PURE__ */ z
  .object({
    holdingName: z.string().min(1).max(300),
    currency: currencySchema,
    /** Empty for positions without an ISIN (cash, derivatives). */
    isin: z.string().max(12),
  })
  .strict();
export type HoldingKey = z.infer<typeof holdingKeySchema>;

/** The translatable properties hold keys of the holdings vocabulary (the UI translates them). */
export const holdingSchema = /* @__PURE__ */ holdingKeySchema
  .extend({
    assetClass: z.string().min(1),
    instrumentType: z.string().min(1),
    sector: z.string().min(1),
    region: z.string().min(1),
    /** Portfolio weight as a decimal fraction. */
    weight: z.number(),
    /** Market value in the product's currency (so positions add up to the AuM: docs/holdings.md). */
    value: z.number(),
  })
  .strict();
export type Holding = z.infer<typeof holdingSchema>;

export const holdingKeyOf = (h: HoldingKey): string => `${h.holdingName}\u0000${h.currency}\u0000${h.isin}`;

/**
 * `products/{productId}/holdings/{date}`: every holding of a product on one date (the document id is the date). An
 * import for a date that already exists is refused: that date must be deleted first (seed 000 §4).
 */
export const holdingSnapshotSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    date: isoDateSchema,
    holdings: z.array(holdingSchema),
    importedAt: z.date(),
    importedBy: z.string().min(1),
    /** The importer's e-mail at the time, for display (records written before it was stored have none). */
    importedByEmail: z.string().optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.holdings.forEach((h, i) => {
      const key = holdingKeyOf(h);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['holdings', i],
          message: `duplicate holding "${h.holdingName}" (${h.currency}, ${h.isin || 'no ISIN'})`,
        });
      }
      seen.add(key);
    });
  });
export type HoldingSnapshot = z.infer<typeof holdingSnapshotSchema>;

/**
 * `products/{productId}/holdingOverrides/{overrideId}`: override values for one holding (by key), applied to every
 * snapshot on read (seed 000 §3 "each field has an override value").
 */
export const holdingOverrideSchema = /* @__PURE__ */ z
  .object({
    productId: idSchema,
    key: holdingKeySchema,
    values: holdingSchema.partial(),
    updatedAt: z.date(),
    updatedBy: z.string().min(1),
    /** The e-mail of who wrote the override, for display (older overrides have none). */
    updatedByEmail: z.string().optional(),
  })
  .strict()
  .refine((o) => Object.keys(o.values).length > 0, {
    message: 'an override needs at least one value',
    path: ['values'],
  });
export type HoldingOverride = z.infer<typeof holdingOverrideSchema>;

export const HOLDING_COMPONENT_KINDS = [
  'assetClasses',
  'currencyExposure',
  'instrumentTypes',
  'regions',
  'sectors',
  'topHoldings',
] as const;
export type HoldingComponentKind = (typeof HOLDING_COMPONENT_KINDS)[number];
export const HOLDING_CHART_TYPES = ['table', 'pie', 'donut', 'bar'] as const;

/** `products/{productId}/holdingComponents/{kind}`: how one holdings breakdown is shown (seed 000 §3). */
export const holdingComponentSchema = /* @__PURE__ */ z
  .object({
    kind: z.enum(HOLDING_COMPONENT_KINDS),
    chartType: z.enum(HOLDING_CHART_TYPES),
    showOnOverview: z.boolean().default(false),
    /** Top holdings only: how many to show; `null` (blank) = all (seed 000 §9). */
    topHoldingsCount: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type HoldingComponent = z.infer<typeof holdingComponentSchema>;
