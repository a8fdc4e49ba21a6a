import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';

/** `PUT /api/products/{id}/documents/order`: every document id of the product, once, in the new order. */
const reorderDocumentsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/products/{id}/documents/order',
  params: params<{ ids: readonly string[] }>(),
  response: z.object({ ids: z.array(z.string()) }),
});

export async function reorderDocuments(productId: string, ids: readonly string[]): Promise<void> {
  await apiClient.request(reorderDocumentsEndpoint, { id: productId, ids });
}
