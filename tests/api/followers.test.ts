import { smtpSender } from '../../functions/src/services/follow/mailer.js';
import {
  addFollowersRefusalSchema,
  addFollowersResponseSchema,
  adminFollowerEntryId,
  apiErrorSchema,
  documentWriteResponseSchema,
  followerMailMarkerId,
  paths,
  selfFollowerEntryId,
  userRecordSchema,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { bumpCatalogueVersion } from '../../functions/src/services/catalogue/catalogue-version.js';
import { sendFollowerMailBatch } from '../../functions/src/services/follow/send-follower-mail.js';
import { productBuilder, useApiSuite } from '../support/api-suite.js';
import { call, expectError } from '../support/api-client.js';
import { HOSTING } from '../support/api-emulators.js';
import { createUserWithClaims, type TestUser } from '../support/api-users.js';
import { mailTo, waitForMail } from '../support/caught-mail.js';

// Followers end to end on the emulators (docs/follow.md): the trigger that mirrors users' follows, the admin
// endpoints (who may add and remove, CSV rows refused with their numbers, one address per product), and the mail of
// a published document through the documents API, the tasks emulator and real SMTP into the local catcher, its
// retry sending nothing twice, and its unsubscribe link; and who may follow and who is mailed (issue 24 finding 4):
// the mirror and the mail ask the gate with each follower's roles and investor profile.

const RUN = Date.now().toString(36);
const ROLE = 'fxFolManagers';
const product = productBuilder(
  { storeModule: 'fxFol', langsForDocuments: ['en', 'de'] },
  (productId) => `Fund ${productId}`,
);
const A = product('fx-fol-a');
const B = product('fx-fol-b');

type Caller = 'investor' | 'manager' | 'admin';
/** Every Auth user of the suite (the callers, and followers by uid), deleted afterwards. */
const { admin, users } = useApiSuite<string>({
  products: [A, B],
  roles: { [ROLE]: [A.productId] },
  callers: { investor: [], manager: [ROLE], admin: ['admin'] },
  uidOf: (label) => `fx-fol-${label}-${RUN}`,
  userRecords: true,
});
const user = (c: Caller): TestUser => users.user(c);

const as = (caller: Caller | 'guest', path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token: caller === 'guest' ? undefined : user(caller).idToken });

const entries = async (productId: string) =>
  (await refs(admin.db).followers(productId).get()).docs.map((d) => ({ id: d.id, ...d.data() }));

/**
 * Waits for the trigger: polls the followers collection until `check` holds. Generous: the first run of a trigger
 * starts its worker, which takes long on a loaded machine.
 */
function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!check(value)) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 60_000, interval: 200 },
  );
}

const investorRecord = (
  email: string,
  follows: { productId: string; lang: 'en' | 'de' }[],
  investorProfile: 'retail' | 'professional' = 'professional',
) =>
  userRecordSchema.parse({
    firstName: 'Ivy',
    lastName: 'Investor',
    email,
    country: 'CH',
    investorProfile,
    followingProducts: follows,
  });

afterAll(async () => {
  for (const p of [A, B]) await admin.db.recursiveDelete(admin.db.collection(paths.followers(p.productId)));
});

