import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { createFileStore } from '../services/files/create-file-store.js';
import { runPlatformExport } from '../services/export/platform-export-operation.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const taskSchema = z.strictObject({ operationId: z.string().min(1) });

/**
 * Builds a platform export (services/export/platform-export-operation.ts): one task per export; a failure is
 * recorded on the operation, not retried (maxAttempts 1). Memory for a large tenant's compressed output.
 */
export const buildPlatformExport = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    retryConfig: { maxAttempts: 1 },
    rateLimits: { maxConcurrentDispatches: 1 },
    memory: '1GiB',
    timeoutSeconds: 1800,
  },
  async (req) => {
    await runPlatformExport(
      { db: getFirestore(), files: createFileStore(), now: () => new Date(), log: logger },
      taskSchema.parse(req.data),
    );
  },
);
