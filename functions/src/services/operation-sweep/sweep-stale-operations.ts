import type { Firestore } from 'firebase-admin/firestore';
import type { OperationKind, OperationRecord } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { Logger } from '../core/logger.js';
import { failBulkPriceUpdate, type BulkPriceTaskDeps } from '../bulk-prices/bulk-price-tasks.js';
import { failInterruptedFactsheets } from '../factsheets/generation-tasks.js';
import { finishOperation } from '../operations/operation-store.js';

/*
 * Operations whose worker died for good (docs/faults-and-backups.md). A task killed mid-way is retried by Cloud Tasks
 * and resumes (bulk prices, factsheets: markers skip what is done); but an export is not retried, and a queue that
 * lost its tasks (the whole emulator suite killed, a task deleted by hand, a deploy that renamed a queue) retries
 * nothing. Such a record would say `running` forever. The scheduled sweep ends every operation that has not moved for
 * longer than its kind's tasks can take: failed, with the reason `interrupted`, and with the kind's own clean-up.
 */

/**
 * Silence after which an operation counts as interrupted: longer than one task's time-out plus the queue's retries,
 * so a slow but living worker is never swept. An export writes no progress while it builds (time-out 1,800 s).
 */
export const STALE_AFTER_MINUTES: Record<OperationKind, number> = {
  bulkPriceUpdate: 20,
  factsheetGeneration: 20,
  export: 40,
  bulkComponentImport: 10,
  holdingDataOverride: 10,
};

export interface SweepDeps {
  db: Firestore;
  now: () => Date;
  log: Logger & { info?: (message: string, context: Record<string, unknown>) => void };
  /** For a bulk price update: its undo is a task (or runs at once when it cannot be enqueued). */
  bulkPrices: BulkPriceTaskDeps;
}

/** What the sweep did to one operation. */
export interface SweptOperation {
  id: string;
  kind: OperationKind;
  lastUpdate: string;
}

const lastUpdateOf = (op: OperationRecord): Date => op.updatedAt ?? op.createdAt;

/** A pending dry run waits for its confirmation, as long as the user likes: it is not work in progress. */
const awaitingUser = (op: OperationRecord): boolean =>
  op.status === 'pending' && op.kind === 'bulkPriceUpdate' && op.dryRun;

async function endInterrupted(deps: SweepDeps, id: string, op: OperationRecord): Promise<void> {
  const minutes = String(STALE_AFTER_MINUTES[op.kind]);
  switch (op.kind) {
    case 'bulkPriceUpdate':
      // Fails it and enqueues the undo: every series ends as it was before the operation.
      await failBulkPriceUpdate(deps.bulkPrices, id, { reason: 'interrupted', minutes });
      return;
    case 'factsheetGeneration':
      // What was generated stays (each factsheet is stored whole); the rest is listed as failed.
      await failInterruptedFactsheets(deps, id);
      return;
    default:
      await finishOperation(deps.db, id, {
        status: 'failed',
        error: { messageKey: 'error.interrupted', details: { minutes } },
      });
  }
}

/** Ends every stale pending or running operation; returns what it ended. */
export async function sweepStaleOperations(deps: SweepDeps): Promise<SweptOperation[]> {
  const now = deps.now().getTime();
  const open = await refs(deps.db).operations().where('status', 'in', ['pending', 'running']).get();
  const swept: SweptOperation[] = [];
  for (const snap of open.docs) {
    let op: OperationRecord;
    try {
      op = snap.data();
    } catch (error) {
      // One record that no longer parses must not keep the others from being swept.
      deps.log.error('an operation record does not parse', { operationId: snap.id, error: String(error) });
      continue;
    }
    const last = lastUpdateOf(op);
    if (awaitingUser(op) || now - last.getTime() < STALE_AFTER_MINUTES[op.kind] * 60_000) continue;
    try {
      await endInterrupted(deps, snap.id, op);
      swept.push({ id: snap.id, kind: op.kind, lastUpdate: last.toISOString() });
    } catch (error) {
      deps.log.error('a stale operation could not be ended', { operationId: snap.id, error: String(error) });
    }
  }
  if (swept.length > 0) deps.log.warn('stale operations ended as interrupted', { swept });
  return swept;
}
