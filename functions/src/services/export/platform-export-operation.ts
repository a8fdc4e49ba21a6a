import type { Firestore } from 'firebase-admin/firestore';
import { exportFileName, exportScope, type AccessContext, type ProductConfig } from '@portal/domain';
import { refs } from '../../db/refs.js';
import type { FileStore } from '../files/file-store.js';
import { createOperation, finishOperation } from '../operations/operation-store.js';
import { buildPlatformExport } from './build-platform-export.js';

/*
 * The platform export as an operation (seed 000 §4 "Exports: running, succeeded, failed"; docs/operations.md): the
 * request creates the `export` record as running and enqueues one Cloud Tasks task; the task builds the zip, stores
 * it at `exports/<operationId>/<name>.zip` and finishes the record, or records why it failed.
 */

export interface ExportTask {
  operationId: string;
}

export class ExportRefused extends Error {}

export interface ExportRequestDeps {
  db: Firestore;
  access: AccessContext;
  catalogue: readonly ProductConfig[];
  uid: string;
  now: Date;
  enqueue: (task: ExportTask) => Promise<void>;
}

/** Creates the running record and enqueues its task; refused (ExportRefused) for a caller with nothing to export. */
export async function requestPlatformExport(deps: ExportRequestDeps): Promise<string> {
  const scope = exportScope(deps.access, deps.catalogue);
  if (!scope) throw new ExportRefused('an export needs an admin or the admin of a product');
  const user = (await refs(deps.db).user(deps.uid).get()).data();
  const operationId = await createOperation(deps.db, {
    kind: 'export',
    status: 'running',
    createdAt: deps.now,
    createdBy: deps.uid,
    ...(user?.email ? { createdByEmail: user.email } : {}),
    productIds: scope.productIds,
    includeBenchmarks: scope.includeBenchmarks,
    includeFollowers: scope.includeFollowers,
    rowCounts: {},
  });
  try {
    await deps.enqueue({ operationId });
  } catch (error) {
    await finishOperation(deps.db, operationId, {
      status: 'failed',
      error: { messageKey: 'errors.notQueued', details: { reason: String(error) } },
    });
    throw error;
  }
  return operationId;
}

export interface ExportTaskDeps {
  db: Firestore;
  files: FileStore;
  now: () => Date;
  log: Record<'info' | 'error', (message: string, context: Record<string, unknown>) => void>;
}

/** The products as stored; one that does not parse is left out and logged (its rows would be guesses). */
async function readCatalogue(deps: ExportTaskDeps): Promise<ProductConfig[]> {
  const snap = await refs(deps.db).products().get();
  return snap.docs.flatMap((d) => {
    try {
      return [d.data()];
    } catch (error) {
      deps.log.error('export: product document does not parse, left out', { id: d.id, error: String(error) });
      return [];
    }
  });
}

/** Where an export's zip lives; the download endpoint serves only paths under this folder. */
export const exportFolder = (operationId: string): string => `exports/${operationId}/`;

/**
 * Runs one export task. Idempotent: a record that is missing or no longer running is left alone (a duplicate
 * delivery after the first finished); a duplicate running at the same time writes the same path and finishes the
 * same way. A failure finishes the record as failed with its reason, and the task is not retried (the admin
 * requests a new export; a half-built zip is never stored, since the file is written only once complete).
 */
export async function runPlatformExport(deps: ExportTaskDeps, task: ExportTask): Promise<void> {
  const { operationId } = task;
  const op = (await refs(deps.db).operation(operationId).get()).data();
  if (op?.kind !== 'export' || op.status !== 'running') {
    deps.log.info('export task skipped: no running export', { operationId, status: op?.status ?? null });
    return;
  }
  try {
    const at = deps.now();
    const { bytes, counts } = await buildPlatformExport(
      { db: deps.db, catalogue: await readCatalogue(deps), now: at },
      {
        productIds: op.productIds,
        includeBenchmarks: op.includeBenchmarks,
        includeFollowers: op.includeFollowers,
      },
    );
    const name = exportFileName(at);
    const path = `${exportFolder(operationId)}${name}`;
    await deps.files.write(path, bytes, { contentType: 'application/zip' });
    await finishOperation(deps.db, operationId, {
      status: 'succeeded',
      patch: { file: { path, name, contentType: 'application/zip', size: bytes.length }, rowCounts: counts },
    });
  } catch (error) {
    deps.log.error('export failed', { operationId, error: String(error) });
    await finishOperation(deps.db, operationId, {
      status: 'failed',
      error: {
        messageKey: 'errors.failed',
        details: { reason: error instanceof Error ? error.message : String(error) },
      },
    });
  }
}
