import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ROLE, passwordToken } from '../support/rules-env.js';
import {
  chunkData,
  componentData,
  mediaData,
  documentData,
  emailOf,
  fixture,
  followerData,
  holdingOverrideData,
  holdingsData,
  newUserData,
  operationData,
  OTHER_UID,
  productData,
  seriesData,
  tokenOf,
  uidOf,
  userData,
  type Role,
} from './fixture.js';
import { useRulesHarness, type RulesFirestore as Firestore } from './harness.js';

// Escalation attempts on top of the matrix: each must be denied (a few allowed twins prove the denial is about the
// attempt, not a malformed request). Fresh fixture before every test.
const PROJECT = 'demo-rules-escalation';
const FIXTURE = fixture();
const { env, adminDb, deny, allow } = useRulesHarness(PROJECT, FIXTURE, {
  reset: 'each',
  summary: ({ denied, allowed }) =>
    `rules escalation attempts: ${denied} denied, ${allowed} allowed twins asserted`,
});

/** A verified e-mail-and-password session of the role (fixture.ts `tokenOf`). */
function as(role: Exclude<Role, 'guest'>): Firestore {
  return env()
    .authenticatedContext(uidOf(role), tokenOf(role) ?? {})
    .firestore();
}
const asClaims = (uid: string, claims: Record<string, unknown>): Firestore =>
  env()
    .authenticatedContext(uid, passwordToken(emailOf(uid), claims))
    .firestore();
const guest = (): Firestore => env().unauthenticatedContext().firestore();

describe('own user record', () => {
  it('never lets a user write their roles, two-factor status, access-change time or e-mail', async () => {
    const db = as('investor');
    const me = doc(db, `users/${uidOf('investor')}`);
    await deny(updateDoc(me, { roles: ['admin'] }));
    await deny(updateDoc(me, { roles: arrayUnion('superAdmin') }));
    await deny(updateDoc(me, { twoFactorEnabled: true }));
    await deny(updateDoc(me, { accessChangedAt: 0 }));
    await adminDb()
      .doc(`users/${uidOf('investor')}`)
      .update({ accessChangedAt: 1_700_000_000_000 });
    await deny(updateDoc(me, { accessChangedAt: deleteField() }));
    await deny(updateDoc(me, { accessChangedAt: 1 }));
    await deny(updateDoc(me, { email: 'someone-else@example.test' }));
    await deny(setDoc(me, { ...userData(uidOf('investor')), roles: ['admin'] }));
    await allow(updateDoc(me, { firstName: 'Still me' }));
  });

  it('creates a record only with the profile, the token e-mail and neutral defaults', async () => {
    const uid = 'u-newcomer';
    const db = asClaims(uid, {});
    const mine = doc(db, `users/${uid}`);
    await deny(setDoc(mine, { ...newUserData(uid), roles: ['admin'] }));
    await deny(setDoc(mine, { ...newUserData(uid), twoFactorEnabled: true }));
    await deny(setDoc(mine, { ...newUserData(uid), accessChangedAt: Date.now() }));
    await deny(setDoc(mine, { ...newUserData(uid), email: 'boss@example.test' }));
    await deny(setDoc(mine, { ...newUserData(uid), 'role:admin': true }));
    await deny(setDoc(mine, { ...newUserData(uid), followingProducts: [{ productId: 'pb', lang: 'en' }] }));
    await deny(setDoc(doc(db, `users/${OTHER_UID}-2`), newUserData(`${OTHER_UID}-2`)));
    // What a converter write of userRecordSchema stores: defaults included.
    await allow(
      setDoc(mine, { ...userData(uid), roles: [], twoFactorEnabled: false, followingProducts: [] }),
    );
  });

  it('validates profile fields', async () => {
    const me = doc(as('viewer'), `users/${uidOf('viewer')}`);
    await deny(updateDoc(me, { telNumberCountryCode: '+41', telNumber: '' }));
    await deny(updateDoc(me, { country: 'Switzerland' }));
    await deny(updateDoc(me, { investorProfile: 'whale' }));
    await deny(updateDoc(me, { firstName: '' }));
    await deny(updateDoc(me, { firstName: 'x'.repeat(101) }));
    await deny(updateDoc(me, { lastVisitedDay: 'yesterday' }));
    await deny(updateDoc(me, { company: 42 }));
    await deny(updateDoc(me, { 'role:admin': true }));
    await deny(updateDoc(me, { admin: true }));
    await allow(updateDoc(me, { telNumberCountryCode: '+41', telNumber: '79 555 01 23' }));
    await allow(setDoc(me, { lastVisitedDay: '2025-01-02' }, { merge: true }));
    await allow(updateDoc(me, { investorProfile: 'institutional', country: 'LU' }));
  });

  it("never lets anyone but admins read or write another user's record", async () => {
    for (const role of ['investor', 'viewer', 'employee', 'productAdminA'] as const) {
      const db = as(role);
      await deny(getDoc(doc(db, `users/${OTHER_UID}`)));
      await deny(getDocs(query(collection(db, 'users'), where(documentId(), '==', OTHER_UID))));
      await deny(updateDoc(doc(db, `users/${OTHER_UID}`), { firstName: 'Hacked' }));
      await deny(
        updateDoc(doc(db, `users/${OTHER_UID}`), {
          followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }),
        }),
      );
    }
    await deny(updateDoc(doc(as('admin'), `users/${OTHER_UID}`), { roles: ['admin'] }));
    await allow(getDoc(doc(as('admin'), `users/${OTHER_UID}`)));
  });
});

