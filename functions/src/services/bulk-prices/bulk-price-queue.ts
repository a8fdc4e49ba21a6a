import { getFunctions } from 'firebase-admin/functions';
import type { BulkPriceTask } from './bulk-price-tasks.js';
import { taskQueueName } from '../../tenant/deploy-facts.js';

/** Function name = queue name (firebase-admin enqueues by function name, functions/bulk-price-apply.ts). */
const BULK_PRICE_QUEUE = taskQueueName('applyBulkPrices');

export const enqueueBulkPriceTask = (task: BulkPriceTask): Promise<void> =>
  getFunctions().taskQueue(BULK_PRICE_QUEUE).enqueue(task);
