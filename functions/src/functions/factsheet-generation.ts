import { getFirestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createFileStore } from '../services/files/create-file-store.js';
import { withEmulatorFaults } from '../services/factsheets/generation-faults.js';
import { pdfFactsheetRenderer } from '../services/factsheets/generation-renderer.js';
import {
  FACTSHEET_TASK_ATTEMPTS,
  factsheetTaskSchema,
  runFactsheetTask,
} from '../services/factsheets/generation-tasks.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

const files = createFileStore();

/**
 * Generates the factsheets of one product of a generate-factsheets operation, in each of its languages
 * (services/factsheets/generation-tasks.ts, docs/factsheets.md). The queue allows one attempt more than the service
 * uses, so a task whose last attempt crashed still gets a turn that records its languages as failed.
 */
export const generateFactsheets = onTaskDispatched(
  {
    region: FUNCTIONS_REGION,
    memory: '1GiB',
    timeoutSeconds: 300,
    retryConfig: { maxAttempts: FACTSHEET_TASK_ATTEMPTS + 1, minBackoffSeconds: 1, maxBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 8 },
  },
  async (req) => {
    const db = getFirestore();
    const now = () => new Date();
    // The PDF backend (the same model, layout and PDF as the API's preview), behind the emulator's fault switch.
    const renderer = withEmulatorFaults(db, pdfFactsheetRenderer({ db, files, now, log: logger }));
    await runFactsheetTask({ db, log: logger, now, renderer }, factsheetTaskSchema.parse(req.data));
  },
);
