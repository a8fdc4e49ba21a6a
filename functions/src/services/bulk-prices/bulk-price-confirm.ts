import { bulkPriceTargets, isAdmin } from '@portal/domain';
import { refs } from '../../db/refs.js';
import { BulkPriceRefused, type BulkPriceCaller } from './bulk-price-context.js';
import { hasPrepared } from './prepared-series.js';
import { failBulkPriceUpdate, type BulkPriceTask, type BulkPriceTaskDeps } from './bulk-price-tasks.js';

/** Series per apply task: about 10 tasks for a large file, at most 25 series each, at least one. */
export function seriesPerTask(total: number): number {
  return Math.max(1, Math.min(25, Math.ceil(total / 10)));
}

/**
 * Confirms a clean dry run (by its creator or an admin; seed 000 §4 "review and confirm"): checks again that the
 * caller may update every id, marks the operation confirmed (still `pending`) in a transaction, so a double click
 * confirms once, and enqueues the apply tasks. Returns the number of tasks.
 */
export async function confirmBulkPriceUpdate(
  deps: BulkPriceTaskDeps,
  caller: BulkPriceCaller,
  operationId: string,
): Promise<number> {
  const ref = refs(deps.db).operation(operationId);
  const snap = await ref.get();
  let op: ReturnType<typeof snap.data>;
  try {
    op = snap.data();
  } catch (error) {
    // A record the schema refuses (written around the API before the rules forbade it) confirms nothing: answered
    // like a missing one, logged for the operator, never a 500.
    deps.log.error('an operation record does not match its schema', { operationId, error: String(error) });
    throw new BulkPriceRefused('notFound', `no bulk price update ${operationId}`);
  }
  // Someone else's operation looks like a missing one (no existence leak).
  if (op?.kind !== 'bulkPriceUpdate' || (op.createdBy !== caller.uid && !isAdmin(caller.access.roles))) {
    throw new BulkPriceRefused('notFound', `no bulk price update ${operationId}`);
  }
  const clean =
    op.status === 'pending' && op.dryRun && op.priceUpdate?.errorCount === 0 && op.changes.length > 0;
  // Records a client could create itself have no prepared series in the file store (only functions write there).
  if (!clean || !(await hasPrepared(deps.files, operationId, op.changes.length))) {
    throw new BulkPriceRefused(
      'notConfirmable',
      `operation ${operationId} is not a clean dry run awaiting confirmation`,
    );
  }
  const targets = bulkPriceTargets(caller.catalogue, caller.access);
  const refused = op.changes
    .filter((c) => targets.seriesOf.get(c.id)?.seriesId !== c.seriesId)
    .map((c) => c.id);
  if (refused.length > 0) {
    throw new BulkPriceRefused('forbidden', `may not update ${refused.join(', ')}`);
  }
  const confirmed = await deps.db.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data();
    if (now?.kind !== 'bulkPriceUpdate' || !now.dryRun || now.status !== 'pending') return false;
    tx.update(ref, {
      dryRun: false,
      'priceUpdate.confirmedAt': deps.now(),
      'priceUpdate.confirmedBy': caller.uid,
      progress: { done: 0, total: op.changes.length },
      updatedAt: deps.now(),
    });
    return true;
  });
  if (!confirmed)
    throw new BulkPriceRefused('notConfirmable', `operation ${operationId} was confirmed already`);

  const total = op.changes.length;
  const size = seriesPerTask(total);
  const tasks: BulkPriceTask[] = [];
  for (let first = 0; first < total; first += size) {
    tasks.push({ operationId, action: 'apply', first, count: Math.min(size, total - first) });
  }
  try {
    await Promise.all(tasks.map((task) => deps.enqueue(task)));
  } catch (error) {
    deps.log.error('bulk price tasks could not be enqueued', { operationId, error: String(error) });
    await failBulkPriceUpdate(deps, operationId, { reason: 'enqueue failed' });
    throw error;
  }
  deps.log.info?.('bulk price update confirmed', { operationId, series: total, tasks: tasks.length });
  return tasks.length;
}
