import {
  API,
  isProductAdmin,
  isSignedIn,
  type FactsheetGenerationCheck,
  type FactsheetGenerationCheckResponse,
  type FactsheetGenerationRequest,
  type FactsheetGenerationStartResponse,
} from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import { checkProductFactsheets } from '../../../factsheets/generation-check.js';
import { enqueueFactsheetTask } from '../../../factsheets/generation-queue.js';
import { createOperation, finishOperation } from '../../../operations/operation-store.js';
import type { EntryContext } from '../../context.js';
import { ApiHttpError, created, ok, type ApiReply } from '../../http.js';

/*
 * Generate factsheets (/admin/operations/generate-factsheets; docs/factsheets.md "Generation and downloads"):
 *   POST /operations/generate-factsheets/check   the request: per product and language, refusal or warnings
 *   POST /operations/generate-factsheets         the request: checked again, recorded, one task per product
 * Who may run it is the route's access (OPERATION_ACCESS in the domain, checked before the handler runs); each id is
 * still checked against the products the caller administers.
 */

interface Checked {
  uid: string;
  request: FactsheetGenerationRequest;
  checks: FactsheetGenerationCheck[];
}

/** Both calls take the same request (their entries' body schema). */
type GenerationContext = EntryContext<typeof API.generateFactsheets>;

async function checked(c: GenerationContext): Promise<Checked> {
  const uid = c.caller.uid;
  if (!isSignedIn(c.access.roles) || uid === null) {
    throw new ApiHttpError('unauthenticated', 'generating factsheets needs a signed-in user');
  }
  const request = c.body;
  // A product the caller may not administer looks like an unknown one would to a stranger: both are refused as
  // forbidden, naming the ids, so a product admin's stale selection says what to remove.
  const forbidden = request.productIds.filter(
    (id) => !c.config.products.has(id) || !isProductAdmin(c.access, id),
  );
  if (forbidden.length > 0) {
    throw new ApiHttpError('forbidden', `may not generate factsheets of ${forbidden.join(', ')}`, {
      messageKey: 'api.errors.forbidden',
      details: { productIds: forbidden },
    });
  }
  const products = request.productIds.flatMap((id) => c.config.products.get(id) ?? []);
  const checks = (
    await Promise.all(products.map((p) => checkProductFactsheets(c.db, p, request.languages, request.date)))
  ).flat();
  return { uid, request, checks };
}

/** POST /operations/generate-factsheets/check */
export async function postFactsheetGenerationCheck(c: GenerationContext): Promise<ApiReply> {
  const { checks } = await checked(c);
  const body: FactsheetGenerationCheckResponse = { checks };
  return ok(body);
}

/** POST /operations/generate-factsheets: 201 with the operation once its tasks are queued. */
export async function postFactsheetGeneration(c: GenerationContext): Promise<ApiReply> {
  const { uid, request, checks } = await checked(c);
  const refused = checks.filter((x) => x.status !== 'possible');
  if (refused.length > 0) {
    throw new ApiHttpError('bad-request', `${refused.length} factsheet(s) cannot be generated`, {
      messageKey: 'api.errors.factsheetGenerationRefused',
      details: { checks: refused },
    });
  }
  const email = await refs(c.db)
    .user(uid)
    .get()
    .then((s) => s.data()?.email)
    .catch(() => undefined);
  const operationId = await createOperation(c.db, {
    kind: 'factsheetGeneration',
    status: 'pending',
    createdAt: new Date(),
    createdBy: uid,
    ...(email ? { createdByEmail: email } : {}),
    productIds: request.productIds,
    languages: request.languages,
    lastFactsheetDate: request.date,
    needLogin: request.needLogin,
    isLastFactsheet: request.isLastFactsheet,
    progress: { done: 0, total: checks.length },
    results: checks.map((x) => ({
      productId: x.productId,
      lang: x.lang,
      status: 'pending' as const,
      documentId: null,
      warningKeys: x.warnings,
      error: null,
    })),
  });
  try {
    await Promise.all(
      request.productIds.map((productId) => enqueueFactsheetTask({ operationId, productId })),
    );
  } catch (error) {
    c.log.error('factsheet tasks could not be enqueued', { operationId, error: String(error) });
    await finishOperation(c.db, operationId, {
      status: 'failed',
      error: { messageKey: 'errors.generationFailed', details: { reason: 'the tasks could not be queued' } },
    });
    throw error;
  }
  const body: FactsheetGenerationStartResponse = { operationId };
  return created(body);
}
