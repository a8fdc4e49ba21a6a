import {
  componentWriteResponseSchema,
  type ComponentCreateBody,
  type ComponentPage,
  type ComponentUpdateBody,
} from '@portal/domain';
import { z } from 'zod';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, jsonBody, params } from '../../../lib/api-client';

/* The components API (packages/domain/src/contracts/components.ts): every write goes through it. */

const createEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/products/{productId}/components',
  params: jsonBody<ComponentCreateBody>(),
  response: componentWriteResponseSchema,
});
const updateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/products/{productId}/components/{page}/{componentId}',
  params: jsonBody<ComponentUpdateBody>(),
  response: componentWriteResponseSchema,
});
const deleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/products/{productId}/components/{page}/{componentId}',
  response: z.unknown(),
});
const orderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/products/{productId}/components/{page}',
  params: params<{ ids: readonly string[] }>(),
  response: z.object({ ids: z.array(z.string()) }),
});

export async function createComponent(productId: string, body: ComponentCreateBody): Promise<void> {
  await apiClient.request(createEndpoint, { productId, ...body });
}

export async function updateComponent(
  productId: string,
  page: ComponentPage,
  componentId: string,
  body: ComponentUpdateBody,
): Promise<void> {
  await apiClient.request(updateEndpoint, { productId, page, componentId, ...body });
}

export async function deleteComponent(
  productId: string,
  page: ComponentPage,
  componentId: string,
): Promise<void> {
  await apiClient.request(deleteEndpoint, { productId, page, componentId });
}

export async function reorderComponents(
  productId: string,
  page: ComponentPage,
  ids: readonly string[],
): Promise<void> {
  await apiClient.request(orderEndpoint, { productId, page, ids });
}
