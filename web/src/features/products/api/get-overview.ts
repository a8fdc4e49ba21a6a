import { SITE_CALLS } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/** `GET /api/products/{id}/overview` (packages/domain/src/contracts/overview.ts): the overview's texts. */
const overviewEndpoint = defineEndpoint(SITE_CALLS.overview);

/**
 * The overview's per-language content (header, description, disclaimer) for the reader: the API client adds the
 * reader's language and investor profile, as to every product read.
 */
export function useOverviewContent(productId: string) {
  return useApiQuery(overviewEndpoint, { id: productId });
}
