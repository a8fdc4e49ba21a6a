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
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const files = createFileStore();

/**
 * Applies a range of a confirmed bulk price update, or undoes a failed one (services/bulk-prices/bulk-price-tasks.ts,
 * docs/bulk-prices.md). The queue allows one attempt more than the service uses, so that a task whose last attempt
 * crashed still gets a turn that fails the operation and starts the undo.
 */
export const applyBulkPrices = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '1GiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: BULK_PRICE_TASK_ATTEMPTS + 1, minBackoffSeconds: 1, maxBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 4 },
  },
  async (req) => {
    const db = getFirestore();
    await runBulkPriceTask(
      {
        db,
        files,
        log: logger,
        now: () => new Date(),
        enqueue: enqueueBulkPriceTask,
        faultBefore: emulatorFaults(db),
      },
      bulkPriceTaskSchema.parse(req.data),
    );
  },
);
