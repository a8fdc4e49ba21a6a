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
import { readSeriesUncached } from './read-series-uncached.js';

/**
 * The apply of a confirmed bulk price update on Cloud Tasks, and its undo (docs/bulk-prices.md).
 *
 * Each `apply` task replaces series `first .. first+count-1` of the operation. Per series: the series as stored is
 * saved to the file store (the backup), then ONE transaction checks that the operation still runs, that this series
 * has no marker yet and that the stored version is the backed-up one, writes the marker and replaces the series. The
 * marker and the new series therefore commit together: a retried or duplicated task skips what is done, counts
 * nothing twice, and the backup always holds what the series was before this operation.
 *
 * A task that keeps failing ({@link BULK_PRICE_TASK_ATTEMPTS} attempts, counted in Firestore, so a crash counts too)
 * fails the operation and enqueues a `rollback` task: it puts every marked series back from its backup (removing
 * the marker in the same transaction), so every series ends all old, and the operation as a whole is undone. An apply
 * transaction that races with the failure reads the changed status and writes nothing.
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
/** The series changed between its backup and the transaction: back it up again. */
class StaleBackup extends Error {}

const markerRef = (db: Firestore, operationId: string, index: number) =>
  db.doc(`${paths.bulkPriceMarkers(operationId)}/${index}`);

/** The operation's total series count and status, or null if it is not a confirmed bulk price update. */
async function readOperation(deps: BulkPriceDeps, operationId: string) {
  const op = (await refs(deps.db).operation(operationId).get()).data();
  if (op?.kind !== 'bulkPriceUpdate' || op.dryRun) return null;
  return op;
}

async function statusOf(tx: Transaction, ref: DocumentReference): Promise<unknown> {
  return (await tx.get(ref)).get('status');
}

/** Replaces series `index` unless it is done; true when this call replaced it. */
async function applyOne(deps: BulkPriceTaskDeps, operationId: string, index: number): Promise<boolean> {
  const marker = markerRef(deps.db, operationId, index);
  if ((await marker.get()).exists) return false;
  await deps.faultBefore?.(operationId, index);
  const prepared = await readPrepared(deps.files, operationId, index);
  const opRef = deps.db.doc(paths.operation(operationId));
  for (let round = 0; ; round++) {
    const before = await readSeriesUncached(deps.db, prepared.base.seriesId);
    const version = before ? before.meta.version : null;
    await writeBackup(deps.files, operationId, index, {
      version,
      base: before ? baseOf(before.meta) : prepared.base,
      points: before ? pointsOfSeries(before.series) : [],
    });
    try {
      await replacePriceSeries(deps.db, prepared.base, prepared.points, {
        inTransaction: async (tx, stored) => {
          const [status, mark] = await Promise.all([statusOf(tx, opRef), tx.get(marker)]);
          if (status !== 'running') throw new OperationStopped();
          if (mark.exists) throw new AlreadyApplied();
          if (stored !== version) throw new StaleBackup();
          tx.create(marker, { id: prepared.id, seriesId: prepared.base.seriesId, at: deps.now() });
        },
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyApplied) return false;
      if (error instanceof StaleBackup && round < 3) continue;
      throw error;
    }
  }
}

const baseOf = (m: PriceSeriesMeta): BulkPriceSeriesBase => ({
  seriesId: m.seriesId,
  kind: m.kind,
  ownerId: m.ownerId,
  frequency: m.frequency,
  currency: m.currency,
});

async function appliedCount(deps: BulkPriceDeps, operationId: string): Promise<number> {
  const snap = await deps.db.collection(paths.bulkPriceMarkers(operationId)).count().get();
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
 * Fails a running (or pending) operation with a readable reason and enqueues its undo. Only the first failure
 * counts; true when this call failed it.
 */
export async function failBulkPriceUpdate(
  deps: BulkPriceTaskDeps,
  operationId: string,
  details: Record<string, string>,
): Promise<boolean> {
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
  for (let index = task.first; index < last; index++) {
    if (await applyOne(deps, task.operationId, index)) await recordProgress(deps, task.operationId, total);
  }
  await recordProgress(deps, task.operationId, total);
}

/**
 * Puts back every series the operation replaced, from its backup (idempotent: each restore removes the marker in
 * its transaction). Only for a failed operation.
 */
export async function rollbackBulkPriceUpdate(deps: BulkPriceDeps, operationId: string): Promise<number> {
  const op = (await refs(deps.db).operation(operationId).get()).data();
  if (op?.kind !== 'bulkPriceUpdate' || op.status !== 'failed') return 0;
  const markers = await deps.db.collection(paths.bulkPriceMarkers(operationId)).get();
  let restored = 0;
  for (const doc of markers.docs) {
    const index = Number(doc.id);
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
  }
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
    const chunks = await tx.get(r.priceChunks(seriesId).select());
    if (!(await guard(tx))) return;
    for (const chunk of chunks.docs) tx.delete(chunk.ref);
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
