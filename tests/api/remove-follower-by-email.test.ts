import { apiErrorSchema, paths, removeFollowerResponseSchema, userRecordSchema } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';

// Seed 000 §5 "Removing a self-registered follower requires exactly one user with the given e-mail" and §8
// "remove-follower lookup errors: not found, multiple found", on the emulators: POST /api/users/remove-follower with
// `follower_email` instead of `follower_uid`.

const RUN = Date.now().toString(36);
const ROLE = 'fxRfeManagers';
const product = productBuilder({ storeModule: 'fxRfe' }, (productId) => `Fund ${productId}`);
const A = product('fx-rfe-a');

type Caller = 'investor' | 'manager';
const { admin, users } = useApiSuite<Caller>({
  products: [A],
  roles: { [ROLE]: [A.productId] },
  callers: { investor: [], manager: [ROLE] },
  uidOf: (label) => `fx-rfe-${label}-${RUN}`,
});

const record = (email: string) =>
  userRecordSchema.parse({
    firstName: 'Ivy',
    lastName: 'Investor',
    email,
    country: 'CH',
    investorProfile: 'professional',
    followingProducts: [
      { productId: A.productId, lang: 'en' },
      { productId: 'fx-rfe-other', lang: 'de' },
    ],
  });
/** User records written straight (no Auth account needed: the lookup reads the records). */
const recordUids: string[] = [];
async function writeRecord(uid: string, email: string): Promise<void> {
  recordUids.push(uid);
  await admin.db.doc(paths.user(uid)).set(record(email));
}
afterAll(async () => {
  for (const uid of recordUids) await admin.db.doc(paths.user(uid)).delete();
});

const removeByEmail = (caller: Caller, email: string, productId = A.productId) =>
  call('/api/users/remove-follower', {
    method: 'POST',
    token: users.user(caller).idToken,
    body: { uid: users.user(caller).uid, follower_email: email, product_id: productId },
  });

describe('POST /api/users/remove-follower by e-mail', () => {
  it('removes the follow of the one user with the e-mail (typed in any case), audited', async () => {
    const uid = `fx-rfe-one-${RUN}`;
    const email = `one-${RUN}@example.test`;
    await writeRecord(uid, email);
    const result = await removeByEmail('manager', email.toUpperCase());
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(removeFollowerResponseSchema.parse(result.body)).toEqual({
      followerUid: uid,
      productId: A.productId,
      removed: 1,
    });
    const after = userRecordSchema.parse((await admin.db.doc(paths.user(uid)).get()).data());
    expect(after.followingProducts).toEqual([{ productId: 'fx-rfe-other', lang: 'de' }]);
    const audits = await admin.db.collection('auditLogs').where('uid', '==', uid).get();
    expect(audits.docs.map((d): unknown => d.get('type'))).toEqual(['removeFollower']);
  });

  it('answers 404 followerNotFound when no user has the e-mail', async () => {
    const result = await removeByEmail('manager', `nobody-${RUN}@example.test`);
    expectError(result, 404, 'not-found');
    expect(apiErrorSchema.parse(result.body).error.messageKey).toBe('api.errors.followerNotFound');
  });

  it('answers 409 followerMultipleFound when several users have it, and changes nothing', async () => {
    const email = `twice-${RUN}@example.test`;
    await writeRecord(`fx-rfe-twice-a-${RUN}`, email);
    await writeRecord(`fx-rfe-twice-b-${RUN}`, email);
    const result = await removeByEmail('manager', email);
    expectError(result, 409, 'conflict');
    expect(apiErrorSchema.parse(result.body).error.messageKey).toBe('api.errors.followerMultipleFound');
    for (const uid of [`fx-rfe-twice-a-${RUN}`, `fx-rfe-twice-b-${RUN}`]) {
      const kept = userRecordSchema.parse((await admin.db.doc(paths.user(uid)).get()).data());
      expect(kept.followingProducts).toHaveLength(2);
    }
  });

  it('is for the admins of the product only, and takes a uid or an e-mail, not both', async () => {
    const email = `guarded-${RUN}@example.test`;
    await writeRecord(`fx-rfe-guarded-${RUN}`, email);
    expectError(await removeByEmail('investor', email), 403, 'forbidden');
    const both = await call('/api/users/remove-follower', {
      method: 'POST',
      token: users.user('manager').idToken,
      body: {
        uid: users.user('manager').uid,
        follower_uid: `fx-rfe-guarded-${RUN}`,
        follower_email: email,
        product_id: A.productId,
      },
    });
    expectError(both, 400, 'bad-request');
    const notAnEmail = await removeByEmail('manager', 'not-an-address');
    expectError(notAnEmail, 400, 'bad-request');
  });
});
