import {
  followGate,
  guestReasonOf,
  productDocSchema,
  sessionRoles,
  type UserDefinedRole,
} from '@portal/domain';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { claimsFor, CUSTOM_ROLE, passwordToken } from '../support/rules-env.js';
import {
  ACCESS_CHANGED_AT,
  chunkData,
  emailOf,
  fixture,
  newUserData,
  productData,
  seriesData,
  sessionAt,
  SIGNED_IN_BEFORE_CHANGE,
  SIGNED_IN_IN_CHANGE_SECOND,
  tokenOf,
  uidOf,
  type Caller,
} from './fixture.js';
import { useRulesHarness, type RulesFirestore as Firestore } from './harness.js';

/*
 * Issue 24 "Every gate on every path", the Firestore rules part (docs/security.md "Firestore rules gates"): who counts
 * as signed in (the domain's guestReasonOf, token by token), role claims of a token older than the last role change,
 * following only what one may see, and the registration's one write before the e-mail address is verified. The rules
 * matrix asserts the gate callers cell by cell; this file asserts the edges. Fresh fixture before every test.
 */
const PROJECT = 'demo-rules-gate';

/** Product I (`pi`): open to every signed-in user (`allowedRoles: ['insight']`), so reading it means signedIn(). */
const FIXTURE: Record<string, DocumentData> = {
  ...fixture(),
  'products/pi': productData('pi', { allowedRoles: ['insight'] }),
};
const USER_DEFINED_ROLES: UserDefinedRole[] = [{ name: CUSTOM_ROLE, allowedProductIds: ['pa'] }];

const session = (uid: string, token: Record<string, unknown> | null): Firestore =>
  token === null
    ? env().unauthenticatedContext().firestore()
    : env().authenticatedContext(uid, token).firestore();
const as = (caller: Caller): Firestore => session(uidOf(caller), tokenOf(caller));

const { env, adminDb, deny, allow } = useRulesHarness(PROJECT, FIXTURE, {
  reset: 'each',
  summary: ({ denied, allowed }) => `rules gate: ${denied + allowed} requests asserted`,
});

describe('who counts as signed in (firestore.rules signedIn = domain guestReasonOf)', () => {
  const providers = [
    'password',
    'google.com',
    'microsoft.com',
    'custom',
    'anonymous',
    'github.com',
    'phone',
    'apple.com',
    'Password',
    '',
    undefined,
  ];
  const verified = [true, false, undefined, 'true'];

  it('agrees with guestReasonOf for every provider and verification state, whatever the claims', async () => {
    const rows: string[] = [];
    let i = 0;
    for (const provider of providers) {
      for (const emailVerified of verified) {
        const uid = `u-probe-${String(i++)}`;
        const token: Record<string, unknown> = {
          email: emailOf(uid),
          ...(emailVerified === undefined ? {} : { email_verified: emailVerified }),
          firebase: provider === undefined ? {} : { sign_in_provider: provider },
          ...claimsFor.superAdmin,
        };
        const signedIn = guestReasonOf(token) === null;
        const db = session(uid, token);
        // Readable only when signed in: product I (insight only); the audit log only for a signed-in superAdmin.
        const probes: (() => Promise<unknown>)[] = [
          () => getDoc(doc(db, 'products/pi')),
          () => getDocs(collection(db, 'auditLogs')),
        ];
        for (const probe of probes) await (signedIn ? allow(probe()) : deny(probe()));
        rows.push(`${String(provider)}/${String(emailVerified)}: ${signedIn ? 'signed in' : 'guest'}`);
      }
    }
    // The domain's answer, spelled out: the accepted ones.
    expect(rows.filter((r) => r.endsWith('signed in'))).toEqual([
      'password/true: signed in',
      ...['google.com', 'microsoft.com', 'custom'].flatMap((p) =>
        verified.map((v) => `${p}/${String(v)}: signed in`),
      ),
    ]);
    await deny(getDoc(doc(session('', null), 'products/pi')));
  });

  it('lets a guest session do nothing on its own records that a visitor cannot (reads, updates, follows)', async () => {
    for (const caller of ['unverifiedPassword', 'anonymous', 'otherProvider'] as const) {
      const db = as(caller);
      const uid = uidOf(caller);
      await deny(getDoc(doc(db, `users/${uid}`)));
      await deny(updateDoc(doc(db, `users/${uid}`), { firstName: 'Changed' }));
      await deny(
        updateDoc(doc(db, `users/${uid}`), {
          followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }),
        }),
      );
      await deny(getDocs(collection(db, `users/${uid}/consents`)));
      await deny(getDoc(doc(db, `operations/op-${uid}`)));
      await deny(getDoc(doc(db, 'products/pi')));
      await allow(getDoc(doc(db, 'products/pb')));
    }
  });
});

