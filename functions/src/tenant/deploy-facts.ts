import { tenantRuntime } from './tenant-runtime.js';

/*
 * The deploy facts of these functions, from the tenant's configuration only (tenant.json `firebase`, stamped into
 * the bundle by functions/tenant-stamp.ts and read through `tenantRuntime`). firebase-functions reads a function's
 * options when the module defines it, so the region is read once, at load: a re-stamp for another tenant (the test
 * sweep) keeps the region the instance started with (every tenant of this repo shares one; a tenant in another
 * region is its own deploy anyway).
 */

/** The region every function of this deploy runs in, and its task queues live in. */
export const FUNCTIONS_REGION: string = tenantRuntime().region;

/** The task queue of a task-queue function (firebase-admin enqueues by function name = the function's export). */
export const taskQueueName = (functionName: string): string =>
  `locations/${FUNCTIONS_REGION}/functions/${functionName}`;