describe('follow and unfollow', () => {
  const me = () => doc(as('investor'), `users/${uidOf('investor')}`);

  it('adds or removes exactly one well-formed entry of an existing product per write', async () => {
    await allow(updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }) }));
    await allow(updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb', lang: 'de' }) }));
    await allow(updateDoc(me(), { followingProducts: arrayRemove({ productId: 'pb', lang: 'en' }) }));
    const snap = await adminDb()
      .doc(`users/${uidOf('investor')}`)
      .get();
    expect(snap.get('followingProducts')).toEqual([{ productId: 'pb', lang: 'de' }]);
  });

  it('refuses two entries at once, a swap, malformed entries and unknown products', async () => {
    await deny(
      updateDoc(me(), {
        followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }, { productId: 'pv', lang: 'en' }),
      }),
    );
    await deny(
      updateDoc(me(), {
        followingProducts: [
          { productId: 'pb', lang: 'en' },
          { productId: 'pb', lang: 'de' },
        ],
      }),
    );
    await deny(
      updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb', lang: 'en', email: 'x@y.z' }) }),
    );
    await deny(updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb' }) }));
    await deny(updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb', lang: 'xx' }) }));
    await deny(
      updateDoc(me(), { followingProducts: arrayUnion({ productId: 'no-such-product', lang: 'en' }) }),
    );
    await deny(updateDoc(me(), { followingProducts: arrayUnion('pb') }));
    await allow(updateDoc(me(), { followingProducts: arrayUnion({ productId: 'pb', lang: 'en' }) }));
    // A swap keeps the length: one removed and one added in the same write.
    await deny(updateDoc(me(), { followingProducts: [{ productId: 'pv', lang: 'en' }] }));
    await deny(updateDoc(me(), { followingProducts: 'pb' }));
  });
});

describe('document records (written by the documents API only)', () => {
  it('refuses a product admin and an admin creating, editing or deleting one directly', async () => {
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const db = as(role);
      // A record pointing its download at another file of the store (an operation's output, another product's).
      await deny(
        setDoc(doc(db, 'products/pa/documents/forged'), {
          ...documentData(),
          file: { path: 'operations/op1/export.zip', name: 'export.zip' },
        }),
      );
      await deny(
        updateDoc(doc(db, 'products/pa/documents/d1'), { 'file.path': 'documents/pb/d1/factsheet.pdf' }),
      );
      await deny(updateDoc(doc(db, 'products/pa/documents/d1'), { archived: true }));
      await deny(deleteDoc(doc(db, 'products/pa/documents/d1')));
    }
  });
});

