import { getFunctions } from 'firebase-admin/functions';
import type { FactsheetTask } from './generation-tasks.js';
import { taskQueueName } from '../../tenant/deploy-facts.js';

/** Function name = queue name (firebase-admin enqueues by function name, functions/factsheet-generation.ts). */
const FACTSHEET_QUEUE = taskQueueName('generateFactsheets');

export const enqueueFactsheetTask = (task: FactsheetTask): Promise<void> =>
  getFunctions().taskQueue(FACTSHEET_QUEUE).enqueue(task);
