/**
 * Admin → Users: the `deleteUser` and `forceEmailVerification` callables on the emulators (Auth + Firestore +
 * Functions), called over HTTP exactly like the web's Functions SDK. `ua-` uids and products only.
 */
import {
  deleteUserResponseSchema,
  forceEmailVerificationResponseSchema,
  paths,
  selfFollowerEntryId,
  userAdminErrorDetailsSchema,
  userRecordSchema,
  type UserAdminErrorDetails,
} from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, type TestUser } from '../support/api-users.js';
import { callableCode, postCallable } from '../support/callables.js';

type Label =
  'admin' | 'admin2' | 'superAdmin' | 'employee' | 'productAdmin' | 'investor' | 'target' | 'superTarget';
const CLAIMS: Record<Label, Record<string, boolean>> = {
  admin: { 'role:admin': true },
  admin2: { 'role:admin': true },
  superAdmin: { 'role:superAdmin': true },
  employee: { 'role:employee': true },
  productAdmin: { 'role:alpinumManagers': true },
  investor: {},
  target: { 'role:viewer': true },
  superTarget: { 'role:superAdmin': true },
};
const uidOf = (label: Label) => `ua-${label.toLowerCase()}`;
const PRODUCTS = ['ua-product-a', 'ua-product-b'];

let admin: AdminHandle;
const users = new Map<Label, TestUser>();
const user = (label: Label): TestUser => {
  const u = users.get(label);
  if (!u) throw new Error(`no user ${label}`);
  return u;
};

type Outcome =
  | { ok: true; result: unknown }
  | { ok: false; code: string; message: string; details: UserAdminErrorDetails };

async function call(
  name: 'deleteUser' | 'forceEmailVerification',
  caller: Label | null,
  data: unknown,
): Promise<Outcome> {
  const { body } = await postCallable(name, caller ? user(caller).idToken : undefined, data);
  if (body.error) {
    return {
      ok: false,
      code: callableCode(body.error.status),
      message: body.error.message,
      details: userAdminErrorDetailsSchema.parse(body.error.details),
    };
  }
  return { ok: true, result: body.result };
}
const refused = (o: Outcome) => {
  if (o.ok) throw new Error(`expected a refusal, got ${JSON.stringify(o.result)}`);
  return o;
};

const recordOf = (uid: string, roles: string[], follows: { productId: string; lang: 'en' | 'de' }[] = []) =>
  userRecordSchema.parse({
    firstName: 'Ua',
    lastName: uid,
    email: `${uid}@example.test`,
    country: 'CH',
    investorProfile: 'retail',
    roles,
    followingProducts: follows,
  });

async function resetUser(label: Label, emailVerified = true): Promise<void> {
  const u = await createUserWithClaims(admin.auth, uidOf(label), CLAIMS[label]);
  if (!emailVerified) await admin.auth.updateUser(u.uid, { emailVerified: false });
  users.set(label, u);
  const roles = Object.keys(CLAIMS[label]).map((k) => k.slice('role:'.length));
  await admin.db.doc(paths.user(u.uid)).set(recordOf(u.uid, roles));
}

const selfEntry = (uid: string, productId: string, lang: 'en' | 'de') => ({
  productId,
  email: `${uid}@example.test`,
  lang,
  addedByAdmin: false,
  uid,
  addedBy: null,
  createdAt: new Date(),
});

/** The target follows both products (entries in two languages of one), next to another user and an admin-added one. */
async function seedFollows(): Promise<void> {
  const target = uidOf('target');
  const other = uidOf('investor');
  const batch = admin.db.batch();
  batch.set(
    admin.db.doc(paths.user(target)),
    recordOf(
      target,
      ['viewer'],
      [
        { productId: PRODUCTS[0] ?? '', lang: 'en' },
        { productId: PRODUCTS[1] ?? '', lang: 'en' },
        { productId: PRODUCTS[1] ?? '', lang: 'de' },
      ],
    ),
  );
  for (const [productId, lang] of [
    [PRODUCTS[0], 'en'],
    [PRODUCTS[1], 'en'],
    [PRODUCTS[1], 'de'],
  ] as const) {
    batch.set(
      admin.db.doc(paths.follower(productId ?? '', selfFollowerEntryId(target, lang))),
      selfEntry(target, productId ?? '', lang),
    );
  }
  batch.set(
    admin.db.doc(paths.follower(PRODUCTS[0] ?? '', selfFollowerEntryId(other, 'en'))),
    selfEntry(other, PRODUCTS[0] ?? '', 'en'),
  );
  batch.set(admin.db.doc(paths.follower(PRODUCTS[0] ?? '', 'admin-added')), {
    productId: PRODUCTS[0],
    email: 'press@example.test',
    lang: 'en',
    addedByAdmin: true,
    uid: null,
    addedBy: uidOf('admin'),
    createdAt: new Date(),
  });
  await batch.commit();
}