/** Runs a follower-mail task again (a retry), straight through the service, sending with `send`. */
const retryMailTask = (
  send: Parameters<typeof sendFollowerMailBatch>[0]['send'],
  task: Parameters<typeof sendFollowerMailBatch>[1],
) =>
  sendFollowerMailBatch(
    {
      db: admin.db,
      auth: admin.auth,
      send,
      enqueue: () => Promise.resolve(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      portalUrl: HOSTING,
      orgName: 'Demo',
      unsubscribeSecret: 'unused-because-nothing-is-sent',
      now: () => new Date(),
      batchSize: 100,
    },
    task,
  );

/** Uploads a PDF document (published: the follower mail goes out) through the documents API; its id. */
async function uploadDocument(
  productId: string,
  name: string,
  caller: Caller,
  archived = false,
): Promise<string> {
  const query = new URLSearchParams({ display_name: name, lang: 'en', file_name: `${name}.pdf` });
  const res = await fetch(`${HOSTING}/api/products/${productId}/documents?${query.toString()}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/pdf',
      Authorization: `Bearer ${user(caller).idToken}`,
    },
    body: new TextEncoder().encode(`%PDF-1.4\n% ${name}\ntrailer\n%%EOF\n`),
  });
  const body = (await res.json()) as unknown;
  expect(res.status, JSON.stringify(body)).toBe(201);
  const id = documentWriteResponseSchema.parse(body).id;
  if (archived) {
    const patched = await as(caller, `/api/products/${productId}/documents/${id}`, {
      method: 'PATCH',
      body: { archived: true },
    });
    expect(patched.status).toBe(200);
  }
  return id;
}

describe('the follow mirror (users/{uid} trigger)', () => {
  it('creates, updates and removes the self-registered entries of a user', async () => {
    const uid = `fx-fol-mirror-${RUN}`;
    // A follower reads with the roles of their account: without one they are a guest, who may not follow.
    users.set(uid, await createUserWithClaims(admin.auth, uid, {}));
    const ref = admin.db.doc(paths.user(uid));
    await ref.set(investorRecord('Mirror@Example.test', [{ productId: B.productId, lang: 'de' }]));
    const created = await eventually(
      () => entries(B.productId),
      (e) => e.some((x) => x.uid === uid),
      'the entry',
    );
    expect(created.find((x) => x.uid === uid)).toMatchObject({
      id: `user-${uid}-de`,
      email: 'mirror@example.test',
      lang: 'de',
      addedByAdmin: false,
      addedBy: null,
    });
    await ref.update({ email: 'moved@example.test' });
    await eventually(
      () => entries(B.productId),
      (e) => e.some((x) => x.uid === uid && x.email === 'moved@example.test'),
      'the new e-mail',
    );
    await ref.update({ followingProducts: [] });
    await eventually(
      () => entries(B.productId),
      (e) => !e.some((x) => x.uid === uid),
      'the unfollow',
    );
    await ref.update({ followingProducts: [{ productId: B.productId, lang: 'en' }] });
    await eventually(
      () => entries(B.productId),
      (e) => e.some((x) => x.uid === uid),
      'the follow again',
    );
    await ref.delete();
    await eventually(
      () => entries(B.productId),
      (e) => !e.some((x) => x.uid === uid),
      'the user deletion',
    );
  }, 180_000);
});

describe('adding followers', () => {
  const add = (caller: Caller | 'guest', body: unknown, productId = A.productId) =>
    as(caller, `/api/products/${productId}/followers`, { method: 'POST', body });

  it('is for the admins of the product only', async () => {
    const body = { lang: 'en', email: `nobody-${RUN}@example.test` };
    expectError(await add('guest', body), 401, 'unauthenticated');
    expectError(await add('investor', body), 403, 'forbidden');
    expectError(await add('manager', body, B.productId), 403, 'forbidden', 'manager of another product');
    expect((await entries(B.productId)).some((e) => e.email === body.email)).toBe(false);
  });

  it('adds one address, once per product whatever the language or case', async () => {
    const email = `one-${RUN}@example.test`;
    const first = await add('manager', { lang: 'de', email: ` ${email.toUpperCase()} ` });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(addFollowersResponseSchema.parse(first.body).added).toEqual([email]);
    const again = await add('admin', { lang: 'en', email });
    expectError(again, 400, 'bad-request');
    const refusal = addFollowersRefusalSchema.parse(apiErrorSchema.parse(again.body).error.details);
    expect(refusal).toMatchObject({ problem: 'nothingToAdd', alreadyFollowing: [{ row: 1, value: email }] });
    expect(apiErrorSchema.parse(again.body).error.messageKey).toBe('api.errors.followerAlreadyFollows');
    const stored = (await entries(A.productId)).filter((e) => e.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      lang: 'de',
      addedByAdmin: true,
      uid: null,
      addedBy: user('manager').uid,
    });
  });

  it('refuses a wrong-format address, an empty one and a language the product lacks', async () => {
    for (const [body, key] of [
      [{ lang: 'en', email: 'not-an-email' }, 'api.errors.followerInvalidEmails'],
      [{ lang: 'en', email: '  ' }, 'api.errors.followerNoEmail'],
      [{ lang: 'fr', email: `fr-${RUN}@example.test` }, 'api.errors.followerLanguage'],
    ] as const) {
      const result = await add('manager', body);
      expectError(result, 400, 'bad-request', JSON.stringify(body));
      expect(apiErrorSchema.parse(result.body).error.messageKey).toBe(key);
    }
  });

  it('refuses a whole CSV with wrong-format rows, listing them, and writes nothing', async () => {
    const csv = `Name;E-Mail\nAnna;anna-${RUN}@example.test\nBob;bob-at-example\n\nCarl;carl@\n`;
    const result = await add('manager', { lang: 'en', csv });
    expectError(result, 400, 'bad-request');
    expect(addFollowersRefusalSchema.parse(apiErrorSchema.parse(result.body).error.details)).toMatchObject({
      problem: 'invalidEmails',
      invalid: [
        { row: 3, value: 'bob-at-example' },
        { row: 5, value: 'carl@' },
      ],
    });
    expect((await entries(A.productId)).some((e) => e.email === `anna-${RUN}@example.test`)).toBe(false);
    const noHeader = await add('manager', { lang: 'en', csv: 'name,mail\nx,y@example.test\n' });
    expect(apiErrorSchema.parse(noHeader.body).error.messageKey).toBe('api.errors.followerCsvHeader');
  });

  it('adds the new rows of a CSV and lists those already following and repeated', async () => {
    const csv = `email\nnew1-${RUN}@example.test\none-${RUN}@example.test\nNEW1-${RUN}@example.test\nnew2-${RUN}@example.test\n`;
    const result = await add('admin', { lang: 'en', csv });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    expect(addFollowersResponseSchema.parse(result.body)).toEqual({
      added: [`new1-${RUN}@example.test`, `new2-${RUN}@example.test`],
      alreadyFollowing: [{ row: 3, value: `one-${RUN}@example.test` }],
      duplicates: [{ row: 4, value: `new1-${RUN}@example.test` }],
    });
  });
});

describe('removing followers', () => {
  const remove = (caller: Caller | 'guest', entryId: string, productId = A.productId) =>
    as(caller, `/api/products/${productId}/followers/${encodeURIComponent(entryId)}`, { method: 'DELETE' });

  it('removes an admin-added follower, for the admins of the product only', async () => {
    const entry = (await entries(A.productId)).find((e) => e.email === `new2-${RUN}@example.test`);
    expect(entry).toBeDefined();
    const id = entry?.id ?? '';
    expectError(await remove('guest', id), 401, 'unauthenticated');
    expectError(await remove('investor', id), 403, 'forbidden');
    const ok = await remove('manager', id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ entryId: id, selfRegistered: false });
    expectError(await remove('manager', id), 404, 'not-found', 'removed twice');
  });

  it('removes a self-registered follower and the follow in their record', async () => {
    const uid = `fx-fol-self-${RUN}`;
    users.set(uid, await createUserWithClaims(admin.auth, uid, {}));
    await admin.db.doc(paths.user(uid)).set(
      investorRecord(`self-${RUN}@example.test`, [
        { productId: A.productId, lang: 'en' },
        { productId: B.productId, lang: 'en' },
      ]),
    );
    await eventually(
      () => entries(A.productId),
      (e) => e.some((x) => x.uid === uid),
      'the mirror',
    );
    expectError(await remove('manager', `user-${uid}-en`, B.productId), 403, 'forbidden');
    const result = await remove('admin', `user-${uid}-en`);
    expect(result.body).toEqual({ entryId: `user-${uid}-en`, selfRegistered: true });
    const record = (await admin.db.doc(paths.user(uid)).get()).data();
    expect(record?.followingProducts).toEqual([{ productId: B.productId, lang: 'en' }]);
    // The mirror runs on the record change and must not bring the entry back.
    await eventually(
      () => entries(A.productId),
      (e) => !e.some((x) => x.uid === uid),
      'the removal',
    );
    await admin.db.doc(paths.user(uid)).delete();
  }, 180_000);
});

describe('follower mail of a published document', () => {
  const upload = (name: string, archived = false) => uploadDocument(A.productId, name, 'manager', archived);

  it('mails each follower once in their language, never twice on a retry, with a working unsubscribe link', async () => {
    const investor = user('investor');
    await admin.db
      .doc(paths.user(investor.uid))
      .set(investorRecord(investor.email, [{ productId: A.productId, lang: 'de' }]));
    await eventually(
      () => entries(A.productId),
      (e) => e.some((x) => x.uid === investor.uid),
      'the follow',
    );
    const listed = `list-${RUN}@example.test`;
    expect(
      (
        await as('manager', `/api/products/${A.productId}/followers`, {
          method: 'POST',
          body: { lang: 'en', email: listed },
        })
      ).status,
    ).toBe(201);

    const documentId = await upload(`Annual report ${RUN}`);
    const [german] = await waitForMail(investor.email);
    const [english] = await waitForMail(listed);
    expect(german?.subject).toBe(`Fund fx-fol-a: neues Dokument «Annual report ${RUN}»`);
    expect(german?.text).toContain(
      `${HOSTING}/products/${A.productId}/download-document?documentId=${documentId}`,
    );
    expect(english?.subject).toBe(`Fund fx-fol-a: new document "Annual report ${RUN}"`);
    expect(english?.headers['list-unsubscribe']).toMatch(/\/unsubscribe\?key=/);

    // The same task again (a retry), straight through the service against the same emulator and SMTP catcher.
    const retry = await retryMailTask(smtpSender('smtp://127.0.0.1:2525', 'test@example.test'), {
      productId: A.productId,
      documentId,
    });
    expect(retry.sent).toBe(0);
    expect(retry.skipped).toBeGreaterThanOrEqual(2);
    // Archiving and unarchiving publishes again, but nobody is mailed a second time about the same document.
    for (const archived of [true, false]) {
      const r = await as('manager', `/api/products/${A.productId}/documents/${documentId}`, {
        method: 'PATCH',
        body: { archived },
      });
      expect(r.status).toBe(200);
    }
    // An archived upload mails nobody; a second document mails again (so the wait below proves the queue ran).
    await upload(`Draft ${RUN}`, true);
    await upload(`Factsheet ${RUN}`);
    const mails = await waitForMail(listed, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      `Fund fx-fol-a: new document "Annual report ${RUN}"`,
      `Fund fx-fol-a: new document "Factsheet ${RUN}"`,
    ]);

    // Unsubscribe through the link of the German mail: the follow leaves the user's record and the entry goes.
    const token =
      new URL(
        /https?:\/\/\S+\/unsubscribe\?key=\S+/.exec(german?.text ?? '')?.[0] ?? 'http://x',
      ).searchParams.get('key') ?? '';
    expect(token).not.toBe('');
    const first = await as('guest', '/api/followers/unsubscribe', { method: 'POST', body: { token } });
    expect(first.body).toEqual({ productId: A.productId, removed: true });
    const record = (await admin.db.doc(paths.user(investor.uid)).get()).data();
    expect(record?.followingProducts).toEqual([]);
    expect((await entries(A.productId)).some((e) => e.uid === investor.uid)).toBe(false);
    const second = await as('guest', '/api/followers/unsubscribe', { method: 'POST', body: { token } });
    expect(second.body).toEqual({ productId: A.productId, removed: false });
    const forged = await as('guest', '/api/followers/unsubscribe', {
      method: 'POST',
      body: { token: `${token.split('.')[0] ?? ''}.AAAA` },
    });
    expectError(forged, 400, 'bad-request');
    await waitForMail(investor.email, 2);
    expect(mailTo(investor.email)).toHaveLength(2);
  }, 180_000);
});

describe('who may follow and who is mailed: the gate per follower (issue 24 finding 4)', () => {
  // R is for viewers only; P is offered to retail investors of Liechtenstein only (professionals of any country), and
  // German readers are asked their investor profile while English ones are not. Uids are chosen so that in each
  // product's entry-id order a follower who may read comes last: once their mail is caught, the batch decided
  // everyone before them.
  const R = product('fx-fol-roles', { allowedRoles: ['viewer'] });
  const P = product('fx-fol-profile', { accessRestrictions: { retailCountries: ['LI'] } });
  const uid = {
    plain: `fx-fol-ga-plain-${RUN}`, // signed in, no role, professional CH
    retail: `fx-fol-gb-retail-${RUN}`, // signed in, no role, retail CH
    pro: `fx-fol-gy-pro-${RUN}`, // signed in, no role, professional CH
    viewer: `fx-fol-gz-viewer-${RUN}`, // viewer, professional CH
  };
  const guest = {
    R: `guest-r-${RUN}@example.test`, // admin-added on R (en)
    Pde: `guest-p-de-${RUN}@example.test`, // admin-added on P (de: profile asked; the admin vouched for it)
    Pen: `guest-p-en-${RUN}@example.test`, // admin-added on P (en: not asked)
  };
  const langsBefore = new Map<string, Record<string, unknown> | undefined>();
  const emailOf = (u: string) => `${u}@example.test`;
  const compliance = (investorProfileChecksActivated: boolean) => ({
    compliance: {
      investorProfileChecksActivated,
      investorProfileDisclaimer: '',
      showLogo: true,
      ombudsmanText: '',
      defaultProductDisclaimer: '',
    },
  });
  const selfEntry = (u: string, productId: string, lang: 'en' | 'de') => ({
    productId,
    email: emailOf(u),
    lang,
    addedByAdmin: false,
    uid: u,
    addedBy: null,
    createdAt: new Date(),
  });
  const adminEntry = (email: string, productId: string, lang: 'en' | 'de') => ({
    productId,
    email,
    lang,
    addedByAdmin: true,
    uid: null,
    addedBy: user('admin').uid,
    createdAt: new Date(),
  });
  const markerOf = (productId: string, documentId: string, email: string) =>
    admin.db.doc(paths.followerMail(followerMailMarkerId(productId, documentId, email))).get();
  const named = (email: string, title: string) => mailTo(email).filter((m) => m.subject.includes(title));

  beforeAll(async () => {
    for (const lang of ['en', 'de'] as const) {
      langsBefore.set(lang, (await admin.db.doc(paths.platformLang(lang)).get()).data());
      await refs(admin.db)
        .platformLang(lang)
        .set(compliance(lang === 'de'));
    }
    const batch = admin.db.batch();
    for (const p of [R, P]) batch.set(refs(admin.db).product(p.productId), p);
    await batch.commit();
    await bumpCatalogueVersion(admin.db);
    for (const [key, u] of Object.entries(uid))
      users.set(
        u,
        await createUserWithClaims(admin.auth, u, key === 'viewer' ? { 'role:viewer': true } : {}),
      );
  });

  afterAll(async () => {
    for (const [lang, before] of langsBefore) {
      const ref = admin.db.doc(paths.platformLang(lang));
      if (before) await ref.set(before);
      else await ref.delete();
    }
    for (const p of [R, P]) {
      await admin.db.recursiveDelete(admin.db.doc(paths.product(p.productId)));
      await admin.db.recursiveDelete(admin.db.collection(paths.followers(p.productId)));
    }
  });

  it('the mirror adds only follows the gate allows: not without the role, not with a refused profile', async () => {
    await Promise.all([
      admin.db.doc(paths.user(uid.plain)).set(
        investorRecord(emailOf(uid.plain), [
          { productId: R.productId, lang: 'en' },
          { productId: B.productId, lang: 'en' },
        ]),
      ),
      admin.db.doc(paths.user(uid.retail)).set(
        investorRecord(
          emailOf(uid.retail),
          [
            { productId: P.productId, lang: 'de' },
            { productId: B.productId, lang: 'de' },
          ],
          'retail',
        ),
      ),
      admin.db
        .doc(paths.user(uid.pro))
        .set(investorRecord(emailOf(uid.pro), [{ productId: P.productId, lang: 'de' }])),
      admin.db
        .doc(paths.user(uid.viewer))
        .set(investorRecord(emailOf(uid.viewer), [{ productId: R.productId, lang: 'en' }])),
    ]);
    // Each user's follows are decided in one trigger run and written in one batch: once the allowed entry is there,
    // the refused one would be too.
    const onB = await eventually(
      () => entries(B.productId),
      (e) => e.some((x) => x.uid === uid.plain) && e.some((x) => x.uid === uid.retail),
      'the allowed follows of B',
    );
    expect(onB.filter((x) => x.uid === uid.plain || x.uid === uid.retail)).toHaveLength(2);
    const onR = await eventually(
      () => entries(R.productId),
      (e) => e.some((x) => x.uid === uid.viewer),
      'the viewer on R',
    );
    expect(onR.map((x) => x.uid)).toEqual([uid.viewer]);
    const onP = await eventually(
      () => entries(P.productId),
      (e) => e.some((x) => x.uid === uid.pro),
      'the professional on P',
    );
    expect(onP.map((x) => x.uid)).toEqual([uid.pro]);
  }, 180_000);

  it('the mail names a document only to followers who may read it, whatever entries exist', async () => {
    // Entries the mirror would refuse, as left by a follow made before access was lost (a role taken, a profile
    // changed), and admin-added addresses: guests whose profile the admin vouched for by adding them.
    const batch = admin.db.batch();
    batch.set(
      admin.db.doc(paths.follower(R.productId, selfFollowerEntryId(uid.plain, 'en'))),
      selfEntry(uid.plain, R.productId, 'en'),
    );
    batch.set(
      admin.db.doc(paths.follower(P.productId, selfFollowerEntryId(uid.retail, 'de'))),
      selfEntry(uid.retail, P.productId, 'de'),
    );
    batch.set(
      admin.db.doc(paths.follower(R.productId, adminFollowerEntryId(guest.R))),
      adminEntry(guest.R, R.productId, 'en'),
    );
    batch.set(
      admin.db.doc(paths.follower(P.productId, adminFollowerEntryId(guest.Pde))),
      adminEntry(guest.Pde, P.productId, 'de'),
    );
    batch.set(
      admin.db.doc(paths.follower(P.productId, adminFollowerEntryId(guest.Pen))),
      adminEntry(guest.Pen, P.productId, 'en'),
    );
    await batch.commit();

    const rTitle = `Viewers only ${RUN}`;
    const pTitle = `Liechtenstein retail ${RUN}`;
    const rDoc = await uploadDocument(R.productId, rTitle, 'admin');
    const pDoc = await uploadDocument(P.productId, pTitle, 'admin');

    // Those who may read: the viewer on R; the professional (de) and both admin-added guests on P (the profile
    // counts as vouched for by the admin who added them, asked or not).
    expect((await waitForMail(emailOf(uid.viewer), 1, 60_000)).map((m) => m.subject)).toEqual([
      `Fund fx-fol-roles: new document "${rTitle}"`,
    ]);
    expect((await waitForMail(emailOf(uid.pro), 1, 60_000))[0]?.subject).toContain(pTitle);
    expect((await waitForMail(guest.Pen, 1, 60_000))[0]?.subject).toContain(pTitle);
    expect((await waitForMail(guest.Pde, 1, 60_000))[0]?.subject).toContain(pTitle);

    // Those who may not: no mail naming the document, and no marker (they were never sent one).
    for (const [email, title, productId, documentId] of [
      [emailOf(uid.plain), rTitle, R.productId, rDoc], // no viewer role
      [guest.R, rTitle, R.productId, rDoc], // a guest on a role-restricted product
      [emailOf(uid.retail), pTitle, P.productId, pDoc], // retail CH, offered to retail LI only
    ] as const) {
      expect(named(email, title), email).toEqual([]);
      expect((await markerOf(productId, documentId, email)).exists, email).toBe(false);
    }
    expect(mailTo(emailOf(uid.plain))).toEqual([]);
    expect(mailTo(emailOf(uid.retail))).toEqual([]);

    // A retry of R's task, straight through the service: the refused are counted as such, the viewer as sent.
    const retry = await retryMailTask(() => Promise.reject(new Error('nothing may be sent')), {
      productId: R.productId,
      documentId: rDoc,
    });
    expect(retry).toEqual({ sent: 0, skipped: 1, refused: 2, failed: 0, next: null });
  }, 180_000);
});
