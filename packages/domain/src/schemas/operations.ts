import { z } from 'zod';
import { idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';
import { fileRefSchema } from './file-ref.js';
import { EXPORT_FILE_KINDS } from '../export/export-files.js';

export const OPERATION_KINDS = [
  'bulkPriceUpdate',
  'factsheetGeneration',
  'bulkComponentImport',
  'holdingDataOverride',
  'export',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
export const OPERATION_STATUSES = ['pending', 'running', 'succeeded', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** One problem of an uploaded file, named by row and column with the offending value (seed 000 §8). */
export const fileIssueSchema = /* @__PURE__ */ z
  .object({
    /** 1-based line of the file (the header is 1); `null` for the file as a whole. */
    row: z.number().int().nonnegative().nullable(),
    /** The column concerned; `null` for a whole-row or whole-file problem. */
    column: z.string().nullable(),
    value: z.string(),
    /** i18n key of the message. */
    messageKey: z.string().min(1),
    /** What the message needs besides the value (`{{id}}`, `{{firstRow}}`, `{{rowCount}}`... in the texts). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .strict();
export type FileIssue = z.infer<typeof fileIssueSchema>;

/** Shape shared by the error lists of every CSV importer of the domain (`csv/**`). */
interface CsvErrorLike {
  row: number | null;
  column: string | null;
  value: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

/**
 * Any importer's errors as stored `FileIssue`s: the core fields as they are, every other string or number field (`id`,
 * `firstRow`, `rowCount`...) and the importer's own `params` folded into `params`, so a stored record can still
 * render the full message. At most `limit` issues are kept (a record is one Firestore document).
 */
export function fileIssuesFromCsvErrors(errors: readonly CsvErrorLike[], limit = 1000): FileIssue[] {
  return errors.slice(0, limit).map((e) => {
    const { row, column, value, messageKey, params, ...rest } = e as CsvErrorLike & Record<string, unknown>;
    const extra: Record<string, string | number> = { ...params };
    for (const [k, v] of Object.entries(rest)) {
      if (typeof v === 'string' || typeof v === 'number') extra[k] = v;
    }
    const issue: FileIssue = { row, column, value, messageKey };
    return Object.keys(extra).length > 0 ? { ...issue, params: extra } : issue;
  });
}

/** How far a running operation got (units of its own kind: products, files, rows). */
export const operationProgressSchema = /* @__PURE__ */ z
  .object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
  .strict();

const baseFields = {
  status: z.enum(OPERATION_STATUSES),
  createdAt: z.date(),
  /** uid of the requesting user; only they and admins read the record. */
  createdBy: z.string().min(1),
  /** The requester's e-mail at the time, for the history tables (`system` runs have none). */
  createdByEmail: z.string().optional(),
  /** Every product the operation touches: each one must be administered by `createdBy` (or they are admin). */
  productIds: z.array(idSchema),
  /** Benchmark and risk-free rate series touched (bulk price update): admin and superAdmin only. */
  benchmarkIds: z.array(idSchema).default([]),
  /** The uploaded input or the produced output in the file store; private like the record. */
  file: fileRefSchema.nullable().default(null),
  /** Set when the operation failed: an i18n key with the data to explain it. */
  error: z
    .object({ messageKey: z.string().min(1), details: z.record(z.string(), z.string()).default({}) })
    .strict()
    .nullable()
    .default(null),
  updatedAt: z.date().optional(),
  /** Live progress while running; `null` before the work is sized. */
  progress: operationProgressSchema.nullable().default(null),
};

/** One id's change in a bulk price update's preview (`previewBulkPriceUpdate`), and the series it replaces. */
const bulkPriceChangeSchema = /* @__PURE__ */ z
  .object({
    id: idSchema,
    seriesId: idSchema,
    rowsBefore: z.number().int().nonnegative(),
    rowsAfter: z.number().int().nonnegative(),
    firstDateBefore: isoDateSchema.nullable(),
    lastDateBefore: isoDateSchema.nullable(),
    firstDateAfter: isoDateSchema.nullable(),
    lastDateAfter: isoDateSchema.nullable(),
    lastPriceBefore: z.number().nullable(),
    lastPriceAfter: z.number().nullable(),
    datesAdded: z.number().int().nonnegative(),
    datesRemoved: z.number().int().nonnegative(),
    pricesChanged: z.number().int().nonnegative(),
  })
  .strict();

/** A price quality warning of the dry run (never blocking): where it is and the numbers that explain it. */
const bulkPriceWarningSchema = /* @__PURE__ */ z
  .object({
    row: z.number().int().nonnegative(),
    column: z.string(),
    value: z.string(),
    messageKey: z.string().min(1),
    params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  })
  .strict();

/** The bulk price update's working state beyond the shared fields (docs/bulk-prices.md). */
const bulkPriceStateSchema = /* @__PURE__ */ z
  .object({
    /** `upload`: a user's file replaces whole series; `feed`: the scheduled refresh lays the file over them. */
    source: z.enum(['upload', 'feed']),
    /** Price rows of the file; errors and warnings found (the lists keep the first 1,000). */
    rowCount: z.number().int().nonnegative(),
    errorCount: z.number().int().nonnegative(),
    warnings: z.array(bulkPriceWarningSchema).default([]),
    warningCount: z.number().int().nonnegative().default(0),
    /** Set by the confirmation (who and when); then tasks apply the prepared series. */
    confirmedAt: z.date().nullable().default(null),
    confirmedBy: z.string().nullable().default(null),
    /** Series replaced so far (a per-id marker makes each count once) out of `changes.length`. */
    applied: z.number().int().nonnegative().default(0),
    /** Series put back after a failure. */
    restored: z.number().int().nonnegative().default(0),
  })
  .strict();

/** Bulk price update (seed 000 §4 "Bulk price update flow"): dry run first, then every affected series is replaced. */
const bulkPriceUpdateSchema = /* @__PURE__ */ z
  .object({
    kind: z.literal('bulkPriceUpdate'),
    ...baseFields,
    /** True until the dry run is confirmed. */
    dryRun: z.boolean(),
    changes: z.array(bulkPriceChangeSchema).default([]),
    fileErrors: z.array(fileIssueSchema).default([]),
    dryRunError: z.string().nullable().default(null),
    priceUpdate: bulkPriceStateSchema.optional(),
  })
  .strict();
export type BulkPriceUpdateRecord = z.infer<typeof bulkPriceUpdateSchema>;
export type BulkPriceChangeRecord = z.infer<typeof bulkPriceChangeSchema>;
export type BulkPriceWarningRecord = z.infer<typeof bulkPriceWarningSchema>;

/** Factsheet generation (seed 000 §3 "Factsheet generation state"). */
const factsheetGenerationSchema = /* @__PURE__ */ z
  .object({
    kind: z.literal('factsheetGeneration'),
    ...baseFields,
    languages: z.array(languageSchema).min(1),
    lastFactsheetDate: isoDateSchema,
    needLogin: z.boolean(),
    isLastFactsheet: z.boolean(),
    results: z
      .array(
        z
          .object({
            productId: idSchema,
            lang: languageSchema,
            status: z.enum(OPERATION_STATUSES),
            documentId: z.string().nullable().default(null),
            warningKeys: z.array(z.string()).default([]),
            /** Why this product+language failed: an i18n key (`factsheetGeneration.<key>`) and its values. */
            error: z
              .object({
                messageKey: z.string().min(1),
                details: z.record(z.string(), z.string()).default({}),
              })
              .strict()
              .nullable()
              .default(null),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

const bulkComponentImportSchema = /* @__PURE__ */ z
  .object({
    kind: z.literal('bulkComponentImport'),
    ...baseFields,
    fileErrors: z.array(fileIssueSchema).default([]),
    componentsWritten: z.number().int().nonnegative().default(0),
  })
  .strict();

const holdingDataOverrideSchema = /* @__PURE__ */ z
  .object({
    kind: z.literal('holdingDataOverride'),
    ...baseFields,
    fileErrors: z.array(fileIssueSchema).default([]),
    overridesWritten: z.number().int().nonnegative().default(0),
  })
  .strict();

/** Platform export (seed 000 §4: running, succeeded, failed: never pending); docs/operations.md. */
const exportSchema = /* @__PURE__ */ z
  .object({
    kind: z.literal('export'),
    ...baseFields,
    status: z.enum(['running', 'succeeded', 'failed']),
    /** Decided when requested (`exportScope`): benchmark series and follower e-mails are for admins only. */
    includeBenchmarks: z.boolean().default(false),
    includeFollowers: z.boolean().default(false),
    /** Data rows of each CSV of the zip, once built. */
    rowCounts: z.partialRecord(z.enum(EXPORT_FILE_KINDS), z.number().int().nonnegative()).default({}),
  })
  .strict();

/**
 * `operations/{operationId}` (seed 000 §3 "Operation records", §4 "Operations"): a bulk job and its working state.
 * PRIVATE: read by admins and by the user who requested it. Clients only create pending requests on product ids they
 * administer; functions run them and write every later state.
 */
export const operationRecordSchema = /* @__PURE__ */ z
  .discriminatedUnion('kind', [
    bulkPriceUpdateSchema,
    factsheetGenerationSchema,
    bulkComponentImportSchema,
    holdingDataOverrideSchema,
    exportSchema,
  ])
  .superRefine((op, ctx) => {
    // An export may be of no product; a refused bulk component import may name none the caller may update; a bulk
    // price file refused by its dry run may name no id at all (an empty file).
    const mayBeEmpty =
      op.kind === 'export' ||
      op.kind === 'bulkComponentImport' ||
      (op.kind === 'bulkPriceUpdate' && op.status === 'failed');
    if (!mayBeEmpty && op.productIds.length === 0 && op.benchmarkIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'name at least one product' });
    }
    if (new Set(op.productIds).size !== op.productIds.length) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'duplicate product id' });
    }
  });
export type OperationRecord = z.infer<typeof operationRecordSchema>;