describe('product admin of A', () => {
  it('cannot write product B or anything below it', async () => {
    const db = as('productAdminA');
    await deny(updateDoc(doc(db, 'products/pb'), { productName: 'Mine now' }));
    await deny(setDoc(doc(db, 'products/pb/langs/de'), { id: 'de' }));
    await deny(updateDoc(doc(db, 'products/pb/documents/d1'), { archived: true }));
    await deny(setDoc(doc(db, 'products/pb/components/overview--c9'), componentData('c9')));
    await deny(
      setDoc(
        doc(db, 'products/pb/holdings/2025-02-28'),
        holdingsData('pb', '2025-02-28', uidOf('productAdminA')),
      ),
    );
    await deny(updateDoc(doc(db, 'priceSeries/pb'), { version: 9 }));
    await deny(setDoc(doc(db, 'priceSeries/pb/chunks/2020'), chunkData('pb')));
    await deny(setDoc(doc(db, 'followers/pb/entries/f9'), followerData('pb', uidOf('productAdminA'))));
    await deny(getDocs(collection(db, 'followers/pb/entries')));
    await allow(updateDoc(doc(db, 'products/pa'), { productName: 'Renamed A' }));
  });

  it('cannot change visibility, access, modes or flags of its own product', async () => {
    const a = doc(as('productAdminA'), 'products/pa');
    await deny(updateDoc(a, { 'general.hidden': false }));
    await deny(updateDoc(a, { allowedRoles: ['insight'] }));
    await deny(updateDoc(a, { dev: true }));
    await deny(updateDoc(a, { lockedBehindLogin: true }));
    await deny(updateDoc(a, { accessRestrictions: { retailCountries: ['CH'] } }));
    await deny(updateDoc(a, { 'live.priceSeriesId': 'pb' }));
    await deny(updateDoc(a, { allowHoldingDataModification: false, productName: 'x' }));
    await deny(updateDoc(a, { productId: 'pb' }));
    await deny(updateDoc(a, { [`role:${CUSTOM_ROLE}`]: true }));
    await allow(updateDoc(a, { contacts: [{ name: 'Desk' }], aum: 12_000_000 }));
  });

  it('moves no price series to a product it does not administer, nor writes benchmark series', async () => {
    const db = as('productAdminA');
    await deny(updateDoc(doc(db, 'priceSeries/pa'), { ownerId: 'pb' }));
    await deny(setDoc(doc(db, 'priceSeries/pb--x'), seriesData('pb--x', 'product', 'pb')));
    await deny(setDoc(doc(db, 'priceSeries/pa--b'), seriesData('pa--b', 'benchmark', 'pa')));
    await deny(updateDoc(doc(db, 'priceSeries/bm'), { version: 5 }));
    await deny(setDoc(doc(db, 'priceSeries/orphan/chunks/2020'), chunkData('orphan')));
    // The way prices are written: meta and chunks in one batch.
    const batch = writeBatch(db);
    batch.set(doc(db, 'priceSeries/pa--historical'), seriesData('pa--historical', 'product', 'pa'));
    for (const decade of ['1990', '2000', '2010', '2020']) {
      batch.set(doc(db, `priceSeries/pa--historical/chunks/${decade}`), chunkData('pa--historical', decade));
    }
    await allow(batch.commit());
  });

  it('creates, changes or deletes no operation record, whatever it claims (the API alone creates them)', async () => {
    const uid = uidOf('productAdminA');
    const forged = (data: DocumentData) => setDoc(doc(collection(as('productAdminA'), 'operations')), data);
    // What a pending request of the old rules looked like, and the forgeries it allowed.
    await deny(forged(operationData(uid, ['pa'])));
    await deny(forged({ ...operationData(uid, ['pa']), createdByEmail: 'ceo@example.test' }));
    await deny(
      forged({ ...operationData(uid, ['pa']), results: [{ productId: 'pa', status: 'succeeded' }] }),
    );
    await deny(forged({ ...operationData(uid, ['pa']), dryRun: false }));
    await deny(forged({ ...operationData(uid, ['pa']), status: 'succeeded' }));
    await deny(forged({ ...operationData(uid, ['pa']), file: { path: 'uploads/x.csv', name: 'x.csv' } }));
    await deny(forged(operationData(OTHER_UID, ['pa'])));
    await deny(
      forged({ ...operationData(uid, ['pa']), kind: 'export', includeFollowers: true, rowCounts: {} }),
    );
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const db = as(role);
      const own = doc(db, `operations/op-${uidOf(role)}`);
      await deny(setDoc(doc(collection(db, 'operations')), operationData(uidOf(role), ['pa'])));
      await deny(setDoc(doc(db, `operations/op-${uidOf(role)}-2`), operationData(uidOf(role), ['pa'])));
      await deny(updateDoc(own, { productIds: ['pb'] }));
      await deny(updateDoc(own, { status: 'succeeded', results: [] }));
      await deny(updateDoc(own, { createdByEmail: 'someone@example.test' }));
      await deny(updateDoc(own, { dryRun: false }));
      await deny(deleteDoc(own));
      await allow(getDoc(own));
    }
  });

  it('loses its rights when the derived claims drop the product or are missing (fail closed)', async () => {
    const db = as('productAdminA');
    await adminDb()
      .doc('settings/productAdminClaims')
      .set({ byProduct: { pb: [`role:${CUSTOM_ROLE}`] }, anyProduct: [`role:${CUSTOM_ROLE}`] });
    await deny(getDoc(doc(db, 'products/pa')));
    await deny(updateDoc(doc(db, 'products/pa'), { productName: 'x' }));
    await allow(updateDoc(doc(db, 'products/pb'), { productName: 'Now mine' }));
    await adminDb().doc('settings/productAdminClaims').delete();
    await deny(getDoc(doc(db, 'products/pa')));
    await deny(updateDoc(doc(db, 'products/pb'), { productName: 'x' }));
    await deny(getDoc(doc(db, 'priceSeries/bm')));
  });
});

