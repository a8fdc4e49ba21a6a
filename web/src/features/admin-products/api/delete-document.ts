import { API } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/** `DELETE /api/products/{id}/documents/{docId}`: the record, then the file, for good (204). */
const deleteDocumentEndpoint = defineEndpoint(API.deleteDocument);

export async function deleteDocument(productId: string, documentId: string): Promise<void> {
  await apiClient.request(deleteDocumentEndpoint, { id: productId, docId: documentId });
}
