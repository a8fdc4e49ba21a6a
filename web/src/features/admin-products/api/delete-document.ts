import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/** `DELETE /api/products/{id}/documents/{docId}`: the record, then the file, for good (204). */
const deleteDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/products/{id}/documents/{docId}',
  response: z.null(),
  noContentMeansNoData: true,
});

export async function deleteDocument(productId: string, documentId: string): Promise<void> {
  await apiClient.request(deleteDocumentEndpoint, { id: productId, docId: documentId });
}