describe('share classes (written by the share-class API only)', () => {
  // The API checks the class, keeps one default per family and audits the change (docs/share-classes.md): a
  // direct write would skip all three, whoever writes it.
  it('refuses a direct change of the share class or the default flag, even to an admin', async () => {
    const shareClass = { class: 'B', currency: 'CHF', inceptionDate: '2020-01-02', managementFee: 0.01 };
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const a = doc(as(role), 'products/pa');
      await deny(updateDoc(a, { shareClass }));
      await deny(updateDoc(a, { 'shareClass.managementFee': 0.02 }));
      await deny(updateDoc(a, { isDefaultShareClass: false }));
      await deny(updateDoc(a, { shareClass: deleteField() }));
    }
    await allow(updateDoc(doc(as('admin'), 'products/pa'), { productName: 'Still editable' }));
  });
});

describe('forged roles', () => {
  it('grants nothing for role fields stored in documents', async () => {
    const uid = uidOf('investor');
    await adminDb()
      .doc(`users/${uid}`)
      .set({ ...userData(uid), roles: ['admin', 'superAdmin', CUSTOM_ROLE], 'role:admin': true });
    await adminDb()
      .doc('products/pb')
      .set({ ...productData('pb'), 'role:investor': true, adminUids: [uid] });
    const db = as('investor');
    await deny(getDoc(doc(db, `users/${OTHER_UID}`)));
    await deny(getDocs(collection(db, 'users')));
    await deny(getDocs(collection(db, 'auditLogs')));
    await deny(getDoc(doc(db, 'products/pa')));
    await deny(updateDoc(doc(db, 'products/pb'), { productName: 'x' }));
    await deny(setDoc(doc(db, 'settings/platform'), { langs: ['en'], iam: { userDefinedRoles: [] } }));
    await deny(
      setDoc(doc(db, 'settings/productAdminClaims'), {
        byProduct: { pb: ['role:investor'] },
        anyProduct: [],
      }),
    );
  });

  it('grants nothing for claims that are not `role:<name>: true`', async () => {
    const forged: Record<string, unknown>[] = [
      { 'role:admin': 'true' },
      { 'role:admin': false },
      { admin: true },
      { roles: ['admin'] },
      { role: 'admin' },
      { 'role:Admin': true },
      { 'role:alpinum': true },
    ];
    for (const [i, claims] of forged.entries()) {
      const db = asClaims(`u-forged-${i}`, claims);
      await deny(updateDoc(doc(db, 'settings/platform'), { langs: ['en'] }));
      await deny(updateDoc(doc(db, 'products/pa'), { productName: 'x' }));
      await deny(getDoc(doc(db, 'products/pa')));
      await deny(getDocs(collection(db, 'auditLogs')));
    }
  });

  it('keeps product allowedRoles to built-in roles, even for admins', async () => {
    const db = as('admin');
    await deny(setDoc(doc(db, 'products/pn'), { ...productData('pn'), allowedRoles: [CUSTOM_ROLE] }));
    await deny(setDoc(doc(db, 'products/pn'), { ...productData('pn'), allowedRoles: ['role:admin'] }));
    await deny(setDoc(doc(db, 'products/pn'), { ...productData('pn'), 'role:viewer': true }));
    await deny(setDoc(doc(db, 'products/pn'), productData('other-id')));
    await deny(
      setDoc(doc(db, 'settings/platform'), {
        langs: ['en'],
        iam: { userDefinedRoles: [] },
        'role:admin': true,
      }),
    );
    await deny(setDoc(doc(db, 'settings/platform'), { langs: ['xx'], iam: { userDefinedRoles: [] } }));
    await allow(
      setDoc(doc(db, 'products/pn'), { ...productData('pn'), allowedRoles: ['viewer', 'alvolaCHF'] }),
    );
  });
});

