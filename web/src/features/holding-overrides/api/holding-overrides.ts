import {
  holdingOverrideResponseSchema,
  type HoldingOverrideBody,
  type HoldingOverrideResponse,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';

const overrideEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/holding-overrides',
  params: params<HoldingOverrideBody>(),
  response: holdingOverrideResponseSchema,
});

/** Dry run or apply an override file; the server re-validates against the products' real holdings. */
export function runHoldingOverride(body: HoldingOverrideBody): Promise<HoldingOverrideResponse> {
  return apiClient.request(overrideEndpoint, body);
}
