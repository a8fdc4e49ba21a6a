import { z } from 'zod';

/*
 * The bulk price update API (docs/bulk-prices.md):
 *   POST /operations/bulk-price-update?file_name=...   the gzip-compressed CSV as the body: dry run, recorded
 *   POST /operations/bulk-price-update/{id}/confirm    applies a clean dry run on Cloud Tasks
 */

/** Largest accepted upload (compressed) and CSV (after decompression). */
export const BULK_PRICE_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
export const BULK_PRICE_MAX_CSV_BYTES = 200 * 1024 * 1024;

export const bulkPriceDryRunQuerySchema = /* @__PURE__ */ z
  .object({ file_name: z.string().trim().min(1).max(255) })
  .strict();

export const bulkPriceDryRunResponseSchema = /* @__PURE__ */ z
  .object({
    operationId: z.string().min(1),
    /** False when the file has errors: the record lists them and cannot be confirmed. */
    ok: z.boolean(),
  })
  .strict();
export type BulkPriceDryRunResponse = z.infer<typeof bulkPriceDryRunResponseSchema>;

export const bulkPriceConfirmResponseSchema = /* @__PURE__ */ z
  .object({ operationId: z.string().min(1), tasks: z.number().int().nonnegative() })
  .strict();
export type BulkPriceConfirmResponse = z.infer<typeof bulkPriceConfirmResponseSchema>;

/** Where the scheduled refresh finds the custodian's files in the file store, and where it moves them after. */
export const PRICE_FEED_FOLDERS = {
  incoming: 'price-feed/incoming/',
  processed: 'price-feed/processed/',
  failed: 'price-feed/failed/',
} as const;

/** `createdBy` of the operations the platform runs by itself (the scheduled price refresh). */
export const SYSTEM_USER_ID = 'system';

/** i18n keys (namespace `bulkPrices`) of an operation's `error`. */
export const BULK_PRICE_OPERATION_ERROR_KEYS = [
  'bulkPrices.errors.fileInvalid',
  'bulkPrices.errors.fileUnreadable',
  'bulkPrices.errors.applyFailed',
  'bulkPrices.errors.interrupted',
] as const;