describe('platform settings (Admin -> Platform settings)', () => {
  const compliance = {
    investorProfileChecksActivated: true,
    investorProfileDisclaimer: 'Disclaimer',
    showLogo: true,
    ombudsmanText: 'Ombudsman',
    defaultProductDisclaimer: 'Default disclaimer',
  };
  const grabPb = { 'iam.userDefinedRoles': [{ name: CUSTOM_ROLE, allowedProductIds: ['pa', 'pb'] }] };

  it('lets no product admin, employee, viewer or investor edit compliance texts or custom roles', async () => {
    for (const role of ['productAdminA', 'employee', 'viewer', 'investor'] as const) {
      const db = as(role);
      await deny(setDoc(doc(db, 'settings/platform/langs/en'), { compliance }));
      await deny(updateDoc(doc(db, 'settings/platform/langs/en'), { 'compliance.ombudsmanText': 'x' }));
      await deny(
        updateDoc(doc(db, 'settings/platform/langs/en'), {
          'compliance.investorProfileChecksActivated': false,
        }),
      );
      await deny(setDoc(doc(db, 'settings/platform/langs/de'), { compliance }));
      // A product admin extending their own role to another product: the classic escalation.
      await deny(updateDoc(doc(db, 'settings/platform'), grabPb));
      await deny(updateDoc(doc(db, 'settings/platform'), { 'iam.userDefinedRoles': [] }));
    }
    await deny(setDoc(doc(guest(), 'settings/platform/langs/en'), { compliance }));
    await deny(updateDoc(doc(guest(), 'settings/platform'), grabPb));
    await allow(updateDoc(doc(as('admin'), 'settings/platform'), grabPb));
    await allow(setDoc(doc(as('superAdmin'), 'settings/platform/langs/de'), { compliance }));
  });

  it('keeps compliance documents to the schema, even for admins', async () => {
    const db = as('admin');
    const en = doc(db, 'settings/platform/langs/en');
    await deny(setDoc(en, { compliance: { ...compliance, extra: 'x' } }));
    await deny(setDoc(en, { compliance, other: true }));
    await deny(setDoc(en, { compliance: { ...compliance, showLogo: 'yes' } }));
    await deny(setDoc(en, { compliance: { ...compliance, investorProfileChecksActivated: 1 } }));
    await deny(setDoc(en, { compliance: { ...compliance, ombudsmanText: 42 } }));
    await deny(setDoc(en, { compliance: { ...compliance, defaultProductDisclaimer: 'x'.repeat(10_001) } }));
    const missing: Partial<typeof compliance> = { ...compliance };
    delete missing.showLogo;
    await deny(setDoc(en, { compliance: missing }));
    await deny(setDoc(doc(db, 'settings/platform/langs/xx'), { compliance }));
    await deny(deleteDoc(en));
    await allow(setDoc(en, { compliance: { ...compliance, ombudsmanText: 'x'.repeat(10_000) } }));
  });

  it('keeps the languages and bounds the custom roles, even for admins', async () => {
    const db = as('admin');
    const platform = doc(db, 'settings/platform');
    await deny(updateDoc(platform, { langs: ['en', 'de', 'fr'] }));
    await deny(updateDoc(platform, { langs: [] }));
    await deny(updateDoc(platform, { 'iam.userDefinedRoles': 'admin' }));
    await deny(updateDoc(platform, { 'iam.other': true }));
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `r${i}`, allowedProductIds: ['pb'] }));
    await deny(updateDoc(platform, { 'iam.userDefinedRoles': many }));
    await deny(deleteDoc(platform));
    await allow(updateDoc(platform, { 'iam.userDefinedRoles': many.slice(0, 50) }));
  });
});

