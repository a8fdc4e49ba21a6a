import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import { LocalFolderFileStore } from '../../functions/src/services/files/local-folder-file-store.js';
import { createOperation } from '../../functions/src/services/operations/operation-store.js';
import {
  STALE_AFTER_MINUTES,
  sweepStaleOperations,
} from '../../functions/src/services/operation-sweep/sweep-stale-operations.js';
import { adminFor, clearFirestoreProject, type AdminHandle } from '../support/api-emulators.js';

// The sweep of stale operations (services/operation-sweep/sweep-stale-operations.ts) on its own project, with a clock it
// controls: what has been silent longer than its kind allows ends failed with a readable reason, the rest is left.

const PROJECT = 'demo-sweep-check';
let admin: AdminHandle;
const T0 = new Date('2026-01-05T10:00:00Z');
const minutesAfter = (m: number) => new Date(T0.getTime() + m * 60_000);
const log = { error: () => undefined, warn: () => undefined };

const sweep = (at: Date) =>
  sweepStaleOperations({
    db: admin.db,
    now: () => at,
    log,
    bulkPrices: {
      db: admin.db,
      files: new LocalFolderFileStore('/nonexistent-sweep-store'),
      now: () => at,
      log,
      enqueue: () => Promise.resolve(),
    },
  });

const base = { createdAt: T0, updatedAt: T0, createdBy: 'admin-1', productIds: ['p1', 'p2'] };

beforeAll(async () => {
  admin = adminFor(PROJECT);
  await clearFirestoreProject(PROJECT);
});

afterAll(async () => {
  await clearFirestoreProject(PROJECT);
  await admin.close();
});

describe('sweep of stale operations', () => {
  it('ends silent exports and factsheet batches as interrupted, leaves living ones alone', async () => {
    const exportId = await createOperation(admin.db, {
      ...base,
      kind: 'export',
      status: 'running',
      includeBenchmarks: true,
      includeFollowers: true,
      rowCounts: {},
    });
    const factsheetsId = await createOperation(admin.db, {
      ...base,
      kind: 'factsheetGeneration',
      status: 'running',
      languages: ['en'],
      lastFactsheetDate: '2025-12-31',
      needLogin: false,
      isLastFactsheet: false,
      progress: { done: 1, total: 2 },
      results: ['p1', 'p2'].map((productId) => ({
        productId,
        lang: 'en' as const,
        status: 'pending' as const,
        documentId: null,
        warningKeys: [],
        error: null,
      })),
    });
    // p1 was generated before the worker died: its marker exists (and was counted in the progress above).
    await admin.db.doc(paths.factsheetGenerationMarker(factsheetsId, 'p1', 'en')).set({
      operationId: factsheetsId,
      productId: 'p1',
      lang: 'en',
      status: 'succeeded',
      documentId: 'doc-p1',
      warningKeys: [],
      error: null,
      at: T0,
    });
    const importId = await createOperation(admin.db, {
      ...base,
      kind: 'bulkComponentImport',
      status: 'running',
      fileErrors: [],
      componentsWritten: 0,
    });

    // Within every kind's limit: nothing happens.
    expect(await sweep(minutesAfter(STALE_AFTER_MINUTES.bulkComponentImport - 1))).toEqual([]);

    // Past the component import's and the factsheets' limits, not the export's.
    const swept = await sweep(minutesAfter(STALE_AFTER_MINUTES.factsheetGeneration + 1));
    expect(swept.map((s) => s.id).sort()).toEqual([factsheetsId, importId].sort());
    const op = async (id: string) => (await refs(admin.db).operation(id).get()).data();
    expect(await op(importId)).toMatchObject({
      status: 'failed',
      error: { messageKey: 'error.interrupted', details: { minutes: '10' } },
    });
    const factsheets = await op(factsheetsId);
    expect(factsheets).toMatchObject({
      status: 'failed',
      error: { messageKey: 'errors.productsFailed', details: { products: 'p2' } },
      progress: { done: 2, total: 2 },
    });
    expect(factsheets?.kind === 'factsheetGeneration' && factsheets.results).toEqual([
      expect.objectContaining({ productId: 'p1', status: 'succeeded', documentId: 'doc-p1' }),
      expect.objectContaining({
        productId: 'p2',
        status: 'failed',
        error: { messageKey: 'errors.generationFailed', details: { reason: 'interrupted' } },
      }),
    ]);
    expect((await op(exportId))?.status).toBe('running');

    // Past the export's limit: it ends too; a second sweep finds nothing left.
    expect((await sweep(minutesAfter(STALE_AFTER_MINUTES.export + 1))).map((s) => s.id)).toEqual([exportId]);
    expect((await op(exportId))?.status).toBe('failed');
    expect(await sweep(minutesAfter(1000))).toEqual([]);
  });
});
