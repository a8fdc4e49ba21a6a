import { onSnapshot, setDoc } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  holdingDeleteResponseSchema,
  holdingImportResponseSchema,
  type HoldingComponent,
  type HoldingImportBody,
  type HoldingImportResponse,
  type HoldingSnapshot,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { refs } from '../../../lib/refs';

type Live<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; value: T };

/**
 * The product's holding snapshots, bound live (staff and the product's admins read them; only the holdings admin API
 * writes them). Newest date first.
 */
export function useHoldingSnapshots(productId: string): Live<HoldingSnapshot[]> {
  const db = useFirestore();
  const [state, setState] = useState<{ productId: string; value: Live<HoldingSnapshot[]> } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        refs(db).holdingSnapshots(productId),
        (snapshot) => {
          const list: HoldingSnapshot[] = [];
          for (const doc of snapshot.docs) {
            try {
              list.push(doc.data());
            } catch (error) {
              logger.error('A holding snapshot is invalid and is not shown', {
                productId,
                id: doc.id,
                error,
              });
            }
          }
          list.sort((a, b) => b.date.localeCompare(a.date));
          setState({ productId, value: { status: 'success', value: list } });
        },
        (error) => {
          logger.error('Could not load the holdings of a product', { productId, error });
          setState({ productId, value: { status: 'error' } });
        },
      ),
    [db, productId],
  );
  return state?.productId === productId ? state.value : { status: 'loading' };
}

/** The product's holding components as stored (a kind never saved is absent). */
export function useHoldingComponents(productId: string): Live<Map<string, HoldingComponent>> {
  const db = useFirestore();
  const [state, setState] = useState<{
    productId: string;
    value: Live<Map<string, HoldingComponent>>;
  } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        refs(db).holdingComponents(productId),
        (snapshot) => {
          const map = new Map<string, HoldingComponent>();
          for (const doc of snapshot.docs) {
            try {
              map.set(doc.id, doc.data());
            } catch (error) {
              logger.error('A holding component is invalid and is not shown', {
                productId,
                id: doc.id,
                error,
              });
            }
          }
          setState({ productId, value: { status: 'success', value: map } });
        },
        (error) => {
          logger.error('Could not load the holding components of a product', { productId, error });
          setState({ productId, value: { status: 'error' } });
        },
      ),
    [db, productId],
  );
  return state?.productId === productId ? state.value : { status: 'loading' };
}

/** Saves one component (firestore.rules check its shape and that the caller administers the product). */
export function useSaveHoldingComponent(): (productId: string, component: HoldingComponent) => Promise<void> {
  const db = useFirestore();
  return (productId, component) => setDoc(refs(db).holdingComponent(productId, component.kind), component);
}

const importEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/products/{id}/holdings',
  params: params<HoldingImportBody>(),
  response: holdingImportResponseSchema,
});

/** Imports a holding CSV for one date; the server re-parses it and writes all or nothing. */
export function importHoldings(productId: string, body: HoldingImportBody): Promise<HoldingImportResponse> {
  return apiClient.request(importEndpoint, { id: productId, ...body });
}

const deleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/products/{id}/holdings/{date}',
  response: holdingDeleteResponseSchema,
});

/** Deletes the holdings of one date. */
export async function deleteHoldings(productId: string, date: string): Promise<void> {
  await apiClient.request(deleteEndpoint, { id: productId, date });
}
