import { getFunctions } from 'firebase-admin/functions';
import type { FactsheetTask } from './generation-tasks.js';

/** Function name = queue name (firebase-admin enqueues by function name, functions/factsheet-generation.ts). */
const FACTSHEET_QUEUE = 'locations/europe-west6/functions/generateFactsheets';

export const enqueueFactsheetTask = (task: FactsheetTask): Promise<void> =>
  getFunctions().taskQueue(FACTSHEET_QUEUE).enqueue(task);
