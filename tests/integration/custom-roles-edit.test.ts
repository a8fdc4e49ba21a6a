/**
 * Admin → Platform settings → Roles, end to end on the emulators: the web's own `changeCustomRoles` (Firestore client
 * SDK, a transaction checked by firestore.rules) run as a signed-in admin; the `onPlatformRolesWritten` trigger then
 * re-derives the product-admin claims, and a user holding the custom role gains or loses the product with the token
 * they already have. A product admin trying the same edit is refused by the rules. `cre-` ids only.
 */
import { paths, platformSettingsSchema } from '@portal/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { syncProductAdminClaims } from '../../functions/src/services/access/product-admin-claims.js';
import {
  changeCustomRoles,
  CustomRoleChangeError,
} from '../../web/src/features/admin-platform-settings/api/change-custom-roles.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { productBuilder } from '../support/api-suite.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

const ROLE = 'creDesk';
const PRODUCT_A = 'cre-product-a';
const PRODUCT_B = 'cre-product-b';
const OTHER_ROLE = 'creOther';
const UIDS = { admin: 'cre-admin', productAdmin: 'cre-product-admin', manager: 'cre-manager' } as const;

let admin: AdminHandle;
let platformBefore: Record<string, unknown> | undefined;
let manager: TestUser;
const apps: FirebaseApp[] = [];
let productIds: string[] = [];

/** A hidden product: only its admins (and staff) may read it. */
const hiddenProduct = productBuilder({
  storeModule: 'funds',
  availableLanguages: ['en'],
  general: { hidden: true },
});

/** A browser-like client signed in as `user` (the web's Firestore SDK, rules enforced). */
async function clientFor(user: TestUser): Promise<Firestore> {
  const app = initializeApp(
    { projectId: emulatorProjectId(), apiKey: 'any' },
    `cre-${user.uid}-${apps.length}`,
  );
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  await signInWithEmailAndPassword(auth, user.email, user.password);
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
    ':',
  );
  connectFirestoreEmulator(db, host, Number(port));
  return db;
}

/** What firestore.rules answer the manager for a product read (Firestore REST with the manager's old token). */
async function managerReads(productId: string): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const url = `http://${host}/v1/projects/${emulatorProjectId()}/databases/(default)/documents/${paths.product(productId)}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${manager.idToken}` } });
  await res.arrayBuffer();
  return res.status;
}

/** Waits until the manager's reads of A and B answer as expected (the trigger runs asynchronously). */
async function expectRights(a: number, b: number): Promise<void> {
  await expect
    .poll(async () => [await managerReads(PRODUCT_A), await managerReads(PRODUCT_B)], {
      timeout: 20_000,
      interval: 250,
    })
    .toEqual([a, b]);
}

const savedRoles = async () =>
  (await refs(admin.db).platformSettings().get()).data()?.iam.userDefinedRoles.find((r) => r.name === ROLE);

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  const platformRef = admin.db.doc(paths.platformSettings());
  platformBefore = (await platformRef.get()).data();
  const batch = admin.db.batch();
  for (const id of [PRODUCT_A, PRODUCT_B]) batch.set(refs(admin.db).product(id), hiddenProduct(id));
  await batch.commit();
  productIds = (await refs(admin.db).products().get()).docs.map((d) => d.id);
  // The product admin of the second test administers A through another custom role.
  const existing = platformSettingsSchema.safeParse(platformBefore);
  await refs(admin.db)
    .platformSettings()
    .set({
      langs: existing.success ? existing.data.langs : ['en'],
      iam: {
        userDefinedRoles: [
          ...(existing.success ? existing.data.iam.userDefinedRoles : []).filter(
            (r) => r.name !== ROLE && r.name !== OTHER_ROLE,
          ),
          { name: OTHER_ROLE, allowedProductIds: [PRODUCT_A] },
        ],
      },
    });
  manager = await createUserWithClaims(admin.auth, UIDS.manager, { [`role:${ROLE}`]: true });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await deleteUsers(admin.auth, Object.values(UIDS)).catch(() => undefined);
  await Promise.all(
    [PRODUCT_A, PRODUCT_B].map((id) => admin.db.recursiveDelete(admin.db.doc(paths.product(id)))),
  );
  if (platformBefore) await admin.db.doc(paths.platformSettings()).set(platformBefore);
  await syncProductAdminClaims(admin.db);
  await admin.close();
});

describe('custom roles edited by an admin in the console', () => {
  it('adds, edits and deletes a role; its holder gains, moves and loses product rights without a new token', async () => {
    const db = await clientFor(await createUserWithClaims(admin.auth, UIDS.admin, { 'role:admin': true }));
    await expectRights(403, 403);

    await changeCustomRoles(
      db,
      { kind: 'add', role: { name: ROLE, allowedProductIds: [PRODUCT_A] } },
      productIds,
    );
    expect(await savedRoles()).toEqual({ name: ROLE, allowedProductIds: [PRODUCT_A] });
    await expectRights(200, 403);

    await changeCustomRoles(db, { kind: 'edit', name: ROLE, allowedProductIds: [PRODUCT_B] }, productIds);
    await expectRights(403, 200);

    // The domain policy decides on the roles read inside the transaction: a clash is refused, nothing written.
    await expect(
      changeCustomRoles(
        db,
        { kind: 'add', role: { name: ROLE.toUpperCase(), allowedProductIds: [PRODUCT_A] } },
        productIds,
      ),
    ).rejects.toBeInstanceOf(CustomRoleChangeError);
    await expect(
      changeCustomRoles(
        db,
        { kind: 'add', role: { name: 'cre:desk', allowedProductIds: [PRODUCT_A] } },
        productIds,
      ),
    ).rejects.toBeInstanceOf(CustomRoleChangeError);

    await changeCustomRoles(db, { kind: 'delete', name: ROLE }, productIds);
    expect(await savedRoles()).toBeUndefined();
    await expectRights(403, 403);
  });

  it('refuses a product admin extending roles through the same code path (firestore.rules)', async () => {
    const db = await clientFor(
      await createUserWithClaims(admin.auth, UIDS.productAdmin, { [`role:${OTHER_ROLE}`]: true }),
    );
    const before = (await refs(admin.db).platformSettings().get()).data();
    await expect(
      changeCustomRoles(
        db,
        { kind: 'add', role: { name: ROLE, allowedProductIds: [PRODUCT_A] } },
        productIds,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      // Their own role (A) extended to B: the classic escalation.
      changeCustomRoles(
        db,
        { kind: 'edit', name: OTHER_ROLE, allowedProductIds: [PRODUCT_A, PRODUCT_B] },
        productIds,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await refs(admin.db).platformSettings().get()).data()).toEqual(before);
    await expectRights(403, 403);
  });
});
