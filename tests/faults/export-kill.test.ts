import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { exportFolder } from '../../functions/src/services/export/platform-export-operation.js';
import { findRepoRoot } from '../../functions/src/services/files/create-file-store.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { STALE_AFTER_MINUTES } from '../../functions/src/services/operation-sweep/sweep-stale-operations.js';
import { adminFor, emulatorProjectId, HOSTING, type AdminHandle } from '../support/api-emulators.js';
import {
  adminToken,
  ageOperation,
  killWorkers,
  runOperationSweep,
  waitFor,
  workerPids,
} from './fault-support.js';

// A platform export whose worker is killed while it builds the zip. Its task is not retried (maxAttempts 1), so the
// record would say `running` forever: the scheduled sweep ends it `failed` with a readable reason, and no file (let
// alone half a zip) is stored for it.

let admin: AdminHandle;
let token: string;
const store = new LocalFolderFileStore(join(findRepoRoot(), '.local-files', emulatorProjectId()));

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  token = await adminToken(admin, 'fault-ex-admin');
});

afterAll(() => admin.close());

const request = async (): Promise<string> => {
  const res = await fetch(`${HOSTING}/api/operations/exports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { operationId?: string };
  expect(res.status, JSON.stringify(body)).toBeLessThan(300);
  if (!body.operationId) throw new Error('no operation id');
  return body.operationId;
};

const record = async (id: string) => {
  const op = (await refs(admin.db).operation(id).get()).data();
  if (op?.kind !== 'export') throw new Error(`no export ${id}`);
  return op;
};

describe('platform export, worker killed while building', () => {
  it('is swept to failed with a readable reason; no file is stored', async () => {
    const operationId = await request();
    expect((await record(operationId)).status).toBe('running');
    // The task is dispatched a few seconds after the request; its worker then builds the zip.
    await waitFor(
      'the export worker runs',
      () => Promise.resolve(workerPids('buildPlatformExport').length),
      (n) => n > 0,
    );
    expect(killWorkers('buildPlatformExport')).toBeGreaterThan(0);

    // Not retried (maxAttempts 1): the record says running, and nothing is stored.
    expect((await record(operationId)).status).toBe('running');
    expect(await store.list(exportFolder(operationId))).toEqual([]);

    // A sweep before the time limit leaves it alone; after it, the record ends failed.
    await runOperationSweep();
    expect((await record(operationId)).status).toBe('running');
    await ageOperation(admin, operationId, STALE_AFTER_MINUTES.export + 1);
    await runOperationSweep();
    const op = await record(operationId);
    expect(op.status).toBe('failed');
    expect(op.error).toEqual({
      messageKey: 'error.interrupted',
      details: { minutes: String(STALE_AFTER_MINUTES.export) },
    });
    const texts = JSON.parse(
      readFileSync(join(findRepoRoot(), 'web/src/locales/en/operations.json'), 'utf8'),
    ) as { error: Record<string, string> };
    expect(texts.error.interrupted).toContain('{{minutes}}');
    expect(op.file).toBeNull();
    expect(await store.list(exportFolder(operationId))).toEqual([]);

    // The admin requests a new export, which builds a whole zip.
    const again = await request();
    const done = await waitFor(
      'the new export ends',
      () => record(again),
      (r) => r.status !== 'running',
      120_000,
    );
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    if (!done.file) throw new Error('no file on a succeeded export');
    const zip = unzipSync((await store.read(done.file.path)) ?? new Uint8Array());
    expect(Object.keys(zip)).toContain('products.csv');
  });
});
