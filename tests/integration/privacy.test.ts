/**
 * Privacy self-service (docs/privacy.md) on the emulators (Auth + Firestore), calling the services the callables
 * `exportMyData` and `deleteMyAccount` delegate to, with a fixed clock and caller, in a project of its own: after a
 * deletion EVERY document of the project is read back and none may still hold the user's uid or e-mail address.
 * The callables themselves (wiring, token) run in tests/e2e/privacy.test.ts.
 */
import {
  LEGAL_TEXT_VERSIONS,
  paths,
  selfFollowerEntryId,
  userDataExportSchema,
  userRecordSchema,
} from '@portal/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteOwnAccount } from '../../functions/src/services/privacy/delete-own-account.js';
import { exportUserData } from '../../functions/src/services/privacy/export-user-data.js';
import { handleDeleteUserCall } from '../../functions/src/services/users/delete-user.js';
import { adminFor, clearFirestoreProject, type AdminHandle } from '../support/api-emulators.js';

const PROJECT = 'demo-privacy-tests';
const UID = 'pv-user';
const EMAIL = 'pv-user@example.test';
const OTHER = 'pv-other';
const OTHER_EMAIL = 'pv-other@example.test';
const NOW = new Date('2026-11-26T10:00:00Z');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let admin: AdminHandle;

const recordOf = (email: string) =>
  userRecordSchema.parse({
    firstName: 'Pia',
    lastName: 'Privacy',
    email,
    country: 'CH',
    investorProfile: 'retail',
    followingProducts: [
      { productId: 'pv-fund', lang: 'en' },
      { productId: 'pv-fund', lang: 'de' },
    ],
  });
const follower = (uid: string, email: string, lang: 'en' | 'de') => ({
  productId: 'pv-fund',
  email,
  lang,
  addedByAdmin: false,
  uid,
  addedBy: null,
  createdAt: new Date('2025-01-02T03:04:05Z'),
});

/** The user's data in every collection that can hold it, and the same for another user who must stay untouched. */
async function seed(db: Firestore): Promise<void> {
  const batch = db.batch();
  // Kept records get random ids in production: these ids (`tag`) must not contain the uid either.
  for (const [uid, email, tag] of [
    [UID, EMAIL, 'a'],
    [OTHER, OTHER_EMAIL, 'b'],
  ] as const) {
    const name = uid === UID ? 'Pia Privacy' : 'Otto Other';
    batch.set(db.doc(paths.user(uid)), { ...recordOf(email), roles: ['viewer'] });
    for (const lang of ['en', 'de'] as const)
      batch.set(
        db.doc(paths.follower('pv-fund', selfFollowerEntryId(uid, lang))),
        follower(uid, email, lang),
      );
    for (const document of ['terms', 'privacyPolicy'] as const)
      batch.set(db.collection(paths.consents(uid)).doc(), {
        document,
        version: LEGAL_TEXT_VERSIONS[document],
        acceptedAt: new Date('2025-01-02T03:04:05Z'),
        language: 'de',
        how: 'registration',
      });
    batch.set(db.doc(paths.operation(`op-${tag}`)), {
      kind: 'bulkPriceUpdate',
      status: 'done',
      createdAt: new Date('2025-02-03T00:00:00Z'),
      createdBy: uid,
      createdByEmail: email,
      productIds: ['pv-fund'],
    });
    batch.set(db.doc(paths.auditLog(`audit-actor-${tag}`)), {
      type: 'removeFollower',
      actorUid: uid,
      productId: 'pv-fund',
      email,
      at: new Date('2025-03-04T00:00:00Z'),
    });
    batch.set(db.doc(paths.auditLog(`audit-subject-${tag}`)), {
      type: 'setUserRoles',
      actorUid: 'pv-admin',
      uid,
      email,
      name,
      at: new Date('2025-03-05T00:00:00Z'),
    });
    batch.set(db.doc(paths.followerMail(`pv-fund--doc-1--${uid}`)), {
      productId: 'pv-fund',
      documentId: 'doc-1',
      email,
      status: 'sent',
      at: new Date('2025-05-06T00:00:00Z'),
    });
    batch.set(db.doc(paths.contactMessage(`msg-${uid}`)), {
      name,
      email,
      message: 'Hello',
      lang: 'en',
      status: 'sent',
      createdAt: new Date('2025-04-05T00:00:00Z'),
    });
  }
  // An admin-added follower entry with the same product: not the user's, stays.
  batch.set(db.doc(paths.follower('pv-fund', 'email-someone')), {
    ...follower(OTHER, 'someone@example.test', 'en'),
    addedByAdmin: true,
    uid: null,
    addedBy: 'pv-admin',
  });
  batch.set(db.doc(paths.dataExport(UID)), { at: new Date('2020-01-01T00:00:00Z') });
  await batch.commit();
}

