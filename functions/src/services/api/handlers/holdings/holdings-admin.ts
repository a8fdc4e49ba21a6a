import {
  API,
  isSignedIn,
  isRealDate,
  type HoldingFileRefusal,
  type HoldingImportResponse,
  type ProductConfig,
} from '@portal/domain';
import { deleteHoldingSnapshot, importHoldingSnapshot } from '../../../holdings/holdings-admin.js';
import { deleteHoldingOverride, runHoldingOverride } from '../../../holdings/holding-overrides.js';
import { userEmail } from '../../../users/user-email.js';
import { administeredProduct } from '../../administered-product.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, ok, type ApiReply } from '../../http.js';

/*
 * The holding data endpoints of the admin console (contract: packages/domain/src/contracts/holdings-admin.ts;
 * decisions: docs/holdings-admin.md):
 *   POST   /products/{id}/holdings          import a holding CSV for one date     product admins, flag on
 *   DELETE /products/{id}/holdings/{date}   delete the holdings of one date       product admins, flag on
 *   POST   /holding-overrides               dry run or apply an override file      the operation's access, flags on
 *   DELETE /products/{id}/holding-overrides/{overrideId}   delete one override    the operation's access, flag on
 * The override operation's access is OPERATION_ACCESS's (the domain), checked before the handler runs.
 */

/** The product, when the caller administers it and its configuration allows holding data modification. */
export function holdingDataProduct(c: HandlerContext): ProductConfig {
  const product = administeredProduct(c, 'managing holdings');
  if (!product.allowHoldingDataModification) {
    throw new ApiHttpError('forbidden', `holding data of ${product.productId} may not be modified`, {
      messageKey: 'api.errors.holdingDataLocked',
      details: { productId: product.productId },
    });
  }
  return product;
}

const uidOf = (c: HandlerContext): string => c.caller.uid ?? '';

/** POST /products/{id}/holdings {date, fileName, csv}: 201, or 400 listing every row error (nothing written). */
export async function postHoldings(c: EntryContext<typeof API.importHoldings>): Promise<ApiReply> {
  const product = holdingDataProduct(c);
  const body = c.body;
  const result = await importHoldingSnapshot(c.db, {
    productId: product.productId,
    uid: uidOf(c),
    email: await userEmail(c.db, uidOf(c)),
    body,
    now: new Date(),
  });
  if (!result.ok) {
    const details: HoldingFileRefusal = { errors: result.errors, moreErrors: result.moreErrors };
    const dateExists = result.errors.some((e) => e.messageKey === 'csv.holding.dateExists');
    throw new ApiHttpError('bad-request', `the holding file is refused (${result.errors.length} errors)`, {
      messageKey: dateExists ? 'api.errors.holdingDateExists' : 'api.errors.holdingFileInvalid',
      details,
    });
  }
  const response: HoldingImportResponse = { date: result.date, holdings: result.holdings };
  return created(response);
}

/** DELETE /products/{id}/holdings/{date}: 200 with the date, 404 when the product has no holdings for it. */
export async function deleteHoldings(c: HandlerContext): Promise<ApiReply> {
  const product = holdingDataProduct(c);
  const date = c.params.date ?? '';
  if (!isRealDate(date)) {
    throw new ApiHttpError('bad-request', `not a date: ${date}`, { details: { field: 'date', value: date } });
  }
  const deleted = await deleteHoldingSnapshot(c.db, {
    productId: product.productId,
    uid: uidOf(c),
    date,
    now: new Date(),
  });
  if (!deleted) {
    throw new ApiHttpError('not-found', `no holdings on ${date}`, { details: { date } });
  }
  return ok({ date });
}

/**
 * POST /holding-overrides {productIds, fileName, csv, dryRun}: 200 with the dry run's or the operation's result
 * (`ok: false` lists every error; nothing is written). Every product named must exist and its configuration allow
 * holding data modification (404, 403 otherwise, before anything is read).
 */
export async function postHoldingOverrides(c: EntryContext<typeof API.overrideHoldings>): Promise<ApiReply> {
  if (!isSignedIn(c.access.roles) || c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', 'overriding holdings needs a signed-in user');
  }
  const body = c.body;
  const productIds = [...new Set(body.productIds)];
  for (const productId of productIds) {
    const product = c.config.products.get(productId);
    if (!product)
      throw new ApiHttpError('not-found', `no such product: ${productId}`, { details: { productId } });
    if (!product.allowHoldingDataModification) {
      throw new ApiHttpError('forbidden', `holding data of ${productId} may not be modified`, {
        messageKey: 'api.errors.holdingDataLocked',
        details: { productId },
      });
    }
  }
  const result = await runHoldingOverride(
    { db: c.db, files: c.files },
    { body: { ...body, productIds }, uid: c.caller.uid, now: new Date() },
  );
  return ok(result);
}

/** An override document id (`overrideIdOf`: 40 hex digits). */
const OVERRIDE_ID = /^[0-9a-f]{40}$/;

/** DELETE /products/{id}/holding-overrides/{overrideId}: 200 with the id, 404 when the product has no such override. */
export async function deleteHoldingOverrideOf(c: HandlerContext): Promise<ApiReply> {
  const product = holdingDataProduct(c);
  const overrideId = c.params.overrideId ?? '';
  if (!OVERRIDE_ID.test(overrideId)) {
    throw new ApiHttpError('bad-request', `not an override id: ${overrideId}`, {
      details: { field: 'overrideId', value: overrideId },
    });
  }
  const deleted = await deleteHoldingOverride(c.db, {
    productId: product.productId,
    overrideId,
    uid: uidOf(c),
    now: new Date(),
  });
  if (!deleted) {
    throw new ApiHttpError('not-found', `no override ${overrideId}`, { details: { overrideId } });
  }
  return ok({ overrideId });
}
