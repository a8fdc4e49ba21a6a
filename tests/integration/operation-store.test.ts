/**
 * The operation record store (functions/src/services/operations/operation-store.ts) on the Firestore emulator: a
 * record is validated on creation, advanced with progress, and finished exactly once. `ops-store-` ids only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOperation,
  finishOperation,
  incrementOperationProgress,
  patchOperation,
  readOperation,
  setOperationProgress,
} from '../../functions/src/services/operations/operation-store.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';

let admin: AdminHandle;
const created: string[] = [];

beforeAll(() => {
  admin = adminFor(emulatorProjectId());
});
afterAll(async () => {
  await Promise.all(created.map((id) => admin.db.doc(`operations/${id}`).delete()));
  await admin.close();
});

const newImport = (id: string) =>
  createOperation(
    admin.db,
    {
      kind: 'holdingDataOverride',
      status: 'pending',
      createdAt: new Date(),
      createdBy: 'ops-store-user',
      createdByEmail: 'ops@example.com',
      productIds: ['ops-store-product'],
      fileErrors: [],
      overridesWritten: 0,
    },
    id,
  ).then((opId) => {
    created.push(opId);
    return opId;
  });

describe('operation store', () => {
  it('creates a valid record with defaults and refuses an invalid one', async () => {
    const id = await newImport('ops-store-a');
    const record = await readOperation(admin.db, id);
    expect(record).toMatchObject({
      kind: 'holdingDataOverride',
      status: 'pending',
      progress: null,
      error: null,
      file: null,
      createdByEmail: 'ops@example.com',
    });
    await expect(
      createOperation(admin.db, {
        kind: 'holdingDataOverride',
        status: 'pending',
        createdAt: new Date(),
        createdBy: 'ops-store-user',
        productIds: [],
        fileErrors: [],
        overridesWritten: 0,
      }),
    ).rejects.toThrow(/at least one product/);
  });

  it('tracks progress, also from parallel increments', async () => {
    const id = await newImport('ops-store-b');
    await patchOperation(admin.db, id, { status: 'running' });
    await setOperationProgress(admin.db, id, 0, 5);
    await Promise.all([1, 2, 3].map(() => incrementOperationProgress(admin.db, id)));
    expect((await readOperation(admin.db, id))?.progress).toEqual({ done: 3, total: 5 });
    await setOperationProgress(admin.db, id, 9, 5);
    expect((await readOperation(admin.db, id))?.progress).toEqual({ done: 5, total: 5 });
  });

  it('finishes once: a second finish is ignored', async () => {
    const id = await newImport('ops-store-c');
    await setOperationProgress(admin.db, id, 1, 4);
    expect(
      await finishOperation(admin.db, id, {
        status: 'failed',
        error: { messageKey: 'operations.error.internal', details: { productId: 'x' } },
      }),
    ).toBe(true);
    expect(await finishOperation(admin.db, id, { status: 'succeeded' })).toBe(false);
    const record = await readOperation(admin.db, id);
    expect(record?.status).toBe('failed');
    expect(record?.error).toEqual({ messageKey: 'operations.error.internal', details: { productId: 'x' } });
    expect(record?.progress).toEqual({ done: 1, total: 4 });
  });

  it('a success completes the progress and applies the final patch', async () => {
    const id = await newImport('ops-store-d');
    await setOperationProgress(admin.db, id, 2, 3);
    await finishOperation(admin.db, id, { status: 'succeeded', patch: { overridesWritten: 7 } });
    const record = await readOperation(admin.db, id);
    expect(record).toMatchObject({
      status: 'succeeded',
      overridesWritten: 7,
      progress: { done: 3, total: 3 },
    });
  });

  it('a patch that breaks the schema is refused and nothing changes', async () => {
    const id = await newImport('ops-store-e');
    await expect(patchOperation(admin.db, id, { productIds: [] })).rejects.toThrow();
    expect((await readOperation(admin.db, id))?.productIds).toEqual(['ops-store-product']);
  });
});
