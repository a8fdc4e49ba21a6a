import { API } from '@portal/domain';
import { type ComponentCreateBody, type ComponentPage, type ComponentUpdateBody } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, jsonBody, params } from '../../../lib/api-client';

/* The components API (packages/domain/src/contracts/components.ts): every write goes through it. */

const createEndpoint = defineEndpoint(API.createComponent, { params: jsonBody<ComponentCreateBody>() });
const updateEndpoint = defineEndpoint(API.updateComponent, { params: jsonBody<ComponentUpdateBody>() });
const deleteEndpoint = defineEndpoint(API.deleteComponent);
const orderEndpoint = defineEndpoint(API.orderComponents, { params: params<{ ids: readonly string[] }>() });

export async function createComponent(productId: string, body: ComponentCreateBody): Promise<void> {
  await apiClient.request(createEndpoint, { id: productId, body });
}

export async function updateComponent(
  productId: string,
  page: ComponentPage,
  componentId: string,
  body: ComponentUpdateBody,
): Promise<void> {
  await apiClient.request(updateEndpoint, { id: productId, page, componentId, body });
}

export async function deleteComponent(
  productId: string,
  page: ComponentPage,
  componentId: string,
): Promise<void> {
  await apiClient.request(deleteEndpoint, { id: productId, page, componentId });
}

export async function reorderComponents(
  productId: string,
  page: ComponentPage,
  ids: readonly string[],
): Promise<void> {
  await apiClient.request(orderEndpoint, { id: productId, page, ids });
}