describe('product list queries (rules are not filters)', () => {
  const products = (db: Firestore) => collection(db, 'products');
  const visible = [where('general.hidden', '==', false), where('dev', '==', false)] as const;
  const ids = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id).sort();

  it('refuses unfiltered or under-filtered lists to visitors', async () => {
    await deny(getDocs(products(guest())));
    await deny(getDocs(products(as('investor'))));
    await deny(getDocs(query(products(guest()), where('general.hidden', '==', false))));
    await deny(getDocs(query(products(guest()), ...visible)));
    await deny(getDocs(query(products(guest()), where('allowedRoles', '==', []))));
    await deny(
      getDocs(
        query(products(as('investor')), ...visible, where('allowedRoles', 'array-contains-any', ['viewer'])),
      ),
    );
    await deny(getDocs(query(products(as('productAdminA')), where(documentId(), 'in', ['pa', 'pv']))));
  });

  it('answers the queries the web issues with exactly the visible products', async () => {
    const g = guest();
    expect(
      ids(await allow(getDocs(query(products(g), ...visible, where('allowedRoles', '==', []))))),
    ).toEqual(['pb']);
    const v = as('viewer');
    expect(
      ids(
        await allow(
          getDocs(
            query(
              products(v),
              ...visible,
              where('allowedRoles', 'array-contains-any', ['insight', 'viewer']),
            ),
          ),
        ),
      ),
    ).toEqual(['pv']);
    const i = as('investor');
    expect(
      ids(
        await allow(
          getDocs(query(products(i), ...visible, where('allowedRoles', 'array-contains-any', ['insight']))),
        ),
      ),
    ).toEqual([]);
    const pa = as('productAdminA');
    expect(ids(await allow(getDocs(query(products(pa), where(documentId(), 'in', ['pa'])))))).toEqual(['pa']);
    expect(ids(await allow(getDocs(products(as('employee')))))).toEqual(['pa', 'pb', 'pd', 'pv']);
  });

  it('hides archived documents and private collections from visitors', async () => {
    const g = guest();
    await deny(getDocs(collection(g, 'products/pb/documents')));
    await deny(getDoc(doc(g, 'products/pb/documents/archived')));
    await deny(getDocs(collection(g, 'followers/pb/entries')));
    await deny(getDocs(collection(as('employee'), 'followers/pb/entries')));
    await deny(getDocs(collection(as('investor'), 'operations')));
    await deny(getDoc(doc(as('investor'), `operations/op-${OTHER_UID}`)));
    await deny(getDocs(collection(g, 'priceSeries/pb/chunks')));
    await deny(getDoc(doc(g, 'settings/productAdminClaims')));
  });
});

describe('bulk price working state (functions only)', () => {
  it('lets nobody read or write the apply markers, stops, task attempts or test faults, not even admins', async () => {
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const db = as(role);
      for (const path of [
        'bulkPriceMarkers/op1_0',
        'bulkPriceStops/op1',
        'operations/op1/taskAttempts/t0',
        'testFaults/bulkPriceApply',
        'factsheetGenerationMarkers/op1_p1_en',
        'factsheetGenerationAttempts/op1_p1',
        'testFaults/factsheetGeneration',
      ]) {
        await deny(getDoc(doc(db, path)));
        await deny(setDoc(doc(db, path), { at: 1 }));
        await deny(deleteDoc(doc(db, path)));
      }
    }
  });
});

