import { API } from '@portal/domain';
import {
  type AddFollowersBody,
  type AddFollowersResponse,
  type Follower,
  type RemoveFollowerResponse,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';
import { querySource, useLiveStore, type LiveState } from '../../../lib/live-store';

export interface AdminFollower {
  id: string;
  follower: Follower;
}

/**
 * The product's followers, bound live (the rules let admins and the product's admins read them; only the followers
 * API and the follow mirror write them, docs/follow.md). Newest first.
 */
export function useAdminFollowers(productId: string): LiveState<AdminFollower[]> {
  return useLiveStore(
    `followers/${productId}`,
    querySource(
      (sdk) => sdk.refs(sdk.db).followers(productId),
      ({ rows }) =>
        rows
          .map(({ id, data }) => ({ id, follower: data }))
          .sort((a, b) => b.follower.createdAt.getTime() - a.follower.createdAt.getTime()),
      { what: 'follower', context: { productId } },
    ),
  );
}

const addFollowersEndpoint = defineEndpoint(API.addFollowers);

/** Adds one address or a CSV's (the server validates everything and writes all or nothing). */
export function addFollowers(productId: string, body: AddFollowersBody): Promise<AddFollowersResponse> {
  return apiClient.request(addFollowersEndpoint, { id: productId, ...body });
}

const removeFollowerEndpoint = defineEndpoint(API.removeFollowerEntry);

/** Removes a follower; a self-registered one also loses the follow in their account. */
export async function removeFollower(productId: string, entryId: string): Promise<void> {
  await apiClient.request(removeFollowerEndpoint, { id: productId, entryId });
}

const removeByEmailEndpoint = defineEndpoint(API.removeFollower, {
  params: params<{ uid: string; follower_email: string; product_id: string }>(),
});

/**
 * `POST users/remove-follower` by e-mail: the one user with this address stops following the product (seed 000
 * §5); none or several such users are refused (404 `followerNotFound`, 409 `followerMultipleFound`).
 */
export function removeFollowerByEmail(
  actorUid: string,
  productId: string,
  email: string,
): Promise<RemoveFollowerResponse> {
  return apiClient.request(removeByEmailEndpoint, {
    uid: actorUid,
    follower_email: email,
    product_id: productId,
  });
}
