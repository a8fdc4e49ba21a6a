import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { paths, type BulkPriceSeriesBase, type PriceSeriesMeta } from '@portal/domain';
import { z } from 'zod';
import { refs } from '../../db/refs.js';
import { finishOperation } from '../operations/operation-store.js';
import { replacePriceSeries } from '../prices/write-series.js';
import type { BulkPriceDeps } from './bulk-price-context.js';
import { pointsOfSeries, readBackup, readPrepared, writeBackup } from './prepared-series.js';

/**
 * The apply of a confirmed bulk price update on Cloud Tasks, and its undo (docs/bulk-prices.md).
 *
 * Each `apply` task replaces series `first .. first+count-1` of the operation, a few at once. Per series, ONE
 * transaction reads the stored series, checks that the operation was not stopped and that this series has no marker
 * yet, saves what it read to the file store (the backup, before the commit), writes the marker and replaces the
 * series. The marker and the new series therefore commit together: a retried or duplicated task skips what is done,
 * counts nothing twice, and the backup always holds what the series was before this operation.
 *
 * A task that keeps failing ({@link BULK_PRICE_TASK_ATTEMPTS} attempts, counted in Firestore, so a crash counts too)
 * fails the operation and enqueues a `rollback` task: it puts every marked series back from its backup (removing
 * the marker in the same transaction), so every series ends all old, and the operation as a whole is undone. The
 * failure first writes a stop document that every apply transaction reads: one racing with the failure either
 * commits before it (and the undo sees its marker) or reads it and writes nothing.
 */
export type BulkPriceTask =
  | { operationId: string; action: 'apply'; first: number; count: number }
  | { operationId: string; action: 'rollback' };

export const bulkPriceTaskSchema = z.discriminatedUnion('action', [
  z.strictObject({
    operationId: z.string().min(1),
    action: z.literal('apply'),
    first: z.number().int().nonnegative(),
    count: z.number().int().positive(),
  }),
  z.strictObject({ operationId: z.string().min(1), action: z.literal('rollback') }),
]);

/** Attempts of one task before the operation is failed; the queue allows one more, which only fails it. */
export const BULK_PRICE_TASK_ATTEMPTS = 4;

export interface BulkPriceTaskDeps extends BulkPriceDeps {
  enqueue: (task: BulkPriceTask) => Promise<void>;
  /** A test-only fault before the series at this index is replaced (emulator only; see `bulk-price-faults.ts`). */
  faultBefore?: (operationId: string, index: number) => Promise<void>;
}

/** The operation stopped (failed): nothing more is applied. */
class OperationStopped extends Error {}
/** The series already carries this operation's marker. */
class AlreadyApplied extends Error {}

const markerRef = (db: Firestore, operationId: string, index: number) =>
  db.doc(paths.bulkPriceMarker(operationId, index));
/** The markers of one operation (their `index` field is the series index). */
const markersOf = (db: Firestore, operationId: string) =>
  db.collection(paths.bulkPriceMarkers()).where('operationId', '==', operationId);
const stopRef = (db: Firestore, operationId: string) => db.doc(paths.bulkPriceStop(operationId));

/** Series one task replaces at once (each its own transaction). */
const SERIES_AT_ONCE = 4;
/** A task records progress at most this often (and when it ends): the dashboard is live, the record not hot. */
const PROGRESS_EVERY_MS = 1000;

/** The operation's total series count and status, or null if it is not a confirmed bulk price update. */
async function readOperation(deps: BulkPriceDeps, operationId: string) {
  const op = (await refs(deps.db).operation(operationId).get()).data();
  if (op?.kind !== 'bulkPriceUpdate' || op.dryRun) return null;
  return op;
}

async function statusOf(tx: Transaction, ref: DocumentReference): Promise<unknown> {
  return (await tx.get(ref)).get('status');
}

/**
 * Replaces series `index` unless it is done; true when this call replaced it. ONE transaction reads the stored
 * series, the stop document and the marker; writes the backup of what it read to the file store (before the
 * commit: a retried transaction writes it again from its new read); then creates the marker and replaces the series.
 * The operation record itself is not read, so the progress writes of other tasks never contend with it.
 */