describe('factsheet layouts (per-language product documents)', () => {
  it("lets only the product's admins write its factsheet layout, in a platform language", async () => {
    const layout = { id: 'de', factsheet: { sections: ['overview', 'performance'] } };
    await allow(setDoc(doc(as('productAdminA'), 'products/pa/langs/de'), layout));
    await deny(setDoc(doc(as('productAdminA'), 'products/pb/langs/de'), layout));
    await deny(updateDoc(doc(as('productAdminA'), 'products/pb/langs/en'), { factsheet: layout.factsheet }));
    for (const role of ['investor', 'viewer', 'employee'] as const) {
      await deny(setDoc(doc(as(role), 'products/pa/langs/de'), layout));
      await deny(updateDoc(doc(as(role), 'products/pb/langs/en'), { factsheet: layout.factsheet }));
      await deny(deleteDoc(doc(as(role), 'products/pb/langs/en')));
    }
    await deny(setDoc(doc(guest(), 'products/pb/langs/de'), layout));
  });
});

describe('contact form and rate limits (functions only)', () => {
  it('lets nobody forge a contact message, pre-spend a bot-check solution or reset a rate-limit counter', async () => {
    const roles = ['investor', 'productAdminA', 'admin', 'superAdmin'] as const;
    for (const db of [guest(), ...roles.map((role) => as(role))]) {
      // A message recorded without the API skips the bot check, the rate limits and the one-mail rule.
      await deny(setDoc(doc(db, 'contactMessages/forged'), { email: 'x@example.test', status: 'sent' }));
      await deny(
        setDoc(doc(db, 'contactChallenges/some-nonce'), { usedAt: new Date(), expiresAt: new Date() }),
      );
      await deny(setDoc(doc(db, 'contactRateLimits/ip-1'), { hits: [], expiresAt: new Date() }));
      await deny(deleteDoc(doc(db, 'contactRateLimits/ip-1')));
      await deny(getDoc(doc(db, 'contactRateLimits/ip-1')));
    }
    for (const role of roles) {
      // Emptying one's own counter of a sensitive callable would lift its limit (docs/security.md).
      const own = `callRateLimits/setUserRoles-${uidOf(role)}`;
      await deny(setDoc(doc(as(role), own), { hits: [], expiresAt: new Date() }));
      await deny(updateDoc(doc(as(role), own), { hits: [] }));
      await deny(deleteDoc(doc(as(role), own)));
      await deny(getDoc(doc(as(role), own)));
    }
  });
});

