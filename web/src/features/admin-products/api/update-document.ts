import { API } from '@portal/domain';
import { type DocumentUpdateBody } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/** `PATCH /api/products/{id}/documents/{docId}`: metadata, archive and unarchive. */
const updateDocumentEndpoint = defineEndpoint(API.updateDocument);

/** Changes the given fields of a document (only those: the others stay as another admin may have left them). */
export async function updateDocument(
  productId: string,
  documentId: string,
  change: DocumentUpdateBody,
): Promise<void> {
  await apiClient.request(updateDocumentEndpoint, { id: productId, docId: documentId, ...change });
}
