import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  API,
  adminFollowerEntryId,
  addFollowersBodySchema,
  followersToAdd,
  isProductAdmin,
  isSignedIn,
  MAX_FOLLOWERS_PER_ADD,
  parseFollowerCsv,
  userRecordSchema,
  type AddFollowersRefusal,
  type AddFollowersResponse,
  type FollowerRowValue,
  type RemoveFollowerEntryResponse,
  type UnsubscribeResponse,
} from '@portal/domain';
import { z } from 'zod';
import { refs } from '../../../../db/refs.js';
import { verifyUnsubscribeToken } from '../../../follow/unsubscribe-token.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, ok, type ApiReply } from '../../http.js';

/*
 * The followers API (contract: packages/domain/src/contracts/followers.ts; decisions: docs/follow.md):
 *   POST   /products/{id}/followers            add one address or a CSV's, in one language      product admins
 *   DELETE /products/{id}/followers/{entryId}  remove a follower (a self-registered one: also     product admins
 *                                              the follow in their user record)
 *   POST   /followers/unsubscribe              the signed link of a follower mail               anyone with it
 * Clients never write followers/** (firestore.rules): the server alone keeps an address unique per product.
 */

const emailSchema = z.email().max(254);
const followingSchema = userRecordSchema.shape.followingProducts;

function refuse(message: string, details: AddFollowersRefusal, messageKey: string): never {
  throw new ApiHttpError('bad-request', message, { messageKey, details });
}

/** The caller administers the product (checked on the id, like remove-follower); 401 for a guest, else 403. */
function assertProductAdmin(c: HandlerContext, productId: string): string {
  if (!isSignedIn(c.access.roles) || c.caller.uid === null) {
    throw new ApiHttpError('unauthenticated', 'managing followers needs a signed-in user');
  }
  if (!isProductAdmin(c.access, productId)) {
    throw new ApiHttpError('forbidden', `not an admin of product ${productId}`, { details: { productId } });
  }
  return c.caller.uid;
}

/** The addresses of the request with their rows, or a 400 listing what is wrong (nothing is written then). */
function requestedEmails(body: z.infer<typeof addFollowersBodySchema>): {
  emails: { row: number; email: string }[];
  duplicates: FollowerRowValue[];
} {
  if ('email' in body) {
    const value = body.email.trim();
    if (value === '')
      refuse(
        'no e-mail to add',
        { problem: 'nothingToAdd', invalid: [], alreadyFollowing: [] },
        'api.errors.followerNoEmail',
      );
    if (!emailSchema.safeParse(value).success) {
      refuse(
        'wrong-format e-mail',
        { problem: 'invalidEmails', invalid: [{ row: 1, value }], alreadyFollowing: [] },
        'api.errors.followerInvalidEmails',
      );
    }
    return { emails: [{ row: 1, email: value.toLowerCase() }], duplicates: [] };
  }
  const parsed = parseFollowerCsv(body.csv);
  if (!parsed.ok) {
    refuse(
      `follower CSV: ${parsed.error}`,
      { problem: parsed.error, invalid: [], alreadyFollowing: [] },
      parsed.error === 'missingHeader' ? 'api.errors.followerCsvHeader' : 'api.errors.followerNoEmail',
    );
  }
  const { list } = parsed;
  if (list.invalid.length > 0) {
    refuse(
      `${list.invalid.length} wrong-format e-mails`,
      { problem: 'invalidEmails', invalid: list.invalid, alreadyFollowing: [] },
      'api.errors.followerInvalidEmails',
    );
  }
  if (list.emails.length === 0) {
    refuse(
      'no e-mail to add',
      { problem: 'nothingToAdd', invalid: [], alreadyFollowing: [] },
      'api.errors.followerNoEmail',
    );
  }
  if (list.emails.length > MAX_FOLLOWERS_PER_ADD) {
    refuse(
      'too many e-mails',
      { problem: 'tooMany', invalid: [], alreadyFollowing: [] },
      'api.errors.followerTooMany',
    );
  }
  return {
    emails: list.emails,
    duplicates: list.duplicates.map((d) => ({ row: d.row, value: d.email })),
  };
}

/**
 * POST /products/{id}/followers: validates the whole request, then adds the new addresses in one transaction that
 * read every follower of the product, so two admins adding the same address at once add it once.
 */
