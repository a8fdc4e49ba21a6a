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
import { operationTaskOptions } from './operation-task.js';

const files = createFileStore();

/**
 * Generates the factsheets of one product of a generate-factsheets operation, in each of its languages
 * (services/factsheets/generation-tasks.ts, docs/factsheets.md).
 */
export const generateFactsheets = onTaskDispatched(
  operationTaskOptions({
    attempts: FACTSHEET_TASK_ATTEMPTS,
    timeoutSeconds: 300,
    maxConcurrentDispatches: 8,
  }),
  async (req) => {
    const db = getFirestore();
    const now = () => new Date();
    // The PDF backend (the same model, layout and PDF as the API's preview), behind the test-only fault switch
    // outside production (src/build-flags.d.ts: not in the production bundle).
    const pdf = pdfFactsheetRenderer({ db, files, now, log: logger });
    const renderer =
      typeof __TEST_FAULTS__ === 'undefined' || __TEST_FAULTS__ ? withEmulatorFaults(db, pdf) : pdf;
    await runFactsheetTask({ db, log: logger, now, renderer }, factsheetTaskSchema.parse(req.data));
  },
);
