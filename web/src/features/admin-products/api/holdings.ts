import { API } from '@portal/domain';
import {
  type HoldingComponent,
  type HoldingImportBody,
  type HoldingImportResponse,
  type HoldingSnapshot,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint } from '../../../lib/api-client';
import { loadFirebase } from '../../../lib/firebase-loader';
import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';

/**
 * The product's holding snapshots, bound live (staff and the product's admins read them; only the holdings admin API
 * writes them). Newest date first.
 */
export function useHoldingSnapshots(productId: string): LiveState<HoldingSnapshot[]> {
  return useLiveStore(
    `holdingSnapshots/${productId}`,
    querySource(
      (sdk) => sdk.refs(sdk.db).holdingSnapshots(productId),
      ({ rows }) => rows.map((r) => r.data).sort((x, y) => y.date.localeCompare(x.date)),
      { what: 'holding snapshot', context: { productId } },
    ),
  );
}

/** The product's holding components as stored (a kind never saved is absent). */
export function useHoldingComponents(productId: string): LiveState<Map<string, HoldingComponent>> {
  return useLiveStore(
    `holdingComponents/${productId}/byKind`,
    querySource(
      (sdk) => sdk.refs(sdk.db).holdingComponents(productId),
      ({ rows }) => new Map(rows.map((r) => [r.id, r.data])),
      { what: 'holding component', context: { productId } },
    ),
  );
}

/** Saves one component (firestore.rules check its shape and that the caller administers the product). */
export function useSaveHoldingComponent(): (productId: string, component: HoldingComponent) => Promise<void> {
  return async (productId, component) => {
    const sdk = await loadFirebase();
    await sdk.setDoc(sdk.refs(sdk.db).holdingComponent(productId, component.kind), component);
  };
}

const importEndpoint = defineEndpoint(API.importHoldings);

/** Imports a holding CSV for one date; the server re-parses it and writes all or nothing. */
export function importHoldings(productId: string, body: HoldingImportBody): Promise<HoldingImportResponse> {
  return apiClient.request(importEndpoint, { id: productId, ...body });
}

const deleteEndpoint = defineEndpoint(API.deleteHoldings);

/** Deletes the holdings of one date. */
export async function deleteHoldings(productId: string, date: string): Promise<void> {
  await apiClient.request(deleteEndpoint, { id: productId, date });
}
