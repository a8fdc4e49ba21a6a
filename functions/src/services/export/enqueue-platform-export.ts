import { getFunctions } from 'firebase-admin/functions';
import type { ExportTask } from './platform-export-operation.js';
import { taskQueueName } from '../../tenant/deploy-facts.js';

/** Function name = queue name (firebase-admin enqueues by function name): functions/platform-export.ts. */
const PLATFORM_EXPORT_QUEUE = taskQueueName('buildPlatformExport');

/** Enqueues the task of an export operation (the api function calls it after creating the record). */
export const enqueuePlatformExport = (task: ExportTask): Promise<void> =>
  getFunctions().taskQueue(PLATFORM_EXPORT_QUEUE).enqueue(task);
