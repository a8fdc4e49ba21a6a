import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  holdingOverrideDeleteResponseSchema,
  holdingOverrideResponseSchema,
  type HoldingOverride,
  type HoldingOverrideBody,
  type HoldingOverrideResponse,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { refs } from '../../../lib/refs';

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

const deleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/products/{id}/holding-overrides/{overrideId}',
  response: holdingOverrideDeleteResponseSchema,
});

/** Deletes one override of one product (the server checks the caller administers it and records it). */
export async function deleteHoldingOverride(productId: string, overrideId: string): Promise<void> {
  await apiClient.request(deleteEndpoint, { id: productId, overrideId });
}

export interface StoredOverride {
  id: string;
  override: HoldingOverride;
}

type Live<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; value: T };

/** The overrides in place for one product, bound live (staff and the product's admins read them), by holding name. */
export function useHoldingOverrides(productId: string): Live<StoredOverride[]> {
  const db = useFirestore();
  const [state, setState] = useState<{ productId: string; value: Live<StoredOverride[]> } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        refs(db).holdingOverrides(productId),
        (snapshot) => {
          const list: StoredOverride[] = [];
          for (const doc of snapshot.docs) {
            try {
              list.push({ id: doc.id, override: doc.data() });
            } catch (error) {
              logger.error('A holding override is invalid and is not shown', {
                productId,
                id: doc.id,
                error,
              });
            }
          }
          list.sort((a, b) => a.override.key.holdingName.localeCompare(b.override.key.holdingName));
          setState({ productId, value: { status: 'success', value: list } });
        },
        (error) => {
          logger.error('Could not load the holding overrides of a product', { productId, error });
          setState({ productId, value: { status: 'error' } });
        },
      ),
    [db, productId],
  );
  return state?.productId === productId ? state.value : { status: 'loading' };
}