async function applyOne(deps: BulkPriceTaskDeps, operationId: string, index: number): Promise<boolean> {
  await deps.faultBefore?.(operationId, index);
  const prepared = await readPrepared(deps.files, operationId, index);
  const marker = markerRef(deps.db, operationId, index);
  const stop = stopRef(deps.db, operationId);
  try {
    await replacePriceSeries(deps.db, prepared.base, prepared.points, {
      readStored: true,
      inTransaction: async (tx, version, stored) => {
        const [stopped, mark] = await Promise.all([tx.get(stop), tx.get(marker)]);
        if (stopped.exists) throw new OperationStopped();
        if (mark.exists) throw new AlreadyApplied();
        await writeBackup(deps.files, operationId, index, {
          version,
          base: stored ? baseOf(stored.meta) : prepared.base,
          points: stored ? pointsOfSeries(stored.series) : [],
        });
        tx.create(marker, {
          operationId,
          index,
          id: prepared.id,
          seriesId: prepared.base.seriesId,
          at: deps.now(),
        });
      },
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyApplied) return false;
    throw error;
  }
}

/** Runs `fn` over `items`, at most `limit` at once; the first failure is thrown once every started call ended. */
async function forEachAtOnce<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      try {
        await fn(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
}

const baseOf = (m: PriceSeriesMeta): BulkPriceSeriesBase => ({
  seriesId: m.seriesId,
  kind: m.kind,
  ownerId: m.ownerId,
  frequency: m.frequency,
  currency: m.currency,
});

async function appliedCount(deps: BulkPriceDeps, operationId: string): Promise<number> {
  const snap = await markersOf(deps.db, operationId).count().get();
  return snap.data().count;
}

/** Records progress; the task that sees every series marked finishes the operation. */
async function recordProgress(deps: BulkPriceDeps, operationId: string, total: number): Promise<void> {
  const done = await appliedCount(deps, operationId);
  const ref = deps.db.doc(paths.operation(operationId));
  const running = await deps.db.runTransaction(async (tx) => {
    if ((await statusOf(tx, ref)) !== 'running') return false;
    tx.update(ref, { 'priceUpdate.applied': done, progress: { done, total }, updatedAt: deps.now() });
    return true;
  });
  if (running && done >= total) await finishOperation(deps.db, operationId, { status: 'succeeded' });
}

/** Counts this attempt of the task (a crash counts as well); the number of attempts so far, this one included. */
async function countAttempt(deps: BulkPriceDeps, task: BulkPriceTask): Promise<number> {
  const key = task.action === 'apply' ? `apply-${task.first}-${task.count}` : 'rollback';
  const ref = deps.db.doc(paths.bulkPriceTaskAttempts(task.operationId, key));
  return deps.db.runTransaction(async (tx) => {
    const attempts = ((await tx.get(ref)).get('attempts') as number | undefined) ?? 0;
    tx.set(ref, { attempts: attempts + 1, at: deps.now() });
    return attempts + 1;
  });
}

/**
 * Fails a running (or pending) operation with a readable reason and enqueues its undo. The stop document is written
 * first, in a transaction: every apply transaction reads it, so none commits after it and the undo sees every
 * series that was replaced. Only the first failure counts; true when this call failed it.
 */
export async function failBulkPriceUpdate(
  deps: BulkPriceTaskDeps,
  operationId: string,
  details: Record<string, string>,
): Promise<boolean> {
  const stop = stopRef(deps.db, operationId);
  await deps.db.runTransaction(async (tx) => {
    if (!(await tx.get(stop)).exists) tx.create(stop, { at: deps.now(), details });
  });
  const failed = await finishOperation(deps.db, operationId, {
    status: 'failed',
    error: { messageKey: 'bulkPrices.errors.applyFailed', details },
  });
  if (failed) {
    try {
      await deps.enqueue({ operationId, action: 'rollback' });
    } catch (error) {
      deps.log.error('bulk price rollback could not be enqueued: undoing now', {
        operationId,
        error: String(error),
      });
      await rollbackBulkPriceUpdate(deps, operationId);
    }
  }
  return failed;
}

async function applyRange(deps: BulkPriceTaskDeps, task: Extract<BulkPriceTask, { action: 'apply' }>) {
  const op = await readOperation(deps, task.operationId);
  if (!op || op.status === 'failed' || op.status === 'succeeded') return;
  const ref = deps.db.doc(paths.operation(task.operationId));
  if (op.status === 'pending') {
    await deps.db.runTransaction(async (tx) => {
      if ((await statusOf(tx, ref)) === 'pending')
        tx.update(ref, { status: 'running', updatedAt: deps.now() });
    });
  }
  const total = op.changes.length;
  const last = Math.min(total, task.first + task.count);
  // What an earlier delivery of this task finished (each transaction checks its marker again).
  const marked = await markersOf(deps.db, task.operationId).select('index').get();
  const done = new Set(marked.docs.map((d) => d.get('index') as number));
  const todo: number[] = [];
  for (let index = task.first; index < last; index++) if (!done.has(index)) todo.push(index);
  let progressAt = Date.now();
  await forEachAtOnce(todo, SERIES_AT_ONCE, async (index) => {
    if (!(await applyOne(deps, task.operationId, index))) return;
    if (Date.now() - progressAt < PROGRESS_EVERY_MS) return;
    progressAt = Date.now();
    await recordProgress(deps, task.operationId, total);
  });
  await recordProgress(deps, task.operationId, total);
}

/**
 * Puts back every series the operation replaced, from its backup (idempotent: each restore removes the marker in
 * its transaction). Only for a failed operation.
 */
export async function rollbackBulkPriceUpdate(deps: BulkPriceDeps, operationId: string): Promise<number> {
  const op = (await refs(deps.db).operation(operationId).get()).data();
  if (op?.kind !== 'bulkPriceUpdate' || op.status !== 'failed') return 0;
  const markers = await markersOf(deps.db, operationId).get();
  let restored = 0;
  await forEachAtOnce(markers.docs, SERIES_AT_ONCE, async (doc) => {
    const index = doc.get('index') as number;
    const backup = await readBackup(deps.files, operationId, index);
    const marker = doc.ref;
    const stillMarked = async (tx: Transaction) => {
      if (!(await tx.get(marker)).exists) return false;
      tx.delete(marker);
      return true;
    };
    if (backup.version === null || backup.points.length === 0) {
      await deleteSeries(deps.db, backup.base.seriesId, stillMarked);
    } else {
      await replacePriceSeries(deps.db, backup.base, backup.points, {
        inTransaction: async (tx) => {
          if (!(await stillMarked(tx))) throw new AlreadyApplied();
        },
      }).catch((error: unknown) => {
        if (!(error instanceof AlreadyApplied)) throw error;
      });
    }
    restored++;
  });
  const left = await appliedCount(deps, operationId);
  await deps.db.doc(paths.operation(operationId)).update({
    'priceUpdate.applied': left,
    progress: null,
    'priceUpdate.restored': FieldValue.increment(restored),
    updatedAt: deps.now(),
  });
  deps.log.info?.('bulk price update undone', { operationId, restored });
  return restored;
}

/** Deletes a series that did not exist before the operation (meta and chunks), in one transaction. */
async function deleteSeries(
  db: Firestore,
  seriesId: string,
  guard: (tx: Transaction) => Promise<boolean>,
): Promise<void> {
  const r = refs(db);
  await db.runTransaction(async (tx) => {
    const meta = (await tx.get(r.priceMeta(seriesId))).data();
    if (!(await guard(tx))) return;
    for (const id of meta?.chunkIds ?? []) tx.delete(r.priceChunk(seriesId, id));
    tx.delete(r.priceMeta(seriesId));
  });
}

/**
 * Runs one task. Returns normally when the queue must not retry (done, skipped, or given up after failing the
 * operation); throws to have it retried.
 */
export async function runBulkPriceTask(deps: BulkPriceTaskDeps, task: BulkPriceTask): Promise<void> {
  const attempt = await countAttempt(deps, task);
  if (task.action === 'rollback') {
    await rollbackBulkPriceUpdate(deps, task.operationId);
    return;
  }
  if (attempt > BULK_PRICE_TASK_ATTEMPTS) {
    // The previous attempts ended without a word (a crash): give up.
    await failBulkPriceUpdate(deps, task.operationId, { reason: 'interrupted', task: `${task.first}` });
    return;
  }
  try {
    await applyRange(deps, task);
  } catch (error) {
    if (error instanceof OperationStopped) return;
    deps.log.error('bulk price task failed', { ...task, attempt, error: String(error) });
    if (attempt < BULK_PRICE_TASK_ATTEMPTS) throw error;
    await failBulkPriceUpdate(deps, task.operationId, {
      reason: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
      task: `${task.first}`,
    });
  }
}
