import { API } from '@portal/domain';
import { type HoldingOverride, type HoldingOverrideBody, type HoldingOverrideResponse } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';
import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';

const overrideEndpoint = defineEndpoint(API.overrideHoldings);

/** Dry run or apply an override file; the server re-validates against the products' real holdings. */
export function runHoldingOverride(body: HoldingOverrideBody): Promise<HoldingOverrideResponse> {
  return apiClient.request(overrideEndpoint, body);
}

const deleteEndpoint = defineEndpoint(API.deleteHoldingOverride);

/** Deletes one override of one product (the server checks the caller administers it and records it). */
export async function deleteHoldingOverride(productId: string, overrideId: string): Promise<void> {
  await apiClient.request(deleteEndpoint, { id: productId, overrideId });
}

export interface StoredOverride {
  id: string;
  override: HoldingOverride;
}

/** The overrides in place for one product, bound live (staff and the product's admins read them), by holding name. */
export function useHoldingOverrides(productId: string): LiveState<StoredOverride[]> {
  return useLiveStore(
    `holdingOverrides/${productId}`,
    querySource(
      (sdk) => sdk.refs(sdk.db).holdingOverrides(productId),
      ({ rows }) =>
        rows
          .map(({ id, data }) => ({ id, override: data }))
          .sort((a, b) => a.override.key.holdingName.localeCompare(b.override.key.holdingName)),
      { what: 'holding override', context: { productId } },
    ),
  );
}
