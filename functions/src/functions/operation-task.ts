import type { TaskQueueOptions } from 'firebase-functions/v2/tasks';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

/**
 * The queue options of an operation's task function (bulk prices, factsheet generation). The queue allows one
 * attempt more than the service uses (`attempts`), so that a task whose last attempt crashed still gets a turn in
 * which the service records the failure (and, for bulk prices, starts the undo); retries come quickly, because an
 * admin is watching the operation's progress.
 */
export function operationTaskOptions(o: {
  attempts: number;
  timeoutSeconds: number;
  maxConcurrentDispatches: number;
}): TaskQueueOptions {
  return {
    region: FUNCTIONS_REGION,
    memory: '1GiB',
    timeoutSeconds: o.timeoutSeconds,
    retryConfig: { maxAttempts: o.attempts + 1, minBackoffSeconds: 1, maxBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: o.maxConcurrentDispatches },
  };
}
