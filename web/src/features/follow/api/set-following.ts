import type { FollowEntry, Language } from '@portal/domain';
import { loadFirebase } from '../../../lib/firebase-loader';

/**
 * Follow or unfollow a product in the user's own record (seed 000 §7: array union / removal). The rules let a write
 * add or remove exactly one entry, so an unfollow removes the product's entries one by one; a trigger mirrors the
 * record into the private followers collection (docs/follow.md). Firestore loads on demand: the overview is a
 * landing page and must not carry the SDK in its first load.
 */
export async function setFollowing(
  uid: string,
  productId: string,
  follow: { lang: Language } | null,
  current: readonly FollowEntry[],
): Promise<void> {
  // Every module that imports the Firestore SDK statically is loaded here too (user-record-store), not with the page.
  const [{ arrayRemove, arrayUnion, updateDoc }, sdk, { withTimeout }] = await Promise.all([
    import('firebase/firestore'),
    loadFirebase(),
    import('../../../lib/user-record-store'),
  ]);
  const ref = sdk.refs(sdk.db).user(uid);
  if (follow) {
    if (current.some((f) => f.productId === productId)) return;
    await withTimeout(
      updateDoc(ref, { followingProducts: arrayUnion({ productId, lang: follow.lang }) }),
      'Following a product',
    );
    return;
  }
  for (const entry of current.filter((f) => f.productId === productId)) {
    await withTimeout(
      updateDoc(ref, { followingProducts: arrayRemove({ productId: entry.productId, lang: entry.lang }) }),
      'Unfollowing a product',
    );
  }
}
