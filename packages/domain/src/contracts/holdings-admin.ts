import { z } from 'zod';
import { idSchema } from '../tenant/common.js';

/*
 * The holdings admin API (functions/src/services/api/holdings-admin.ts; decisions: docs/holdings-admin.md). Clients
 * never write `products/{id}/holdings/**` nor `holdingOverrides/**` (firestore.rules): the server re-parses every file
 * with the same domain function the tab runs (`parseHoldingCsv`, `parseHoldingOverrideCsv`) and writes all or
 * nothing.
 *   POST   /api/products/{id}/holdings          import a holding CSV for one date         product admins, flag on
 *   DELETE /api/products/{id}/holdings/{date}   delete the holdings of one date           product admins, flag on
 *   POST   /api/holding-overrides               dry run or apply an override CSV          admins of every product named
 */

/** A holding file is text; 5 MB holds some 40,000 positions, far beyond any fund's. */
export const MAX_HOLDING_CSV_CHARS = 5_000_000;

/** POST /api/products/{id}/holdings: the file's text and name, and the date the holdings are for. */
export const holdingImportBodySchema = /* @__PURE__ */ z.strictObject({
  date: z.string().max(40),
  fileName: z.string().min(1).max(255),
  csv: z.string().max(MAX_HOLDING_CSV_CHARS),
});
export type HoldingImportBody = z.infer<typeof holdingImportBodySchema>;

/** 201: the snapshot written. */
export const holdingImportResponseSchema = /* @__PURE__ */ z.object({
  date: z.string(),
  holdings: z.number().int(),
});
export type HoldingImportResponse = z.infer<typeof holdingImportResponseSchema>;

/** One row error of a refused file, as the domain parsers give it (`csv.holding.*`, `csv.holdingOverride.*`). */
export const holdingFileErrorSchema = /* @__PURE__ */ z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  value: z.string(),
  messageKey: z.string(),
  firstRow: z.number().int().optional(),
  /** Override files naming several products: the product whose holdings the key was checked against. */
  productId: z.string().optional(),
});
export type HoldingFileError = z.infer<typeof holdingFileErrorSchema>;

/** 400 `details` of a refused file (nothing written): every error (the first 1000) and how many more. */
export const holdingFileRefusalSchema = /* @__PURE__ */ z.object({
  errors: z.array(holdingFileErrorSchema),
  moreErrors: z.number().int().nonnegative(),
});
export type HoldingFileRefusal = z.infer<typeof holdingFileRefusalSchema>;

/** DELETE /api/products/{id}/holdings/{date}: 200 with the date removed. */
export const holdingDeleteResponseSchema = /* @__PURE__ */ z.object({ date: z.string() });

/** DELETE /api/products/{id}/holding-overrides/{overrideId}: 200 with the id of the override removed. */
export const holdingOverrideDeleteResponseSchema = /* @__PURE__ */ z.object({ overrideId: z.string() });

/** Most products one override file may be applied to (the share classes of a fund share their holdings). */
export const MAX_HOLDING_OVERRIDE_PRODUCTS = 10;
/**
 * Most override documents one file may write: they are written in one batch, so an override operation is all or
 * nothing; a larger file is refused (split it by product).
 */
export const MAX_HOLDING_OVERRIDE_WRITES = 450;

/**
 * POST /api/holding-overrides: the override CSV for the holdings of the products named (each must be a product the
 * caller administers that allows holding data modification). A key must be a holding of at least one of them; its
 * override is written to each product that has it. `dryRun` validates and previews without writing or recording.
 */
export const holdingOverrideBodySchema = /* @__PURE__ */ z.strictObject({
  productIds: z.array(idSchema).min(1).max(MAX_HOLDING_OVERRIDE_PRODUCTS),
  fileName: z.string().min(1).max(255),
  csv: z.string().max(MAX_HOLDING_CSV_CHARS),
  dryRun: z.boolean(),
});
export type HoldingOverrideBody = z.infer<typeof holdingOverrideBodySchema>;

/** One override of the file as it will be (or was) written. */
export const holdingOverridePreviewSchema = /* @__PURE__ */ z.object({
  row: z.number().int(),
  holdingName: z.string(),
  currency: z.string(),
  isin: z.string(),
  values: z.record(z.string(), z.string()),
  productIds: z.array(z.string()),
});
export type HoldingOverridePreview = z.infer<typeof holdingOverridePreviewSchema>;

/**
 * 200: the dry run's (or the applied file's) result. `ok: false` lists every error and writes nothing; an applied
 * file is recorded as an operation (`operationId`, also when it was refused).
 */
export const holdingOverrideResponseSchema = /* @__PURE__ */ z.object({
  ok: z.boolean(),
  dryRun: z.boolean(),
  operationId: z.string().nullable(),
  errors: z.array(holdingFileErrorSchema),
  moreErrors: z.number().int().nonnegative(),
  overrides: z.array(holdingOverridePreviewSchema),
  /** Override documents written (applied) or to be written (dry run). */
  writes: z.number().int().nonnegative(),
});
export type HoldingOverrideResponse = z.infer<typeof holdingOverrideResponseSchema>;

/** Message keys of refusals the API adds to the domain parsers' (translated in the web's `holdingsAdmin`). */
export const HOLDING_ADMIN_MESSAGE_KEYS = [
  'csv.holdingOverride.tooManyWrites',
  'csv.holdingOverride.refused',
] as const;
