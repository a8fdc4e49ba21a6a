import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { emulatorFaults } from '../services/bulk-prices/bulk-price-faults.js';
import {
  BULK_PRICE_TASK_ATTEMPTS,
  bulkPriceTaskSchema,
  runBulkPriceTask,
} from '../services/bulk-prices/bulk-price-tasks.js';
import { enqueueBulkPriceTask } from '../services/bulk-prices/bulk-price-queue.js';
import { createFileStore } from '../services/files/create-file-store.js';
import { operationTaskOptions } from './operation-task.js';

const files = createFileStore();

/**
 * Applies a range of a confirmed bulk price update, or undoes a failed one (services/bulk-prices/bulk-price-tasks.ts,
 * docs/bulk-prices.md).
 */
export const applyBulkPrices = onTaskDispatched(
  operationTaskOptions({
    attempts: BULK_PRICE_TASK_ATTEMPTS,
    timeoutSeconds: 540,
    maxConcurrentDispatches: 4,
  }),
  async (req) => {
    const db = getFirestore();
    await runBulkPriceTask(
      {
        db,
        files,
        log: logger,
        now: () => new Date(),
        enqueue: enqueueBulkPriceTask,
        // The test-only fault switch: not in the production bundle (src/build-flags.d.ts).
        ...(typeof __TEST_FAULTS__ === 'undefined' || __TEST_FAULTS__
          ? { faultBefore: emulatorFaults(db) }
          : {}),
      },
      bulkPriceTaskSchema.parse(req.data),
    );
  },
);