async function resetAuth(): Promise<void> {
  for (const [uid, email] of [
    [UID, EMAIL],
    [OTHER, OTHER_EMAIL],
  ] as const) {
    await admin.auth.deleteUser(uid).catch(() => undefined);
    await admin.auth.createUser({ uid, email, password: 'pw-123456789', emailVerified: true });
  }
  await admin.auth.setCustomUserClaims(UID, { 'role:viewer': true });
}

/** Every document of the project, by path (sub-collections included). */
async function everyDocument(db: Firestore): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) out.set(ref.path, snap.data());
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) await walk(await collection.listDocuments());
  return out;
}

const deps = () => ({ auth: admin.auth, db: admin.db, log: quiet, now: () => NOW });
const caller = (authTimeMs: number) => ({ uid: UID, token: { auth_time: Math.floor(authTimeMs / 1000) } });

beforeAll(() => {
  admin = adminFor(PROJECT);
});
afterAll(async () => {
  await admin.close();
});
beforeEach(async () => {
  await clearFirestoreProject(PROJECT);
  await resetAuth();
  await seed(admin.db);
});

describe('data export', () => {
  it('holds the account, record, roles, follows, consents, operations, audit entries and contact messages', async () => {
    const data = userDataExportSchema.parse(await exportUserData(deps(), UID));
    expect(data.exportedAt).toBe(NOW.toISOString());
    expect(data.account).toMatchObject({ email: EMAIL, emailVerified: true, providers: ['password'] });
    expect(Date.parse(data.account.createdAt ?? '')).not.toBeNaN();
    expect(data.roles.sort()).toEqual(['insight', 'viewer']);
    expect(data.record).toMatchObject({ firstName: 'Pia', email: EMAIL });
    expect(data.follows).toEqual([
      { productId: 'pv-fund', language: 'de', since: '2025-01-02T03:04:05.000Z' },
      { productId: 'pv-fund', language: 'en', since: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(data.consents.map((c) => [c.document, c.version, c.acceptedAt, c.language, c.how]).sort()).toEqual(
      [
        ['privacyPolicy', '2023-08-31', '2025-01-02T03:04:05.000Z', 'de', 'registration'],
        ['terms', '2022-02-03', '2025-01-02T03:04:05.000Z', 'de', 'registration'],
      ],
    );
    expect(data.operations).toEqual([
      {
        id: 'op-a',
        kind: 'bulkPriceUpdate',
        status: 'done',
        createdAt: '2025-02-03T00:00:00.000Z',
        productIds: ['pv-fund'],
      },
    ]);
    expect(data.auditEntries.map((a) => [a.id, a.as]).sort()).toEqual([
      ['audit-actor-a', 'actor'],
      ['audit-subject-a', 'subject'],
    ]);
    expect(data.contactMessages).toEqual([
      {
        id: `msg-${UID}`,
        createdAt: '2025-04-05T00:00:00.000Z',
        language: 'en',
        message: 'Hello',
        status: 'sent',
      },
    ]);
    expect(data.followerMails).toEqual([
      { productId: 'pv-fund', documentId: 'doc-1', at: '2025-05-06T00:00:00.000Z' },
    ]);
    expect(data.emailKeyedData).toBe('matched');
    // Nothing of the other user.
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('allows one export per interval: a second one is refused with the seconds to wait', async () => {
    await exportUserData(deps(), UID);
    const later = { ...deps(), now: () => new Date(NOW.getTime() + 60_000) };
    await expect(exportUserData(later, UID)).rejects.toMatchObject({
      code: 'resource-exhausted',
      details: { retryAfterSeconds: 540 },
    });
    const afterInterval = { ...deps(), now: () => new Date(NOW.getTime() + 10 * 60_000) };
    await expect(exportUserData(afterInterval, UID)).resolves.toMatchObject({ uid: UID });
  });

  it('refuses a guest', async () => {
    await expect(exportUserData(deps(), undefined)).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

describe('account deletion', () => {
  it('refuses a sign-in older than 5 minutes and changes nothing', async () => {
    const before = await everyDocument(admin.db);
    await expect(deleteOwnAccount(deps(), caller(NOW.getTime() - 6 * 60_000))).rejects.toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'requiresRecentLogin' },
    });
    expect(await everyDocument(admin.db)).toEqual(before);
    expect((await admin.auth.getUser(UID)).disabled).toBe(false);
  });

  it('deletes everything tied to the user; kept records name a pseudonym; the other user is untouched', async () => {
    const othersBefore = [...(await everyDocument(admin.db))].filter(([, d]) =>
      JSON.stringify(d).includes(OTHER),
    );
    const result = await deleteOwnAccount(deps(), caller(NOW.getTime() - 60_000));
    expect(result).toEqual({
      deleted: {
        record: true,
        account: true,
        followerEntries: 2,
        consents: 2,
        contactMessages: 1,
        followerMails: 1,
      },
      emailKeyedData: 'matched',
      anonymised: { operations: 1, auditEntries: 2 },
    });
    await expect(admin.auth.getUser(UID)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const after = await everyDocument(admin.db);
    for (const [path, data] of after) {
      const text = `${path} ${JSON.stringify(data)}`.toLowerCase();
      expect(text, path).not.toContain(UID);
      expect(text, path).not.toContain(EMAIL);
      expect(text, path).not.toContain('pia privacy');
    }
    // The facts stay: the operation and both audit entries, under one pseudonym, plus the deletion's own entry.
    const operation = after.get(paths.operation('op-a')) as Record<string, unknown>;
    const pseudonym = operation.createdBy as string;
    expect(pseudonym).toMatch(/^deleted-user-/);
    expect(operation).not.toHaveProperty('createdByEmail');
    expect(after.get(paths.auditLog('audit-actor-a'))).toMatchObject({
      actorUid: pseudonym,
      type: 'removeFollower',
    });
    expect(after.get(paths.auditLog('audit-subject-a'))).toMatchObject({
      uid: pseudonym,
      actorUid: 'pv-admin',
    });
    expect([...after.values()].filter((d) => (d as { type?: string }).type === 'deleteOwnAccount')).toEqual([
      { type: 'deleteOwnAccount', actorUid: pseudonym, uid: pseudonym, at: expect.anything() as unknown },
    ]);
    // Everything of the other user is exactly as before.
    for (const [path, data] of othersBefore) expect(after.get(path), path).toEqual(data);
    expect(after.get(paths.follower('pv-fund', 'email-someone'))).toBeDefined();
  });

  it('is idempotent: a retry after the deletion (account already gone) finds nothing and succeeds', async () => {
    await deleteOwnAccount(deps(), caller(NOW.getTime()));
    const once = await everyDocument(admin.db);
    const again = await deleteOwnAccount(deps(), caller(NOW.getTime()));
    expect(again).toEqual({
      deleted: {
        record: false,
        account: false,
        followerEntries: 0,
        consents: 0,
        contactMessages: 0,
        followerMails: 0,
      },
      // The account is gone: no address left to look anything up by (the first run did).
      emailKeyedData: 'notMatchedNoEmail',
      anonymised: { operations: 0, auditEntries: 0 },
    });
    const twice = await everyDocument(admin.db);
    // Only a second deletion entry is new.
    expect([...twice.keys()].filter((k) => !once.has(k))).toHaveLength(1);
  });
});

describe('data kept by e-mail address (issue 24 finding 1)', () => {
  // Someone who never had an account here wrote through the contact form and was mailed as an admin-added follower.
  // Then somebody registers with that address and never confirms it: an unverified address proves nothing, so the
  // export must not show them the stranger's messages and the deletion must not erase them.
  const SQUATTER = 'pv-squatter';
  const STRANGER_EMAIL = 'pv-stranger@example.test';
  const strangerMessage = paths.contactMessage('msg-stranger');
  const strangerMail = paths.followerMail('pv-fund--doc-2--pv-stranger%40example.test');

  beforeEach(async () => {
    const batch = admin.db.batch();
    batch.set(admin.db.doc(strangerMessage), {
      name: 'Sam Stranger',
      email: STRANGER_EMAIL,
      message: 'Private question about my holdings',
      lang: 'en',
      status: 'sent',
      createdAt: new Date('2025-04-06T00:00:00Z'),
    });
    batch.set(admin.db.doc(strangerMail), {
      productId: 'pv-fund',
      documentId: 'doc-2',
      email: STRANGER_EMAIL,
      status: 'sent',
      at: new Date('2025-05-07T00:00:00Z'),
    });
    // The squatter's own (uid-keyed) data: a record, a follow, a consent.
    batch.set(admin.db.doc(paths.user(SQUATTER)), {
      ...recordOf(STRANGER_EMAIL),
      followingProducts: [{ productId: 'pv-fund', lang: 'en' }],
    });
    batch.set(
      admin.db.doc(paths.follower('pv-fund', selfFollowerEntryId(SQUATTER, 'en'))),
      follower(SQUATTER, STRANGER_EMAIL, 'en'),
    );
    batch.set(admin.db.collection(paths.consents(SQUATTER)).doc(), {
      document: 'terms',
      version: LEGAL_TEXT_VERSIONS.terms,
      acceptedAt: new Date('2025-01-02T03:04:05Z'),
      language: 'en',
      how: 'registration',
    });
    await batch.commit();
    await admin.auth.deleteUser(SQUATTER).catch(() => undefined);
    await admin.auth.createUser({
      uid: SQUATTER,
      email: STRANGER_EMAIL,
      password: 'pw-123456789',
      emailVerified: false,
    });
  });
  afterAll(async () => {
    await admin.auth.deleteUser(SQUATTER).catch(() => undefined);
  });

  const squatter = { uid: SQUATTER, token: { auth_time: Math.floor(NOW.getTime() / 1000) - 60 } };
  const strangerData = async () => ({
    message: (await admin.db.doc(strangerMessage).get()).data(),
    mail: (await admin.db.doc(strangerMail).get()).data(),
  });

  it('an unverified address: the export holds the uid-keyed data and none of the stranger’s, and says why', async () => {
    const data = userDataExportSchema.parse(await exportUserData(deps(), SQUATTER));
    expect(data.account).toMatchObject({ email: STRANGER_EMAIL, emailVerified: false });
    expect(data.emailKeyedData).toBe('notMatchedUnverifiedEmail');
    expect(data.contactMessages).toEqual([]);
    expect(data.followerMails).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Private question');
    expect(JSON.stringify(data)).not.toContain('doc-2');
    // Its own data is there all the same.
    expect(data.record).toMatchObject({ email: STRANGER_EMAIL });
    expect(data.follows).toEqual([
      { productId: 'pv-fund', language: 'en', since: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(data.consents).toHaveLength(1);
  });

  it('an unverified address: the deletion erases the account and its own data and leaves the stranger’s', async () => {
    const before = await strangerData();
    const result = await deleteOwnAccount(deps(), squatter);
    expect(result).toEqual({
      deleted: {
        record: true,
        account: true,
        followerEntries: 1,
        consents: 1,
        contactMessages: 0,
        followerMails: 0,
      },
      emailKeyedData: 'notMatchedUnverifiedEmail',
      anonymised: { operations: 0, auditEntries: 0 },
    });
    expect(before.message).toMatchObject({ message: 'Private question about my holdings' });
    expect(await strangerData()).toEqual(before);
    expect((await admin.db.doc(paths.user(SQUATTER)).get()).exists).toBe(false);
    expect((await admin.db.collection(paths.consents(SQUATTER)).get()).size).toBe(0);
    await expect(admin.auth.getUser(SQUATTER)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('the same address once verified: the export holds the messages and the deletion erases them', async () => {
    await admin.auth.updateUser(SQUATTER, { emailVerified: true });
    const data = userDataExportSchema.parse(await exportUserData(deps(), SQUATTER));
    expect(data.emailKeyedData).toBe('matched');
    expect(data.contactMessages).toEqual([
      {
        id: 'msg-stranger',
        createdAt: '2025-04-06T00:00:00.000Z',
        language: 'en',
        message: 'Private question about my holdings',
        status: 'sent',
      },
    ]);
    expect(data.followerMails).toEqual([
      { productId: 'pv-fund', documentId: 'doc-2', at: '2025-05-07T00:00:00.000Z' },
    ]);
    const result = await deleteOwnAccount(deps(), squatter);
    expect(result).toMatchObject({
      deleted: { contactMessages: 1, followerMails: 1 },
      emailKeyedData: 'matched',
    });
    expect(await strangerData()).toEqual({ message: undefined, mail: undefined });
  });
});

describe('deletion by an admin (Admin → Users)', () => {
  it('removes the same data: consents, follows and contact messages go, operations are pseudonymised', async () => {
    await admin.auth.deleteUser('pv-admin').catch(() => undefined);
    await admin.auth.createUser({ uid: 'pv-admin', email: 'pv-admin@example.test' });
    await admin.auth.setCustomUserClaims('pv-admin', { 'role:admin': true });
    const result = await handleDeleteUserCall(
      { ...deps(), now: () => NOW },
      { uid: 'pv-admin', token: { auth_time: Math.floor(Date.now() / 1000) } },
      { uid: UID, reason: 'asked by e-mail' },
    );
    expect(result).toMatchObject({ authDeleted: true, recordDeleted: true, followerEntriesDeleted: 2 });
    expect((await admin.db.collection(paths.consents(UID)).get()).size).toBe(0);
    expect((await admin.db.doc(paths.contactMessage(`msg-${UID}`)).get()).exists).toBe(false);
    expect((await admin.db.doc(paths.operation('op-a')).get()).get('createdBy')).toMatch(/^deleted-user-/);
    // The admin's own deletion entry keeps whom they deleted and why (accountability; docs/privacy.md).
    const entries = (await admin.db.collection(paths.auditLogs()).where('type', '==', 'deleteUser').get())
      .docs;
    expect(entries.map((d) => d.data())).toMatchObject([
      { uid: UID, email: EMAIL, reason: 'asked by e-mail' },
    ]);
  });
});
