import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { operationRecordSchema, type OperationRecord } from '@portal/domain';
import { refs } from '../../db/refs.js';

/*
 * The one place that writes `operations/{id}` records (seed 000 §3 "Operation records", §4 "Operations"): every
 * operation (bulk prices, component import, holding overrides, export, factsheets) is created, advanced and finished
 * here, so each record says who asked, when, for which file, how far it got and how it ended. Clients only read them
 * (admins all, others their own: firestore.rules).
 */

/** Input of `createOperation`: one record of any kind; defaults (`progress`, `error`, `file`...) are filled in. */
export type NewOperation = OperationRecord extends infer R
  ? R extends OperationRecord
    ? Omit<R, 'progress' | 'error' | 'file' | 'benchmarkIds'> &
        Partial<Pick<R, 'progress' | 'error' | 'file' | 'benchmarkIds'>>
    : never
  : never;

export class OperationNotFoundError extends Error {
  constructor(readonly operationId: string) {
    super(`operation ${operationId} does not exist`);
    this.name = 'OperationNotFoundError';
  }
}

/** Validates the whole record with `operationRecordSchema` and stores it; returns its id. */
export async function createOperation(db: Firestore, record: NewOperation, id?: string): Promise<string> {
  const parsed = operationRecordSchema.parse(record);
  const ref = id === undefined ? refs(db).operations().doc() : refs(db).operation(id);
  await ref.create(parsed);
  return ref.id;
}

/** Reads one record (`undefined` when it does not exist). */
export async function readOperation(db: Firestore, id: string): Promise<OperationRecord | undefined> {
  return (await refs(db).operation(id).get()).data();
}

/**
 * Merges `patch` into a record after checking that the result is still a valid record of its kind, inside a
 * transaction (two workers patching the same record never lose each other's change). Returns the new record.
 */
export async function patchOperation(
  db: Firestore,
  id: string,
  patch: Partial<OperationRecord> | ((current: OperationRecord) => Partial<OperationRecord>),
): Promise<OperationRecord> {
  const ref = refs(db).operation(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new OperationNotFoundError(id);
    const changes = typeof patch === 'function' ? patch(current) : patch;
    const next = operationRecordSchema.parse({ ...current, ...changes, updatedAt: new Date() });
    tx.set(ref, next);
    return next;
  });
}

/**
 * Sets the live progress (and `running` if the record was still pending). Cheap: one field update without reading,
 * for workers reporting often; `done` never exceeds `total`.
 */
export async function setOperationProgress(
  db: Firestore,
  id: string,
  done: number,
  total: number,
): Promise<void> {
  await db.doc(refs(db).operation(id).path).update({
    progress: { done: Math.min(done, total), total },
    updatedAt: new Date(),
  });
}

/**
 * Adds `by` to the progress counter atomically (parallel tasks each finishing a unit). The record must already carry
 * a `progress` with its total.
 */
export async function incrementOperationProgress(db: Firestore, id: string, by = 1): Promise<void> {
  await db.doc(refs(db).operation(id).path).update({
    'progress.done': FieldValue.increment(by),
    updatedAt: new Date(),
  });
}

export type OperationOutcome =
  | { status: 'succeeded'; patch?: Partial<OperationRecord> }
  | {
      status: 'failed';
      /** An i18n key (namespace `operations` or the operation's own) and the values its text needs. */
      error: { messageKey: string; details?: Record<string, string> };
      patch?: Partial<OperationRecord>;
    };

/**
 * Ends an operation. Idempotent: a record already succeeded or failed is left as it is (a retried task that finishes
 * twice does not flip a failure into a success), and the call returns `false`.
 */
export async function finishOperation(
  db: Firestore,
  id: string,
  outcome: OperationOutcome,
): Promise<boolean> {
  const ref = refs(db).operation(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw new OperationNotFoundError(id);
    if (current.status === 'succeeded' || current.status === 'failed') return false;
    const next = operationRecordSchema.parse({
      ...current,
      ...outcome.patch,
      status: outcome.status,
      error:
        outcome.status === 'failed'
          ? { messageKey: outcome.error.messageKey, details: outcome.error.details ?? {} }
          : null,
      progress:
        outcome.status === 'succeeded' && current.progress
          ? { done: current.progress.total, total: current.progress.total }
          : current.progress,
      updatedAt: new Date(),
    });
    tx.set(ref, next);
    return true;
  });
}