export async function addFollowers(c: EntryContext<typeof API.addFollowers>): Promise<ApiReply> {
  const productId = c.params.id ?? '';
  const uid = assertProductAdmin(c, productId);
  const body = c.body;
  const product = c.config.products.get(productId);
  if (!product)
    throw new ApiHttpError('not-found', `no such product: ${productId}`, { details: { productId } });
  if (!product.availableLanguages.includes(body.lang)) {
    throw new ApiHttpError('bad-request', `the product has no language ${body.lang}`, {
      messageKey: 'api.errors.followerLanguage',
      details: { field: 'lang', value: body.lang },
    });
  }
  const { emails, duplicates } = requestedEmails(body);
  const r = refs(c.db);
  const now = new Date();
  const response = await c.db.runTransaction(async (tx) => {
    const existing = (await tx.get(r.followers(productId))).docs.map((d) => ({
      email: d.get('email') as string,
    }));
    const { add, alreadyFollowing } = followersToAdd(
      emails.map((e) => e.email),
      existing,
    );
    const rowOf = new Map(emails.map((e) => [e.email, e.row]));
    const already = alreadyFollowing.map((email) => ({ row: rowOf.get(email) ?? 1, value: email }));
    if (add.length === 0) {
      refuse(
        'every address already follows',
        { problem: 'nothingToAdd', invalid: [], alreadyFollowing: already },
        'api.errors.followerAlreadyFollows',
      );
    }
    for (const email of add) {
      tx.create(r.follower(productId, adminFollowerEntryId(email)), {
        productId,
        email,
        lang: body.lang,
        addedByAdmin: true,
        uid: null,
        addedBy: uid,
        createdAt: now,
      });
    }
    const result: AddFollowersResponse = { added: add, alreadyFollowing: already, duplicates };
    return result;
  });
  return created(response);
}

/**
 * Removes a follower entry in `tx`; a self-registered one also loses the follow(s) in its user record (the spec's
 * remove-follower rule), so the mirror trigger does not bring it back. Returns whether it was self-registered.
 */
async function removeEntry(
  db: Firestore,
  tx: Transaction,
  productId: string,
  entryId: string,
  onlyLangOf: boolean,
): Promise<{ found: boolean; selfRegistered: boolean }> {
  const r = refs(db);
  const entryRef = r.follower(productId, entryId);
  const snap = await tx.get(entryRef);
  if (!snap.exists) return { found: false, selfRegistered: false };
  const uid = snap.get('uid') as unknown;
  const lang = snap.get('lang') as unknown;
  if (typeof uid === 'string' && snap.get('addedByAdmin') === false) {
    const userRef = r.user(uid);
    const user = await tx.get(userRef);
    if (user.exists) {
      // The raw field, not the whole record: an unrelated invalid field must not block an unfollow.
      const follows = followingSchema.safeParse(user.get('followingProducts') ?? []);
      if (follows.success) {
        const keep = follows.data.filter((f) => f.productId !== productId || (onlyLangOf && f.lang !== lang));
        if (keep.length !== follows.data.length) tx.update(userRef, { followingProducts: keep });
      }
    }
    tx.delete(entryRef);
    return { found: true, selfRegistered: true };
  }
  tx.delete(entryRef);
  return { found: true, selfRegistered: false };
}

/** DELETE /products/{id}/followers/{entryId}: an admin of the product removes a follower (audited). */
export async function removeFollowerEntry(c: HandlerContext): Promise<ApiReply> {
  const productId = c.params.id ?? '';
  const entryId = c.params.entryId ?? '';
  const uid = assertProductAdmin(c, productId);
  const r = refs(c.db);
  const result = await c.db.runTransaction(async (tx) => {
    const removed = await removeEntry(c.db, tx, productId, entryId, false);
    if (!removed.found) {
      throw new ApiHttpError('not-found', 'no such follower', {
        messageKey: 'api.errors.followerNotFound',
        details: { productId, entryId },
      });
    }
    tx.create(r.auditLogs().doc(), {
      type: 'removeFollower',
      actorUid: uid,
      productId,
      entryId,
      selfRegistered: removed.selfRegistered,
      at: new Date(),
    });
    return removed;
  });
  const response: RemoveFollowerEntryResponse = { entryId, selfRegistered: result.selfRegistered };
  return ok(response);
}

/**
 * POST /followers/unsubscribe {token}: the link of a follower mail. No sign-in: the HMAC proves the link came from
 * us. A second click answers `removed: false`, not an error.
 */
export async function unsubscribe(c: EntryContext<typeof API.unsubscribe>): Promise<ApiReply> {
  const { token } = c.body;
  const secret = c.unsubscribeSecret?.() ?? '';
  const claims = secret === '' ? null : verifyUnsubscribeToken(secret, token);
  if (!claims) {
    throw new ApiHttpError('bad-request', 'invalid unsubscribe link', {
      messageKey: 'api.errors.unsubscribeInvalid',
    });
  }
  const removed = await c.db.runTransaction((tx) =>
    removeEntry(c.db, tx, claims.productId, claims.entryId, true),
  );
  const response: UnsubscribeResponse = { productId: claims.productId, removed: removed.found };
  return ok(response);
}