describe('registration before the e-mail address is verified', () => {
  const uid = 'u-registering';
  const unverified = () => session(uid, { ...passwordToken(emailOf(uid)), email_verified: false });
  const consent = (document: string, how = 'registration') => ({
    document,
    version: '2022-02-03',
    acceptedAt: serverTimestamp(),
    language: 'en',
    how,
  });
  /** What web/src/lib/user-record-store.ts createUserRecord commits: the record (merge) and its consents. */
  const registrationBatch = (db: Firestore, over: { how?: string; record?: DocumentData } = {}) => {
    const batch = writeBatch(db);
    batch.set(doc(db, `users/${uid}`), over.record ?? newUserData(uid), { merge: true });
    for (const document of ['terms', 'privacyPolicy']) {
      batch.set(doc(collection(db, `users/${uid}/consents`)), consent(document, over.how));
    }
    return batch.commit();
  };

  it('writes exactly the record and its consents, once; reads and changes wait for the verified sign-in', async () => {
    const db = unverified();
    await deny(setDoc(doc(collection(db, `users/${uid}/consents`)), consent('terms')));
    await deny(registrationBatch(db, { how: 'reconsent' }));
    await deny(registrationBatch(db, { record: { ...newUserData(uid), roles: ['admin'] } }));
    await deny(registrationBatch(db, { record: { ...newUserData(uid), email: 'boss@example.test' } }));
    await allow(registrationBatch(db));
    // The record exists now: the same batch is an update, and no more consents come without the verified sign-in.
    await deny(registrationBatch(db));
    await deny(setDoc(doc(collection(db, `users/${uid}/consents`)), consent('terms')));
    await deny(getDoc(doc(db, `users/${uid}`)));
    await deny(updateDoc(doc(db, `users/${uid}`), { firstName: 'Changed' }));
    await deny(setDoc(doc(db, `users/${uid}`), { lastVisitedDay: '2025-01-02' }, { merge: true }));
    await deny(
      updateDoc(doc(db, `users/${uid}`), { followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }) }),
    );
    // After the link: a verified sign-in reads its record.
    await allow(getDoc(doc(session(uid, passwordToken(emailOf(uid))), `users/${uid}`)));
  });

  it('may roll the record back while it is still the registration one, not once roles or follows came', async () => {
    await allow(registrationBatch(unverified()));
    await allow(deleteDoc(doc(unverified(), `users/${uid}`)));
    await allow(registrationBatch(unverified()));
    await adminDb()
      .doc(`users/${uid}`)
      .update({ roles: ['admin'], accessChangedAt: ACCESS_CHANGED_AT });
    await deny(deleteDoc(doc(unverified(), `users/${uid}`)));
    await adminDb()
      .doc(`users/${uid}`)
      .update({ roles: [], followingProducts: [{ productId: 'pb', lang: 'en' }] });
    await deny(deleteDoc(doc(unverified(), `users/${uid}`)));
  });

  it('is for e-mail-and-password accounts on their own uid only', async () => {
    await deny(
      registrationBatch(session(uid, { email: emailOf(uid), firebase: { sign_in_provider: 'anonymous' } })),
    );
    await deny(
      registrationBatch(
        session(uid, {
          email: emailOf(uid),
          email_verified: true,
          firebase: { sign_in_provider: 'github.com' },
        }),
      ),
    );
    const other = session('u-someone', { ...passwordToken(emailOf(uid)), email_verified: false });
    await deny(registrationBatch(other));
    await deny(deleteDoc(doc(as('unverifiedPassword'), 'users/u-investor')));
    // Google and Microsoft accounts register signed in (their provider vouches for the address).
    await allow(
      registrationBatch(
        session(uid, {
          email: emailOf(uid),
          email_verified: false,
          firebase: { sign_in_provider: 'google.com' },
        }),
      ),
    );
  });
});

