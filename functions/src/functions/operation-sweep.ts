import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { enqueueBulkPriceTask } from '../services/bulk-prices/bulk-price-queue.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { sweepStaleOperations } from '../services/operation-sweep/sweep-stale-operations.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const files = createFileStore();

/**
 * Every 10 minutes: ends the operations whose worker died for good as failed, with the reason `interrupted`
 * (services/operation-sweep/sweep-stale-operations.ts). On the emulator it never fires by itself: POST to `sweepOperations-0`.
 */
export const sweepOperations = onSchedule(
  { schedule: 'every 10 minutes', region: FUNCTIONS_REGION, timeoutSeconds: 300 },
  async () => {
    const db = getFirestore();
    const now = () => new Date();
    await sweepStaleOperations({
      db,
      now,
      log: logger,
      bulkPrices: { db, files, now, log: logger, enqueue: enqueueBulkPriceTask },
    });
  },
);
