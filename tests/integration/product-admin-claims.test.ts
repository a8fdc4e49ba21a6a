/**
 * Product admin rights follow the custom roles of `settings/platform` on the emulators (Firestore + Functions +
 * Auth): the `onPlatformRolesWritten` trigger re-derives `settings/productAdminClaims`, and a signed-in holder of the
 * custom role gains or loses access to a hidden product through firestore.rules WITHOUT a new token. Runs in the demo
 * tenant's project (the one the functions emulator serves) with `pac-` ids only; settings/platform is restored after.
 */
import {
  deriveProductAdminClaims,
  paths,
  platformSettingsSchema,
  productAdminClaimsSchema,
  type PlatformSettings,
  type ProductAdminClaims,
  type UserDefinedRole,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refs } from '../../functions/src/db/refs.js';
import { syncProductAdminClaims } from '../../functions/src/services/access/product-admin-claims.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { productBuilder } from '../support/api-suite.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';

const ROLE = 'pacManagers';
const PRODUCT_A = 'pac-product-a';
const PRODUCT_B = 'pac-product-b';
const USER_UID = 'pac-manager';

let admin: AdminHandle;
let platformBefore: Record<string, unknown> | undefined;
let baseRoles: UserDefinedRole[] = [];
let manager: TestUser | undefined;

/** Reads the derived document until `accept` holds (the trigger runs asynchronously, usually within 1-3 s). */
async function waitForClaims(
  accept: (c: ProductAdminClaims) => boolean,
  what: string,
): Promise<ProductAdminClaims> {
  return vi.waitFor(
    async () => {
      const last: unknown = (await admin.db.doc(paths.productAdminClaims()).get()).data();
      const parsed = productAdminClaimsSchema.safeParse(last);
      if (parsed.success && accept(parsed.data)) return parsed.data;
      throw new Error(`settings/productAdminClaims never showed ${what}; last: ${JSON.stringify(last)}`);
    },
    { timeout: 20_000, interval: 250 },
  );
}

async function setCustomRoles(extra: UserDefinedRole[]): Promise<void> {
  const langs = platformSettingsSchema.safeParse(platformBefore).data?.langs ?? ['en'];
  const platform: PlatformSettings = { langs, iam: { userDefinedRoles: [...baseRoles, ...extra] } };
  await refs(admin.db).platformSettings().set(platform);
}

/** What firestore.rules answers the manager for a product read, through the Firestore emulator's REST API. */
async function managerReads(productId: string): Promise<number> {
  if (!manager) throw new Error('manager not signed in');
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const url = `http://${host}/v1/projects/${emulatorProjectId()}/databases/(default)/documents/${paths.product(productId)}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${manager.idToken}` } });
  await res.arrayBuffer();
  return res.status;
}

/** A hidden product: only its admins (and staff) may read it. */
const hiddenProduct = productBuilder({
  storeModule: 'funds',
  availableLanguages: ['en'],
  general: { hidden: true },
});

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  platformBefore = (await admin.db.doc(paths.platformSettings()).get()).data();
  baseRoles = (platformSettingsSchema.safeParse(platformBefore).data?.iam.userDefinedRoles ?? []).filter(
    (r) => r.name !== ROLE,
  );
  const batch = admin.db.batch();
  for (const id of [PRODUCT_A, PRODUCT_B]) {
    batch.set(refs(admin.db).product(id), hiddenProduct(id));
  }
  await batch.commit();
  manager = await createUserWithClaims(admin.auth, USER_UID, { [`role:${ROLE}`]: true });
});

afterAll(async () => {
  await deleteUsers(admin.auth, [USER_UID]).catch(() => undefined);
  await Promise.all(
    [PRODUCT_A, PRODUCT_B].map((id) => admin.db.recursiveDelete(admin.db.doc(paths.product(id)))),
  );
  if (platformBefore) await admin.db.doc(paths.platformSettings()).set(platformBefore);
  else await admin.db.doc(paths.platformSettings()).delete();
  // Leave the derived document matching the restored settings (the trigger would too, moments later).
  await syncProductAdminClaims(admin.db);
  await admin.close();
});

describe('settings/productAdminClaims follows iam.userDefinedRoles', () => {
  it('grants the custom role product A once the role lists it, with the token the user already has', async () => {
    await setCustomRoles([]);
    await waitForClaims((c) => !(PRODUCT_A in c.byProduct), 'no rights on product A');
    expect(await managerReads(PRODUCT_A)).toBe(403);

    await setCustomRoles([{ name: ROLE, allowedProductIds: [PRODUCT_A] }]);
    const claims = await waitForClaims(
      (c) => c.byProduct[PRODUCT_A]?.includes(`role:${ROLE}`) === true,
      `role:${ROLE} on ${PRODUCT_A}`,
    );
    expect(claims.anyProduct).toContain(`role:${ROLE}`);
    expect(claims.byProduct[PRODUCT_B]).toBeUndefined();
    expect(await managerReads(PRODUCT_A)).toBe(200);
    expect(await managerReads(PRODUCT_B)).toBe(403);
  });

  it('moves the rights when the role lists another product', async () => {
    await setCustomRoles([{ name: ROLE, allowedProductIds: [PRODUCT_B] }]);
    await waitForClaims(
      (c) => c.byProduct[PRODUCT_B]?.includes(`role:${ROLE}`) === true && !(PRODUCT_A in c.byProduct),
      `role:${ROLE} moved to ${PRODUCT_B}`,
    );
    expect(await managerReads(PRODUCT_A)).toBe(403);
    expect(await managerReads(PRODUCT_B)).toBe(200);
  });

  it('removes the rights with the role, and the document equals the pure derivation', async () => {
    await setCustomRoles([]);
    const claims = await waitForClaims(
      (c) => !(PRODUCT_B in c.byProduct) && !c.anyProduct.includes(`role:${ROLE}`),
      `no role:${ROLE}`,
    );
    expect(claims).toEqual(deriveProductAdminClaims(baseRoles));
    expect(await managerReads(PRODUCT_B)).toBe(403);
  });

  it('re-derives from the current settings: a second sync writes nothing', async () => {
    await setCustomRoles([{ name: ROLE, allowedProductIds: [PRODUCT_A, PRODUCT_B] }]);
    await waitForClaims(
      (c) => c.byProduct[PRODUCT_A]?.length === 1 && c.byProduct[PRODUCT_B]?.length === 1,
      'both',
    );
    const again = await syncProductAdminClaims(admin.db);
    expect(again.written).toBe(false);
    expect(again.claims).toEqual(
      deriveProductAdminClaims([...baseRoles, { name: ROLE, allowedProductIds: [PRODUCT_A, PRODUCT_B] }]),
    );
  });

  it('grants nothing while the platform settings are invalid (fail closed)', async () => {
    await admin.db.doc(paths.platformSettings()).set({ langs: [], iam: { userDefinedRoles: 'broken' } });
    const claims = await waitForClaims((c) => Object.keys(c.byProduct).length === 0, 'no rights at all');
    expect(claims.anyProduct).toEqual([]);
    expect(await managerReads(PRODUCT_A)).toBe(403);
  });
});
