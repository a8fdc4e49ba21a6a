import { z } from 'zod';
import { UPDATE_FREQUENCIES } from '../constants.js';
import { PRICE_CSV_MESSAGE_KEYS } from '../csv/price-csv.js';
import { PRICE_QUALITY_MESSAGE_KEYS } from '../prices/price-quality.js';
import { PRICE_ENTRY_DATE_EXISTS } from '../prices/price-entry.js';
import { isoDateSchema, localizedTextSchema } from '../tenant/common.js';

/*
 * The price data API (`/api/products/{id}/price-data` and `/prices...`, functions/src/services/api/price-data.ts):
 * the admin's price data tab reads the product's series with its benchmarks and changes it. Only admins of the
 * product, and only where the product has `allowPriceDataModification`; every change is re-validated on the server
 * with the same domain functions, written in one transaction (version + 1), audited, and mirrored to the price file
 * when `priceModificationUpdateGcpStorage` is set. Decisions: docs/price-data.md.
 */

/** A CSV upload is JSON text: 5 MB hold ~150,000 rows, centuries of daily prices. */
export const MAX_PRICE_CSV_CHARS = 5_000_000;

const columnar = {
  dates: z.array(z.string()),
  prices: z.array(z.number()),
  adjusted: z.array(z.number()),
};

/** GET /api/products/{id}/price-data: the series the tab edits (the primary mode's) and its benchmarks'. */
export const priceDataResponseSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  seriesId: z.string(),
  mode: z.string(),
  frequency: z.enum(UPDATE_FREQUENCIES),
  currency: z.string(),
  /** 0 while the series does not exist yet. */
  version: z.number().int().nonnegative(),
  /** Whether each change also rewrites the price file in the file store, and its path. */
  priceFile: z.string().nullable(),
  ...columnar,
  benchmarks: z.array(
    z.object({
      id: z.string(),
      name: localizedTextSchema,
      currency: z.string(),
      dates: z.array(z.string()),
      /** Adjusted prices (what the chart rebases). */
      adjusted: z.array(z.number()),
    }),
  ),
});
export type PriceDataResponse = z.infer<typeof priceDataResponseSchema>;

/** POST /api/products/{id}/prices: one price as typed (text, so the server applies the same number rules). */
export const addPriceBodySchema = /* @__PURE__ */ z.strictObject({
  date: z.string().max(40),
  price: z.string().max(60),
  adjustedPrice: z.string().max(60).optional(),
});
export type AddPriceBody = z.infer<typeof addPriceBodySchema>;

const priceWriteResultSchema = /* @__PURE__ */ z.object({
  version: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  firstDate: isoDateSchema.nullable(),
  lastDate: isoDateSchema.nullable(),
  /** Whether the price file was rewritten too. */
  priceFileWritten: z.boolean(),
});
export const addPriceResponseSchema = priceWriteResultSchema;
export type PriceWriteResult = z.infer<typeof priceWriteResultSchema>;

/** 400 `details` of a refused add (messageKey `api.errors.priceEntryInvalid`): every field error. */
export const priceEntryRefusalSchema = /* @__PURE__ */ z.object({
  errors: z.array(
    z.object({
      field: z.enum(['date', 'price', 'adjustedPrice']),
      value: z.string(),
      messageKey: z.enum([...PRICE_CSV_MESSAGE_KEYS, PRICE_ENTRY_DATE_EXISTS]),
    }),
  ),
});
export type PriceEntryRefusal = z.infer<typeof priceEntryRefusalSchema>;

/**
 * POST /api/products/{id}/prices/import: a single-product price CSV replacing the series. `dryRun` answers the
 * preview without writing; the confirming call sends the `expectedVersion` the preview was computed on, and is
 * refused (`api.errors.priceSeriesChanged`) if the series changed in between.
 */
export const importPricesBodySchema = /* @__PURE__ */ z.strictObject({
  csv: z.string().max(MAX_PRICE_CSV_CHARS),
  fileName: z.string().max(255).optional(),
  dryRun: z.boolean(),
  expectedVersion: z.number().int().nonnegative().optional(),
});
export type ImportPricesBody = z.infer<typeof importPricesBodySchema>;

const changeSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  rowsBefore: z.number(),
  rowsAfter: z.number(),
  firstDateBefore: z.string().nullable(),
  lastDateBefore: z.string().nullable(),
  firstDateAfter: z.string().nullable(),
  lastDateAfter: z.string().nullable(),
  lastPriceBefore: z.number().nullable(),
  lastPriceAfter: z.number().nullable(),
  datesAdded: z.number(),
  datesRemoved: z.number(),
  pricesChanged: z.number(),
  firstChangedDate: z.string().nullable(),
});

export const importPricesResponseSchema = /* @__PURE__ */ z.object({
  applied: z.boolean(),
  /** The version the preview was computed on (dry run) or the version written. */
  version: z.number().int().nonnegative(),
  change: changeSchema,
  warnings: z.array(
    z.object({
      messageKey: z.enum(PRICE_QUALITY_MESSAGE_KEYS),
      date: z.string(),
      fromDate: z.string().optional(),
      businessDays: z.number().optional(),
      move: z.number().optional(),
      sigmas: z.number().optional(),
    }),
  ),
  priceFileWritten: z.boolean(),
});
export type ImportPricesResponse = z.infer<typeof importPricesResponseSchema>;

/** A file of random bytes has an error per row: the first ones say enough. */
export const MAX_LISTED_CSV_ERRORS = 500;

/** 400 `details` of a refused CSV (messageKey `api.errors.priceCsvInvalid`): every row error. */
export const priceCsvRefusalSchema = /* @__PURE__ */ z.object({
  errors: z.array(
    z.object({
      row: z.number().int().positive(),
      column: z.enum(['date', 'price', 'adjusted_price']).nullable(),
      value: z.string(),
      messageKey: z.enum(PRICE_CSV_MESSAGE_KEYS),
      firstRow: z.number().int().positive().optional(),
    }),
  ),
  /** Errors beyond the first `MAX_LISTED_CSV_ERRORS`, counted but not listed. */
  more: z.number().int().nonnegative(),
});
export type PriceCsvRefusal = z.infer<typeof priceCsvRefusalSchema>;

/** DELETE /api/products/{id}/prices/{date}: the series after the date is gone. */
export const deletePriceResponseSchema = priceWriteResultSchema;