const followerIds = async () =>
  (
    await Promise.all(
      PRODUCTS.map(async (p) =>
        (await admin.db.collection(paths.followers(p)).get()).docs.map((d) => `${p}/${d.id}`),
      ),
    )
  )
    .flat()
    .sort();
const audit = async (type: string, uid: string) =>
  (await admin.db.collection(paths.auditLogs()).where('uid', '==', uid).get()).docs
    .map((d) => d.data())
    .filter((d) => d.type === type);
const authExists = (uid: string) =>
  admin.auth.getUser(uid).then(
    () => true,
    () => false,
  );

async function clearAudit(uid: string): Promise<void> {
  const snap = await admin.db.collection(paths.auditLogs()).where('uid', '==', uid).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
}

beforeAll(() => {
  admin = adminFor(emulatorProjectId());
});

beforeEach(async () => {
  for (const p of PRODUCTS) await admin.db.recursiveDelete(admin.db.collection(paths.followers(p)));
  for (const label of Object.keys(CLAIMS) as Label[]) {
    await clearAudit(uidOf(label));
    await resetUser(label, label !== 'target');
  }
  await seedFollows();
});

afterAll(async () => {
  for (const p of PRODUCTS) await admin.db.recursiveDelete(admin.db.collection(paths.followers(p)));
  for (const label of Object.keys(CLAIMS) as Label[]) {
    await admin.auth.deleteUser(uidOf(label)).catch(() => undefined);
    await admin.db.doc(paths.user(uidOf(label))).delete();
    await clearAudit(uidOf(label));
  }
  await admin.close();
});

describe('deleteUser', () => {
  it("removes the Auth account, the record and only the user's own follower entries, and writes the audit entry", async () => {
    const target = uidOf('target');
    const outcome = await call('deleteUser', 'admin', { uid: target, reason: '  Asked to be removed  ' });
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    const result = deleteUserResponseSchema.parse(outcome.result);
    expect(result).toMatchObject({
      uid: target,
      authDeleted: true,
      recordDeleted: true,
      followerEntriesDeleted: 3,
    });

    expect(await authExists(target)).toBe(false);
    expect((await admin.db.doc(paths.user(target)).get()).exists).toBe(false);
    expect(await followerIds()).toEqual([
      `${PRODUCTS[0]}/admin-added`,
      `${PRODUCTS[0]}/${selfFollowerEntryId(uidOf('investor'), 'en')}`,
    ]);
    const entries = await audit('deleteUser', target);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUid: uidOf('admin'),
      uid: target,
      reason: 'Asked to be removed',
      email: `${target}@example.test`,
      roles: ['viewer'],
      followerEntriesDeleted: 3,
    });
    expect(entries[0]?.at).toBeDefined();
  });

  it('refuses employees, product admins, investors and visitors, and changes nothing', async () => {
    const target = uidOf('target');
    for (const caller of ['employee', 'productAdmin', 'investor'] as const) {
      const o = refused(await call('deleteUser', caller, { uid: target, reason: 'try' }));
      expect([o.code, o.details.messageKey]).toEqual(['permission-denied', 'errors.notAdmin']);
    }
    const anonymous = refused(await call('deleteUser', null, { uid: target, reason: 'try' }));
    expect([anonymous.code, anonymous.details.messageKey]).toEqual([
      'unauthenticated',
      'errors.unauthenticated',
    ]);
    expect(await authExists(target)).toBe(true);
    expect((await admin.auth.getUser(target)).disabled).toBe(false);
    expect((await admin.db.doc(paths.user(target)).get()).exists).toBe(true);
    expect(await followerIds()).toHaveLength(5);
    expect(await audit('deleteUser', target)).toEqual([]);
  });

  it('refuses self-deletion (even a superAdmin) and an admin deleting a superAdmin; a superAdmin may', async () => {
    const self = refused(await call('deleteUser', 'admin', { uid: uidOf('admin'), reason: 'me' }));
    expect([self.code, self.details.messageKey]).toEqual(['failed-precondition', 'errors.selfDelete']);
    const superSelf = refused(
      await call('deleteUser', 'superAdmin', { uid: uidOf('superAdmin'), reason: 'me' }),
    );
    expect(superSelf.details.messageKey).toBe('errors.selfDelete');
    const superior = refused(await call('deleteUser', 'admin', { uid: uidOf('superTarget'), reason: 'x' }));
    expect([superior.code, superior.details.messageKey]).toEqual([
      'permission-denied',
      'errors.superAdminOnly',
    ]);
    expect(await authExists(uidOf('superTarget'))).toBe(true);

    expect((await call('deleteUser', 'superAdmin', { uid: uidOf('superTarget'), reason: 'left' })).ok).toBe(
      true,
    );
    expect(await authExists(uidOf('superTarget'))).toBe(false);
    // An admin deletes a peer admin.
    expect((await call('deleteUser', 'admin', { uid: uidOf('admin2'), reason: 'left' })).ok).toBe(true);
  });

  it('needs a reason and an existing user, naming the field', async () => {
    const missing = refused(await call('deleteUser', 'admin', { uid: uidOf('target'), reason: '   ' }));
    expect([missing.code, missing.details.messageKey]).toEqual(['invalid-argument', 'errors.missingReason']);
    expect(missing.details.issues[0]).toMatchObject({ field: 'reason' });
    const long = refused(
      await call('deleteUser', 'admin', { uid: uidOf('target'), reason: 'x'.repeat(501) }),
    );
    expect(long.details.messageKey).toBe('errors.reasonTooLong');
    const extra = refused(
      await call('deleteUser', 'admin', { uid: uidOf('target'), reason: 'x', hard: true }),
    );
    expect(extra.details.messageKey).toBe('errors.invalidInput');
    const unknown = refused(await call('deleteUser', 'admin', { uid: 'ua-nobody', reason: 'x' }));
    expect([unknown.code, unknown.details.messageKey]).toEqual(['not-found', 'errors.userNotFound']);
    expect(unknown.details.issues[0]).toMatchObject({ field: 'uid', value: 'ua-nobody' });
    expect(await authExists(uidOf('target'))).toBe(true);
  });

  it('finishes an interrupted deletion: a record without an Auth account is removed with its follows', async () => {
    // A user of its own, its record and follower entries written in one batch: the shared target's records are
    // rewritten by every test, and a late follows trigger of an earlier write may remove its entries meanwhile.
    const target = `ua-interrupted-${Date.now().toString(36)}`;
    await createUserWithClaims(admin.auth, target, {});
    const batch = admin.db.batch();
    const follows = [
      { productId: PRODUCTS[0] ?? '', lang: 'en' },
      { productId: PRODUCTS[1] ?? '', lang: 'en' },
      { productId: PRODUCTS[1] ?? '', lang: 'de' },
    ] as const;
    batch.set(admin.db.doc(paths.user(target)), recordOf(target, [], [...follows]));
    for (const { productId, lang } of follows)
      batch.set(
        admin.db.doc(paths.follower(productId, selfFollowerEntryId(target, lang))),
        selfEntry(target, productId, lang),
      );
    await batch.commit();
    await admin.auth.deleteUser(target);
    const outcome = await call('deleteUser', 'admin', { uid: target, reason: 'clean up' });
    if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
    expect(deleteUserResponseSchema.parse(outcome.result)).toMatchObject({
      authDeleted: false,
      recordDeleted: true,
      followerEntriesDeleted: 3,
    });
    expect((await admin.db.doc(paths.user(target)).get()).exists).toBe(false);
    await clearAudit(target);
  });
});