describe('data rules', () => {
  it('keeps price edits to products that allow them', async () => {
    const db = as('admin');
    await deny(setDoc(doc(db, 'priceSeries/pv'), seriesData('pv', 'product', 'pv')));
    await allow(setDoc(doc(db, 'priceSeries/pb--x'), seriesData('pb--x', 'product', 'pb')));
  });

  it('writes no holdings nor overrides directly, even as admin (the holdings admin API re-parses them)', async () => {
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const db = as(role);
      const uid = uidOf(role);
      await deny(setDoc(doc(db, 'products/pa/holdings/2025-01-31'), holdingsData('pa', '2025-01-31', uid)));
      await deny(updateDoc(doc(db, 'products/pa/holdings/2024-12-31'), { holdings: [] }));
      await deny(deleteDoc(doc(db, 'products/pa/holdings/2024-12-31')));
      await deny(setDoc(doc(db, 'products/pa/holdingOverrides/o9'), holdingOverrideData('pa', uid)));
      await deny(updateDoc(doc(db, 'products/pa/holdingOverrides/o1'), { 'values.sector': 'energy' }));
      await deny(deleteDoc(doc(db, 'products/pa/holdingOverrides/o1')));
    }
  });

  it('keeps holding components to their shape: kind, chart type, overview flag, top-holdings count', async () => {
    const db = as('productAdminA');
    const at = (kind: string) => doc(db, `products/pa/holdingComponents/${kind}`);
    const base = { chartType: 'donut', showOnOverview: true, topHoldingsCount: null };
    await allow(setDoc(at('topHoldings'), { kind: 'topHoldings', ...base, topHoldingsCount: 10 }));
    await allow(setDoc(at('regions'), { kind: 'regions', ...base }));
    await deny(setDoc(at('regions'), { kind: 'regions', ...base, chartType: 'line' }));
    await deny(setDoc(at('regions'), { kind: 'regions', ...base, showOnOverview: 'yes' }));
    await deny(setDoc(at('topHoldings'), { kind: 'topHoldings', ...base, topHoldingsCount: 0 }));
    await deny(setDoc(at('topHoldings'), { kind: 'topHoldings', ...base, topHoldingsCount: 2.5 }));
    await deny(setDoc(at('topHoldings'), { kind: 'topHoldings', ...base, topHoldingsCount: '10' }));
    await deny(setDoc(at('planets'), { kind: 'planets', ...base }));
    await deny(setDoc(at('sectors'), { kind: 'regions', ...base }));
    await deny(setDoc(at('sectors'), { kind: 'sectors', ...base, extra: 1 }));
    await deny(
      setDoc(doc(as('productAdminA'), 'products/pb/holdingComponents/sectors'), { kind: 'sectors', ...base }),
    );
  });

  it('writes no component or media record directly (the APIs sanitise and check them)', async () => {
    const db = as('productAdminA');
    const c1 = doc(db, 'products/pa/components/overview--c1');
    await deny(updateDoc(c1, { type: 'table' }));
    await deny(updateDoc(c1, { 'content.en.text': '<img src=x onerror=alert(1)>' }));
    await deny(setDoc(doc(db, 'products/pa/components/overview--c5'), componentData('c5')));
    await deny(deleteDoc(c1));
    await deny(setDoc(doc(db, 'products/pa/media/m9'), mediaData('pa', 'm9')));
    await deny(updateDoc(doc(db, 'products/pa/media/m1'), { 'file.path': 'documents/pb/d1/secret.pdf' }));
    for (const role of ['admin', 'superAdmin'] as const) {
      const staff = as(role);
      await deny(
        setDoc(doc(staff, 'products/pb/components/overview--x'), {
          ...componentData('x'),
          content: { en: { text: '<script>alert(1)</script>' } },
        }),
      );
      await deny(setDoc(doc(staff, 'products/pb/media/m9'), mediaData('pb', 'm9')));
    }
    // Not even a harmless flag: every component write goes through the API.
    await deny(updateDoc(c1, { showOnFactsheet: true }));
  });

  it('lets nobody write followers directly: the followers API keeps addresses unique', async () => {
    const uid = uidOf('productAdminA');
    for (const role of ['productAdminA', 'admin', 'superAdmin'] as const) {
      const db = as(role);
      // Even a well-formed admin-added entry: a client could not check the address is new.
      await deny(setDoc(doc(db, 'followers/pa/entries/f3'), followerData('pa', uidOf(role))));
      await deny(updateDoc(doc(db, 'followers/pa/entries/f1'), { email: 'other@example.com' }));
      await deny(deleteDoc(doc(db, 'followers/pa/entries/f1')));
    }
    await deny(
      setDoc(doc(as('investor'), 'followers/pa/entries/self'), {
        ...followerData('pa', uid),
        addedByAdmin: false,
        uid: uidOf('investor'),
        addedBy: null,
      }),
    );
    await deny(getDoc(doc(as('investor'), 'followers/pb/entries/f1')));
    await deny(getDocs(collection(as('viewer'), 'followers/pb/entries')));
    await deny(getDoc(doc(as('admin'), 'followerMails/m1')));
    await deny(setDoc(doc(as('admin'), 'followerMails/m9'), { status: 'sent' }));
  });

  it('refuses per-language product documents with follower e-mail addresses', async () => {
    const db = as('admin');
    await deny(setDoc(doc(db, 'products/pb/langs/de'), { id: 'de', additionalFollowers: ['a@b.c'] }));
    await deny(setDoc(doc(db, 'products/pb/langs/de'), { id: 'en' }));
    await deny(setDoc(doc(db, 'products/pb/langs/xx'), { id: 'xx' }));
    await allow(setDoc(doc(db, 'products/pb/langs/de'), { id: 'de' }));
  });
});
