import { API } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/** `GET /api/products/{id}/documents` (packages/domain/src/contracts/documents.ts): the reader's list. */
const documentsEndpoint = defineEndpoint(API.documents);

/**
 * The documents page's list of a share class in the reader's language, for the reader's investor profile (both
 * added by the API client to every product read).
 */
export function useReaderDocuments(productId: string) {
  return useApiQuery(documentsEndpoint, { id: productId });
}
