import {
  API,
  BULK_PRICE_MAX_UPLOAD_BYTES,
  isSignedIn,
  type BulkPriceConfirmResponse,
  type BulkPriceDryRunResponse,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { BulkPriceRefused, type BulkPriceCaller } from '../../../bulk-prices/bulk-price-context.js';
import { confirmBulkPriceUpdate } from '../../../bulk-prices/bulk-price-confirm.js';
import { runBulkPriceDryRun } from '../../../bulk-prices/bulk-price-dry-run.js';
import { enqueueBulkPriceTask } from '../../../bulk-prices/bulk-price-queue.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, ok, type ApiReply } from '../../http.js';

/*
 * The bulk price update API (contract: packages/domain/src/contracts/bulk-prices.ts; docs/bulk-prices.md):
 *   POST /operations/bulk-price-update?file_name=...      dry run of the gzipped CSV (the body)
 *   POST /operations/bulk-price-update/{operationId}/confirm   apply a clean dry run on Cloud Tasks
 * An admin operation: who may run it is the route's access (OPERATION_ACCESS in the domain, checked before the handler
 * runs); which ids the caller may update is still checked per row by the service.
 */

async function bulkCaller(c: HandlerContext): Promise<BulkPriceCaller> {
  if (!isSignedIn(c.access.roles) || c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', 'a bulk price update needs a signed-in user');
  }
  // For the history tables only: a missing or unreadable user record leaves it out.
  const email = await refs(c.db)
    .user(c.caller.uid)
    .get()
    .then((snap) => snap.data()?.email)
    .catch(() => undefined);
  return {
    uid: c.caller.uid,
    email,
    access: c.access,
    catalogue: { products: [...c.config.products.values()], benchmarks: [...c.config.benchmarks.values()] },
  };
}

function asApiError(error: unknown): unknown {
  if (!(error instanceof BulkPriceRefused)) return error;
  switch (error.reason) {
    case 'notFound':
      return new ApiHttpError('not-found', error.message);
    case 'forbidden':
      return new ApiHttpError('forbidden', error.message);
    case 'tooLarge':
      return new ApiHttpError('payload-too-large', error.message, {
        messageKey: 'api.errors.payloadTooLarge',
      });
    case 'unreadable':
    case 'notConfirmable':
      return new ApiHttpError('bad-request', error.message);
  }
}

const deps = (c: HandlerContext) => ({
  db: c.db,
  files: c.files,
  log: c.log,
  now: () => new Date(),
  enqueue: enqueueBulkPriceTask,
});

/** POST /operations/bulk-price-update?file_name=...: the dry run; 201 with the operation's id (errors inside). */
export async function postBulkPriceDryRun(c: EntryContext<typeof API.bulkPriceDryRun>): Promise<ApiReply> {
  const caller = await bulkCaller(c);
  const query = c.query;
  const bytes = c.rawBody ?? new Uint8Array(0);
  if (bytes.length > BULK_PRICE_MAX_UPLOAD_BYTES) {
    throw new ApiHttpError('payload-too-large', 'the compressed file is larger than 30 MB');
  }
  try {
    const result = await runBulkPriceDryRun(deps(c), caller, {
      fileName: query.file_name,
      bytes,
      source: 'upload',
    });
    const body: BulkPriceDryRunResponse = result;
    return created(body);
  } catch (error) {
    throw asApiError(error);
  }
}

/** POST /operations/bulk-price-update/{operationId}/confirm. */
export async function postBulkPriceConfirm(c: HandlerContext): Promise<ApiReply> {
  const caller = await bulkCaller(c);
  const operationId = c.params.operationId ?? '';
  try {
    const tasks = await confirmBulkPriceUpdate(deps(c), caller, operationId);
    const body: BulkPriceConfirmResponse = { operationId, tasks };
    return ok(body);
  } catch (error) {
    throw asApiError(error);
  }
}
