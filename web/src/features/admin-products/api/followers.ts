import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  addFollowersResponseSchema,
  removeFollowerEntryResponseSchema,
  type AddFollowersBody,
  type AddFollowersResponse,
  type Follower,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { refs } from '../../../lib/refs';

export interface AdminFollower {
  id: string;
  follower: Follower;
}

export type AdminFollowersState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; followers: AdminFollower[] };

/**
 * The product's followers, bound live (the rules let admins and the product's admins read them; only the followers
 * API and the follow mirror write them, docs/follow.md). Newest first.
 */
export function useAdminFollowers(productId: string): AdminFollowersState {
  const db = useFirestore();
  const [state, setState] = useState<{ productId: string; value: AdminFollowersState } | null>(null);
  useEffect(
    () =>
      onSnapshot(
        refs(db).followers(productId),
        (snapshot) => {
          const followers: AdminFollower[] = [];
          for (const doc of snapshot.docs) {
            try {
              followers.push({ id: doc.id, follower: doc.data() });
            } catch (error) {
              logger.error('A follower entry is invalid and is not shown', { productId, id: doc.id, error });
            }
          }
          followers.sort((a, b) => b.follower.createdAt.getTime() - a.follower.createdAt.getTime());
          setState({ productId, value: { status: 'success', followers } });
        },
        (error) => {
          logger.error('Could not load the followers of a product', { productId, error });
          setState({ productId, value: { status: 'error' } });
        },
      ),
    [db, productId],
  );
  return state?.productId === productId ? state.value : { status: 'loading' };
}

const addFollowersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/products/{id}/followers',
  params: params<AddFollowersBody>(),
  response: addFollowersResponseSchema,
});

/** Adds one address or a CSV's (the server validates everything and writes all or nothing). */
export function addFollowers(productId: string, body: AddFollowersBody): Promise<AddFollowersResponse> {
  return apiClient.request(addFollowersEndpoint, { id: productId, ...body });
}

const removeFollowerEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/products/{id}/followers/{entryId}',
  response: removeFollowerEntryResponseSchema,
});

/** Removes a follower; a self-registered one also loses the follow in their account. */
export async function removeFollower(productId: string, entryId: string): Promise<void> {
  await apiClient.request(removeFollowerEndpoint, { id: productId, entryId });
}
