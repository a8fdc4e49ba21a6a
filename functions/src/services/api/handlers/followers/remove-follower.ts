import { API, isProductAdmin, userRecordSchema, type RemoveFollowerResponse } from '@portal/domain';
import { refs } from '../../../../db/refs.js';
import type { EntryContext } from '../../context.js';
import { ApiHttpError, ok, type ApiReply } from '../../http.js';

const followingSchema = userRecordSchema.shape.followingProducts;

/**
 * The uid of the one user whose record has this e-mail (seed 000 §5 "Removing a self-registered follower requires
 * exactly one user with the given e-mail"). Records hold the address as the identity provider normalised it (lower
 * case), so the address is looked up as typed and in lower case. None: 404 `followerNotFound`; several: 409
 * `followerMultipleFound` (seed 000 §8 "remove-follower lookup errors: not found, multiple found").
 */
async function uidOfEmail(c: EntryContext<typeof API.removeFollower>, email: string): Promise<string> {
  const typed = email.trim();
  const forms = [...new Set([typed, typed.toLowerCase()])];
  const found = await refs(c.db).users().where('email', 'in', forms).select().limit(2).get();
  const [first, second] = found.docs;
  if (!first) {
    throw new ApiHttpError('not-found', 'no user with this e-mail', {
      messageKey: 'api.errors.followerNotFound',
      details: { followerEmail: typed },
    });
  }
  if (second) {
    throw new ApiHttpError('conflict', 'several users have this e-mail', {
      messageKey: 'api.errors.followerMultipleFound',
      details: { followerEmail: typed },
    });
  }
  return first.id;
}

/**
 * POST /users/remove-follower {uid, follower_uid | follower_email, product_id}: an admin of the product stops a user
 * following it, the user named by uid or, for a self-registered follower, by e-mail (exactly one user must have it).
 * `uid` names the acting user and must be the token's (a guard against a confused client acting for someone else).
 * Every entry of the product is removed from `users/{follower_uid}.followingProducts` in one transaction, so a
 * concurrent follow or unfollow is never lost, and the change is audited.
 */
export async function removeFollower(c: EntryContext<typeof API.removeFollower>): Promise<ApiReply> {
  if (c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', 'removing a follower needs a signed-in user');
  }
  const body = c.body;
  if (body.uid !== c.caller.uid) {
    throw new ApiHttpError('forbidden', 'uid must be the signed-in user', { details: { uid: body.uid } });
  }
  // Checked on the id alone: an admin may clean up a follow of a product that no longer exists.
  if (!isProductAdmin(c.access, body.product_id)) {
    throw new ApiHttpError('forbidden', `not an admin of product ${body.product_id}`, {
      details: { productId: body.product_id },
    });
  }
  const followerUid = body.follower_uid ?? (await uidOfEmail(c, body.follower_email ?? ''));
  const r = refs(c.db);
  const userRef = r.user(followerUid);
  const removed = await c.db.runTransaction(async (tx) => {
    const snap = await tx.get(userRef);
    if (!snap.exists) {
      throw new ApiHttpError('not-found', `no user record ${followerUid}`, {
        messageKey: 'api.errors.followerNotFound',
        details: { followerUid },
      });
    }
    // The raw field, not the whole record: an unrelated invalid field must not block an unfollow.
    const parsed = followingSchema.safeParse(snap.get('followingProducts') ?? []);
    if (!parsed.success) throw new Error(`users/${followerUid}.followingProducts is invalid`);
    const keep = parsed.data.filter((f) => f.productId !== body.product_id);
    const count = parsed.data.length - keep.length;
    if (count > 0) {
      tx.update(userRef, { followingProducts: keep });
      tx.create(r.auditLogs().doc(), {
        type: 'removeFollower',
        uid: followerUid,
        actorUid: c.caller.uid,
        productId: body.product_id,
        removed: count,
        at: new Date(),
      });
    }
    return count;
  });
  const response: RemoveFollowerResponse = {
    followerUid,
    productId: body.product_id,
    removed,
  };
  return ok(response);
}
