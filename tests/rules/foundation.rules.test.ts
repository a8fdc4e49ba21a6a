import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { claimsFor, rulesEnv } from '../support/rules-env.js';

// Foundation-level checks of firestore.rules. The full role x collection matrix belongs to the security issue.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnv('demo-rules-foundation');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'products/visible'), { productId: 'visible', general: { hidden: false } });
    await setDoc(doc(db, 'products/secret'), { productId: 'secret', general: { hidden: true } });
    await setDoc(doc(db, 'settings/platform'), { langs: ['en'], iam: { userDefinedRoles: [] } });
    await setDoc(doc(db, 'users/alice'), { firstName: 'Alice', roles: [], twoFactorEnabled: false });
    await setDoc(doc(db, 'priceSeries/visible'), { seriesId: 'visible' });
  });
});

const guest = () => env.unauthenticatedContext().firestore();
const as = (uid: string, claims: Record<string, unknown> = {}) =>
  env.authenticatedContext(uid, claims).firestore();

describe('products', () => {
  it('lets a visitor read non-hidden products only, and only with the hidden filter', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'products/visible')));
    await assertFails(getDoc(doc(guest(), 'products/secret')));
    await assertSucceeds(
      getDocs(query(collection(guest(), 'products'), where('general.hidden', '==', false))),
    );
    await assertFails(getDocs(collection(guest(), 'products')));
    await assertFails(getDoc(doc(as('bob', claimsFor.investor), 'products/secret')));
  });
  it('lets employees and admins read hidden products', async () => {
    await assertSucceeds(getDoc(doc(as('e', claimsFor.employee), 'products/secret')));
    await assertSucceeds(getDocs(collection(as('a', claimsFor.admin), 'products')));
  });
  it('lets only admins write products', async () => {
    await assertFails(setDoc(doc(as('e', claimsFor.employee), 'products/x'), { general: { hidden: false } }));
    await assertFails(
      setDoc(doc(as('u', { admin: true, role: 'admin' }), 'products/x'), { general: { hidden: false } }),
    );
    await assertSucceeds(
      setDoc(doc(as('a', claimsFor.superAdmin), 'products/x'), { general: { hidden: false } }),
    );
  });
});

describe('users', () => {
  it('lets a user read and edit only their own record, never their roles', async () => {
    await assertSucceeds(getDoc(doc(as('alice'), 'users/alice')));
    await assertFails(getDoc(doc(as('bob'), 'users/alice')));
    await assertSucceeds(updateDoc(doc(as('alice'), 'users/alice'), { firstName: 'Alicia' }));
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { roles: ['admin'] }));
    await assertFails(updateDoc(doc(as('alice'), 'users/alice'), { twoFactorEnabled: true }));
    await assertFails(setDoc(doc(as('bob'), 'users/bob'), { firstName: 'Bob', roles: ['admin'] }));
    await assertSucceeds(setDoc(doc(as('bob'), 'users/bob'), { firstName: 'Bob' }));
  });
});

describe('settings and prices', () => {
  it('lets everyone read platform settings and only admins write them', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'settings/platform')));
    await assertFails(setDoc(doc(as('alice'), 'settings/platform'), { langs: ['de'] }));
    await assertSucceeds(setDoc(doc(as('a', claimsFor.admin), 'settings/platform'), { langs: ['de'] }));
  });
  it('keeps raw price series away from visitors', async () => {
    await assertFails(getDoc(doc(guest(), 'priceSeries/visible')));
    await assertFails(getDoc(doc(as('alice'), 'priceSeries/visible')));
    await assertSucceeds(getDoc(doc(as('e', claimsFor.employee), 'priceSeries/visible')));
  });
});
