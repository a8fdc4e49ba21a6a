import { apiErrorCodeOfStatus, type ComparisonProduct } from '@portal/domain';
import { apiErrorMessageKey, ApiRequestError, type ApiErrorMessageKey } from '../../../lib/api-client';

type Refused = Extract<ComparisonProduct, { refused: { status: number } }>;
export type Refusal = Refused['refused'];

/** A product of the answer that the reader may not see (its data is not in the answer). */
export const isRefused = (product: ComparisonProduct): product is Refused => product.refused !== null;

/**
 * The message of a refused product (namespace `errors`): the one its own page's call would have failed with, read
 * through the client's error helper, so a key the web has no translation for yet reads as the generic message.
 */
export function refusalMessageKey(refusal: Refusal): ApiErrorMessageKey {
  return apiErrorMessageKey(
    new ApiRequestError({
      status: refusal.status,
      statusText: '',
      code: apiErrorCodeOfStatus(refusal.status) ?? 'http-error',
      messageKey: refusal.messageKey,
      message: refusal.reason ?? '',
      endpoint: '',
    }),
  );
}
