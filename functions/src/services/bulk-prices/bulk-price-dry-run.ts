import {
  BULK_PRICE_CSV_MAX_ERRORS,
  bulkPriceTargets,
  compareSeries,
  mergePriceSeries,
  operationRecordSchema,
  type BulkPriceChangeRecord,
  type BulkPriceCsvError,
  type BulkPriceWarning,
  type BulkPriceWarningRecord,
  type PricePoint,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { BulkPriceRefused, type BulkPriceCaller, type BulkPriceDeps } from './bulk-price-context.js';
import { pointsOfSeries, uploadPath, writePrepared } from './prepared-series.js';
import { readBulkPriceCsv, UnreadableBulkFile } from './read-bulk-csv.js';
import { readSeriesUncached } from './read-series-uncached.js';

export interface BulkPriceDryRunInput {
  fileName: string;
  /** The file's bytes: gzip (an upload) or plain text (a feed file). */
  bytes: Uint8Array;
  /** `upload`: replaces each id's whole series (seed 000 §4); `feed`: lays the file's prices over it. */
  source: 'upload' | 'feed';
}

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A domain CSV error as a file issue of the record (row, column, value, key and the numbers that explain it). */
export function fileIssueOf(e: BulkPriceCsvError) {
  return { row: e.row, column: e.column ?? '', value: e.value, messageKey: e.messageKey };
}

export function warningRecordOf(w: BulkPriceWarning): BulkPriceWarningRecord {
  const params: Record<string, string | number> = { id: w.id, date: w.date };
  for (const key of ['fromRow', 'fromDate', 'businessDays', 'move', 'sigmas'] as const) {
    const v = w[key];
    if (v !== undefined) params[key] = v;
  }
  return { row: w.row, column: w.column, value: w.value, messageKey: w.messageKey, params };
}

/**
 * The dry run of a bulk price file (seed 000 §4 "Bulk price update flow", §8 "Bulk price dry run"): stores the file,
 * parses and validates all of it against the ids the caller may update, and records an operation that lists every
 * error, the quality warnings and, for a clean file, the preview per id. A clean file's series are written to the
 * file store as the server read them: the apply tasks take them from there, never from the client.
 */
export async function runBulkPriceDryRun(
  deps: BulkPriceDeps,
  caller: BulkPriceCaller,
  input: BulkPriceDryRunInput,
): Promise<{ operationId: string; ok: boolean }> {
  const ref = refs(deps.db).operations().doc();
  const operationId = ref.id;
  const gzip = isGzip(input.bytes);
  const file = {
    path: uploadPath(operationId, gzip),
    name: input.fileName,
    contentType: gzip ? 'application/gzip' : 'text/csv',
    size: input.bytes.length,
  };
  await deps.files.write(file.path, input.bytes, { contentType: file.contentType });

  const targets = bulkPriceTargets(caller.catalogue, caller.access);
  const base = {
    kind: 'bulkPriceUpdate' as const,
    createdAt: deps.now(),
    createdBy: caller.uid,
    file,
    dryRun: true,
  };
  let result;
  try {
    result = readBulkPriceCsv(input.bytes, {
      knownIds: targets.knownIds,
      updatableIds: targets.updatableIds,
      frequencyOf: (id) => targets.seriesOf.get(id)?.frequency,
    });
  } catch (error) {
    if (!(error instanceof UnreadableBulkFile)) throw error;
    await ref.set(
      operationRecordSchema.parse({
        ...base,
        status: 'failed',
        productIds: [],
        error: { messageKey: 'bulkPrices.errors.fileUnreadable', details: { reason: error.reason } },
        priceUpdate: { source: input.source, rowCount: 0, errorCount: 1 },
      }),
    );
    throw new BulkPriceRefused(error.reason === 'tooLarge' ? 'tooLarge' : 'unreadable', error.message);
  }
  const priceUpdate = {
    source: input.source,
    rowCount: result.ok ? result.rowCount : 0,
    errorCount: result.errorCount,
    warnings: result.warnings.map(warningRecordOf),
    warningCount: result.warningCount,
  };
  if (!result.ok) {
    await ref.set(
      operationRecordSchema.parse({
        ...base,
        status: 'failed',
        productIds: [],
        fileErrors: result.errors.slice(0, BULK_PRICE_CSV_MAX_ERRORS).map(fileIssueOf),
        error: {
          messageKey: 'bulkPrices.errors.fileInvalid',
          details: { errorCount: String(result.errorCount) },
        },
        priceUpdate,
      }),
    );
    deps.log.info?.('bulk price dry run: file refused', { operationId, errorCount: result.errorCount });
    return { operationId, ok: false };
  }

  const changes: BulkPriceChangeRecord[] = [];
  let index = 0;
  for (const [id, filePoints] of result.byId) {
    const seriesBase = targets.seriesOf.get(id);
    if (!seriesBase) throw new Error(`bulk price dry run: no series for updatable id ${id}`);
    const loaded = await readSeriesUncached(deps.db, seriesBase.seriesId);
    const current: PricePoint[] = loaded ? pointsOfSeries(loaded.series) : [];
    const next = input.source === 'feed' ? mergePriceSeries(current, filePoints) : filePoints;
    const { firstChangedDate: _unused, ...change } = compareSeries(id, current, next);
    changes.push({ ...change, seriesId: seriesBase.seriesId });
    await writePrepared(deps.files, operationId, index, { id, base: seriesBase, points: next });
    index++;
  }
  const productIds = changes.filter((c) => targets.seriesOf.get(c.id)?.kind === 'product').map((c) => c.id);
  const benchmarkIds = changes
    .filter((c) => targets.seriesOf.get(c.id)?.kind === 'benchmark')
    .map((c) => c.id);
  await ref.set(
    operationRecordSchema.parse({
      ...base,
      status: 'pending',
      productIds,
      benchmarkIds,
      changes,
      priceUpdate,
    }),
  );
  deps.log.info?.('bulk price dry run: ready to confirm', { operationId, series: changes.length });
  return { operationId, ok: true };
}
