import { API } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';

/** `PUT /api/products/{id}/documents/order`: every document id of the product, once, in the new order. */
const reorderDocumentsEndpoint = defineEndpoint(API.reorderDocuments, {
  params: params<{ ids: readonly string[] }>(),
});

export async function reorderDocuments(productId: string, ids: readonly string[]): Promise<void> {
  await apiClient.request(reorderDocumentsEndpoint, { id: productId, ids });
}