describe('forceEmailVerification', () => {
  it('marks the e-mail verified with an audit entry; a second call changes nothing', async () => {
    const target = uidOf('target');
    expect((await admin.auth.getUser(target)).emailVerified).toBe(false);
    const first = await call('forceEmailVerification', 'admin', { uid: target });
    if (!first.ok) throw new Error(`${first.code}: ${first.message}`);
    expect(forceEmailVerificationResponseSchema.parse(first.result)).toMatchObject({
      uid: target,
      changed: true,
    });
    expect((await admin.auth.getUser(target)).emailVerified).toBe(true);
    const second = await call('forceEmailVerification', 'admin', { uid: target });
    expect(second.ok && forceEmailVerificationResponseSchema.parse(second.result).changed).toBe(false);
    const entries = await audit('forceEmailVerification', target);
    expect(entries.map((e): unknown[] => [e.actorUid, e.changed, e.email])).toEqual(
      expect.arrayContaining([
        [uidOf('admin'), true, `${target}@example.test`],
        [uidOf('admin'), false, `${target}@example.test`],
      ]),
    );
  });

  it('refuses employees, product admins and an admin acting on a superAdmin', async () => {
    const target = uidOf('target');
    for (const caller of ['employee', 'productAdmin', 'investor'] as const) {
      const o = refused(await call('forceEmailVerification', caller, { uid: target }));
      expect(o.details.messageKey).toBe('errors.notAdmin');
    }
    await admin.auth.updateUser(uidOf('superTarget'), { emailVerified: false });
    const o = refused(await call('forceEmailVerification', 'admin', { uid: uidOf('superTarget') }));
    expect([o.code, o.details.messageKey]).toEqual(['permission-denied', 'errors.superAdminOnly']);
    expect((await admin.auth.getUser(uidOf('superTarget'))).emailVerified).toBe(false);
    expect((await admin.auth.getUser(target)).emailVerified).toBe(false);
    const unknown = refused(await call('forceEmailVerification', 'admin', { uid: 'ua-nobody' }));
    expect(unknown.details.messageKey).toBe('errors.userNotFound');
    expect(await audit('forceEmailVerification', target)).toEqual([]);
  });
});
