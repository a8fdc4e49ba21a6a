import {
  BULK_PRICE_CSV_MAX_ERRORS,
  bulkPriceTargets,
  compareSeries,
  mergePriceSeries,
  fileIssuesFromCsvErrors,
  type BulkPriceChangeRecord,
  type BulkPriceWarning,
  type BulkPriceWarningRecord,
  type PricePoint,
} from '@portal/domain';
import { refs } from '../../db/refs.js';
import { createOperation, type NewOperation } from '../operations/operation-store.js';
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

/** The working state before anything is counted (`priceUpdate` of the record). */
const EMPTY_STATE = {
  rowCount: 0,
  errorCount: 0,
  warnings: [],
  warningCount: 0,
  confirmedAt: null,
  confirmedBy: null,
  applied: 0,
  restored: 0,
};

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

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
  const operationId = refs(deps.db).operations().doc().id;
  const create = (record: NewOperation) => createOperation(deps.db, record, operationId);
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
    ...(caller.email ? { createdByEmail: caller.email } : {}),
    file,
    dryRun: true,
  };
  let result;
  try {
    result = readBulkPriceCsv(input.bytes, {
      knownIds: targets.knownIds,
      updatableIds: targets.updatableIds,
      frequencyOf: (id) => targets.seriesOf.get(id)?.frequency,
      kindOf: (id) => targets.seriesOf.get(id)?.kind,
    });
  } catch (error) {
    if (!(error instanceof UnreadableBulkFile)) throw error;
    await create({
      ...base,
      status: 'failed',
      productIds: [],
      changes: [],
      fileErrors: [],
      dryRunError: error.reason,
      error: { messageKey: 'bulkPrices.errors.fileUnreadable', details: { reason: error.reason } },
      priceUpdate: { ...EMPTY_STATE, source: input.source, errorCount: 1 },
    });
    throw new BulkPriceRefused(error.reason === 'tooLarge' ? 'tooLarge' : 'unreadable', error.message);
  }
  const priceUpdate = {
    ...EMPTY_STATE,
    source: input.source,
    rowCount: result.ok ? result.rowCount : 0,
    errorCount: result.errorCount,
    warnings: result.warnings.map(warningRecordOf),
    warningCount: result.warningCount,
  };
  if (!result.ok) {
    await create({
      ...base,
      status: 'failed',
      productIds: [],
      changes: [],
      dryRunError: null,
      fileErrors: fileIssuesFromCsvErrors(result.errors, BULK_PRICE_CSV_MAX_ERRORS),
      error: {
        messageKey: 'bulkPrices.errors.fileInvalid',
        details: { errorCount: String(result.errorCount), count: String(result.errorCount) },
      },
      priceUpdate,
    });
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
    const c = compareSeries(id, current, next);
    changes.push({
      id,
      seriesId: seriesBase.seriesId,
      rowsBefore: c.rowsBefore,
      rowsAfter: c.rowsAfter,
      firstDateBefore: c.firstDateBefore,
      lastDateBefore: c.lastDateBefore,
      firstDateAfter: c.firstDateAfter,
      lastDateAfter: c.lastDateAfter,
      lastPriceBefore: c.lastPriceBefore,
      lastPriceAfter: c.lastPriceAfter,
      datesAdded: c.datesAdded,
      datesRemoved: c.datesRemoved,
      pricesChanged: c.pricesChanged,
    });
    await writePrepared(deps.files, operationId, index, { id, base: seriesBase, points: next });
    index++;
  }
  const productIds = changes.filter((c) => targets.seriesOf.get(c.id)?.kind === 'product').map((c) => c.id);
  const benchmarkIds = changes.filter((c) => targets.seriesOf.get(c.id)?.kind !== 'product').map((c) => c.id);
  await create({
    ...base,
    status: 'pending',
    productIds,
    benchmarkIds,
    changes,
    fileErrors: [],
    dryRunError: null,
    priceUpdate,
  });
  deps.log.info?.('bulk price dry run: ready to confirm', { operationId, series: changes.length });
  return { operationId, ok: true };
}
