import { z } from 'zod';
import { COMPONENT_PAGES, IMPORTABLE_COMPONENT_TYPES } from '../components/component-types.js';
import { LANGUAGES } from '../constants.js';
import { idSchema } from '../tenant/common.js';

/*
 * The api calls of two admin operations (docs/operations.md):
 *
 *   POST /api/operations/bulk-components/dry-run?file_name=   raw CSV body: every row error, or the preview
 *   POST /api/operations/bulk-components?file_name=           raw CSV body: re-validated, applied in one transaction,
 *                                                             recorded as a `bulkComponentImport` operation
 *   POST /api/operations/exports                              requests a platform export (an `export` operation,
 *                                                             built by a Cloud Tasks task)
 *   GET  /api/operations/exports/{operationId}/file           the zip (admins and the requester)
 *
 * Both component calls act only on products the caller administers (checked by the function).
 */

/** Larger than any real import (BULK_COMPONENT_CSV_MAX_LINES lines of about 50 bytes): refused before reading. */
export const BULK_COMPONENT_CSV_MAX_BYTES = 10 * 1024 * 1024;

export const csvUploadQuerySchema = /* @__PURE__ */ z.strictObject({
  file_name: z.string().trim().min(1).max(255),
});

/** A row error of a domain CSV importer as sent to the client (translated there by its `messageKey`). */
export const operationCsvErrorSchema = /* @__PURE__ */ z.object({
  row: z.number().int().nonnegative(),
  column: z.string().nullable(),
  value: z.string(),
  messageKey: z.string().min(1),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const locationSchema = /* @__PURE__ */ z.object({ productId: idSchema, page: z.enum(COMPONENT_PAGES) });

const previewPageSchema = /* @__PURE__ */ z.object({
  productId: idSchema,
  page: z.enum(COMPONENT_PAGES),
  components: z.array(
    z.object({
      componentId: z.string().min(1),
      type: z.enum(IMPORTABLE_COMPONENT_TYPES),
      firstRow: z.number().int().positive(),
      languages: z.array(
        z.object({
          language: z.enum(LANGUAGES),
          rowsBefore: z.number().int().nonnegative(),
          rowsAfter: z.number().int().nonnegative(),
        }),
      ),
      links: z.array(locationSchema),
    }),
  ),
});

export const bulkComponentDryRunResponseSchema = /* @__PURE__ */ z.object({
  ok: z.boolean(),
  errors: z.array(operationCsvErrorSchema),
  /** Errors beyond the ones listed (BULK_COMPONENT_CSV_MAX_ERRORS). */
  moreErrors: z.number().int().nonnegative(),
  preview: z.array(previewPageSchema),
  /** Component documents the import would write (each component and its linked copies). */
  writes: z.number().int().nonnegative(),
});
export type BulkComponentDryRunResponse = z.infer<typeof bulkComponentDryRunResponseSchema>;

export const bulkComponentApplyResponseSchema = /* @__PURE__ */ z.object({
  operationId: z.string().min(1),
  status: z.enum(['succeeded', 'failed']),
  componentsWritten: z.number().int().nonnegative(),
  errors: z.array(operationCsvErrorSchema),
  moreErrors: z.number().int().nonnegative(),
});
export type BulkComponentApplyResponse = z.infer<typeof bulkComponentApplyResponseSchema>;

export const exportRequestResponseSchema = /* @__PURE__ */ z.object({ operationId: z.string().min(1) });
