import { API, type ShareClassUpdateBody, type ShareClassUpdateResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';

/*
 * The share-class API (packages/domain/src/contracts/share-classes.ts, docs/share-classes.md): the class and the
 * family's default flags are written by the server in one audited transaction, never by the client (the rules
 * refuse it). The tab reads the saved values back from the live product document.
 */

const updateShareClassEndpoint = defineEndpoint(API.updateShareClass);

export function updateShareClass(
  productId: string,
  body: ShareClassUpdateBody,
): Promise<ShareClassUpdateResponse> {
  return apiClient.request(updateShareClassEndpoint, { id: productId, ...body });
}