describe('role claims of a token signed in before the last role change', () => {
  const adminToken = (authTime: number) =>
    sessionAt(passwordToken(emailOf('u-changed'), claimsFor.admin), authTime);
  const changed = (data: DocumentData = {}) =>
    adminDb()
      .doc('users/u-changed')
      .set({ ...FIXTURE['users/u-investor'], email: emailOf('u-changed'), ...data });

  it('count from the second of the change on (auth_time >= floor(accessChangedAt / 1000)), not before', async () => {
    await changed({ roles: ['admin'], accessChangedAt: ACCESS_CHANGED_AT });
    const audit = (authTime: number) =>
      getDocs(collection(session('u-changed', adminToken(authTime)), 'auditLogs'));
    await deny(audit(SIGNED_IN_BEFORE_CHANGE));
    await deny(audit(0));
    await allow(audit(SIGNED_IN_IN_CHANGE_SECOND));
    await allow(audit(SIGNED_IN_IN_CHANGE_SECOND + 3600));
    // Without a change mark (or without a record: the PDF renderer's service user) the claims count as they are.
    await changed({ roles: ['admin'] });
    await allow(audit(0));
    await adminDb().doc('users/u-changed').delete();
    await allow(audit(0));
    const renderer = session('pdf-renderer', {
      ...claimsFor.employee,
      pdfRenderer: true,
      pdfProductId: 'pa',
    });
    await allow(getDoc(doc(renderer, 'products/pa')));
  });

  it('leave a demoted user signed in: own record (to notice the change), open products, follows', async () => {
    for (const caller of ['demotedAdmin', 'demotedProductAdminA'] as const) {
      const db = as(caller);
      const uid = uidOf(caller);
      const record = await allow(getDoc(doc(db, `users/${uid}`)));
      expect(record.get('accessChangedAt')).toBe(ACCESS_CHANGED_AT);
      await allow(getDoc(doc(db, 'products/pi')));
      await allow(
        updateDoc(doc(db, `users/${uid}`), {
          followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }),
        }),
      );
      await allow(getDoc(doc(db, `operations/op-${uid}`)));
    }
  });

  it("take a demoted product admin's custom role away everywhere: product, content, series, followers", async () => {
    const db = as('demotedProductAdminA');
    await deny(getDoc(doc(db, 'products/pa')));
    await deny(updateDoc(doc(db, 'products/pa'), { productName: 'Still mine' }));
    await deny(setDoc(doc(db, 'products/pa/langs/de'), { id: 'de' }));
    await deny(getDoc(doc(db, 'priceSeries/pa')));
    await deny(getDoc(doc(db, 'priceSeries/bm')));
    await deny(setDoc(doc(db, 'priceSeries/pa/chunks/2010'), chunkData('pa', '2010')));
    await deny(getDocs(collection(db, 'followers/pa/entries')));
    await deny(getDocs(collection(db, 'products/pa/holdings')));
    // Signed in again after the change, with the role still granted: everything back.
    await adminDb()
      .doc(`users/${uidOf('demotedProductAdminA')}`)
      .update({ roles: [CUSTOM_ROLE] });
    const again = session(
      uidOf('demotedProductAdminA'),
      sessionAt(
        passwordToken(emailOf(uidOf('demotedProductAdminA')), claimsFor.productAdminA),
        SIGNED_IN_IN_CHANGE_SECOND,
      ),
    );
    await allow(getDoc(doc(again, 'products/pa')));
    await allow(getDocs(collection(again, 'followers/pa/entries')));
    await allow(getDoc(doc(again, 'priceSeries/bm')));
  });

  it('stay within the read limits where the most documents are read: a price batch, a follow', async () => {
    // adminSignedInAgain: a record with a change mark, so every role check reads it (one document, counted once).
    const db = as('adminSignedInAgain');
    const batch = writeBatch(db);
    batch.set(doc(db, 'priceSeries/pa--historical'), seriesData('pa--historical', 'product', 'pa'));
    for (const decade of ['1990', '2000', '2010', '2020']) {
      batch.set(doc(db, `priceSeries/pa--historical/chunks/${decade}`), chunkData('pa--historical', decade));
    }
    await allow(batch.commit());
    const me = doc(db, `users/${uidOf('adminSignedInAgain')}`);
    await allow(updateDoc(me, { followingProducts: arrayUnion({ productId: 'pd', lang: 'en' }) }));
    await allow(updateDoc(me, { followingProducts: arrayRemove({ productId: 'pd', lang: 'en' }) }));
  });
});

