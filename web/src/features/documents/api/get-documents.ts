import { documentListResponseSchema, type DocumentReaderQuery } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

/** `GET /api/products/{id}/documents` (packages/domain/src/contracts/documents.ts): the reader's list. */
const documentsEndpoint = defineEndpoint({
  path: '/api/products/{id}/documents',
  params: params<DocumentReaderQuery>(),
  response: documentListResponseSchema,
});

/** The documents page's list of a share class in the reader's language, for the reader's investor profile. */
export function useReaderDocuments(productId: string, query: DocumentReaderQuery) {
  return useApiQuery(documentsEndpoint, { id: productId, ...query });
}