describe('following only what one may see (rules = domain followGate)', () => {
  const PRODUCTS = ['pb', 'pi', 'pa', 'pv', 'pd', 'no-such-product'] as const;
  type Product = (typeof PRODUCTS)[number];
  // What each caller may follow: open (B), insight (I), hidden and administered by the custom role (A), viewer
  // only (V), dev (D), an unknown id. Y = allowed.
  // prettier-ignore
  const FOLLOWS: Partial<Record<Caller, string>> = {
    //                       pb  pi  pa  pv  pd  unknown
    investor:             'Y   Y   -   -   -   -',
    viewer:               'Y   Y   -   Y   -   -',
    employee:             'Y   Y   Y   Y   Y   -',
    productAdminA:        'Y   Y   Y   -   -   -',
    admin:                'Y   Y   Y   Y   Y   -',
    demotedAdmin:         'Y   Y   -   -   -   -',
    demotedProductAdminA: 'Y   Y   -   -   -   -',
    adminSignedInAgain:   'Y   Y   Y   Y   Y   -',
  };
  const cells = (caller: Caller): Record<Product, boolean> => {
    const marks = (FOLLOWS[caller] ?? '').split(/\s+/);
    return Object.fromEntries(PRODUCTS.map((p, i) => [p, marks[i] === 'Y'])) as Record<Product, boolean>;
  };
  /** The domain's decision for the same caller (the demoted ones with their new roles: none). */
  const domainAllows = (caller: Caller, productId: Product): boolean => {
    const roles = caller.startsWith('demoted') ? ['insight'] : sessionRoles(tokenOf(caller));
    const stored = FIXTURE[`products/${productId}`];
    const product = stored ? productDocSchema.parse(stored) : undefined;
    const decision = followGate(
      {
        access: { roles, userDefinedRoles: USER_DEFINED_ROLES },
        profile: { checksActivated: false, profile: undefined },
      },
      product,
    );
    return decision.kind === 'allow';
  };

  it('the table is the domain decision', () => {
    for (const caller of Object.keys(FOLLOWS) as Caller[]) {
      for (const productId of PRODUCTS) {
        expect(domainAllows(caller, productId), `${caller} ${productId}`).toBe(cells(caller)[productId]);
      }
    }
  });

  for (const caller of Object.keys(FOLLOWS) as Caller[]) {
    it(`${caller}: follows exactly the products of its row`, async () => {
      const db = as(caller);
      const me = doc(db, `users/${uidOf(caller)}`);
      for (const productId of PRODUCTS) {
        const follow = updateDoc(me, { followingProducts: arrayUnion({ productId, lang: 'en' }) });
        if (cells(caller)[productId]) {
          await allow(follow);
          await allow(updateDoc(me, { followingProducts: arrayRemove({ productId, lang: 'en' }) }));
        } else {
          await deny(follow);
        }
      }
    });
  }

  it('answers a hidden product, a dev product and an unknown id alike (no oracle)', async () => {
    const me = doc(as('investor'), `users/${uidOf('investor')}`);
    const refusal = async (productId: string) => {
      const error = (await deny(
        updateDoc(me, { followingProducts: arrayUnion({ productId, lang: 'en' }) }),
      )) as { code?: string };
      return error.code;
    };
    const codes = [
      await refusal('pa'),
      await refusal('pd'),
      await refusal('pv'),
      await refusal('no-such-product'),
    ];
    expect(new Set(codes)).toEqual(new Set(['permission-denied']));
  });

  it('still lets anyone unfollow a product they may no longer see', async () => {
    const uid = uidOf('investor');
    await adminDb()
      .doc(`users/${uid}`)
      .update({ followingProducts: [{ productId: 'pa', lang: 'en' }] });
    const me = doc(as('investor'), `users/${uid}`);
    await allow(updateDoc(me, { followingProducts: arrayRemove({ productId: 'pa', lang: 'en' }) }));
  });
});
