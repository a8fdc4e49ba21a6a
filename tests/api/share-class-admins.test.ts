import { assetsResponseSchema, productDetailsResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_OF_STATUS, call, expectError } from '../support/api-client.js';
import { adminFor, emulatorProjectId, type AdminHandle } from '../support/api-emulators.js';
import { createUserWithClaims, deleteUsers, type TestUser } from '../support/api-users.js';
import {
  FAMILY,
  FAMILY_ROLE,
  removeShareClassFamily,
  seedShareClassFamily,
  type FamilyState,
} from '../support/share-class-family.js';

// Seed 000 §4 step 5: an admin of a share class of the route's product may proceed. The route guard lets such a user
// open the sibling's restricted tabs; the API must then serve them (no 403 after the guard), and only the section
// roles widen: visibility stays per exact product.
let admin: AdminHandle;
let family: FamilyState | undefined;
const CALLERS = ['guest', 'investor', 'employee', 'familyAdmin'] as const;
type Caller = (typeof CALLERS)[number];
const users = new Map<Caller, TestUser>();

beforeAll(async () => {
  admin = adminFor(emulatorProjectId());
  family = await seedShareClassFamily(admin.db);
  const claims: [Caller, Record<string, boolean>][] = [
    ['investor', {}],
    ['employee', { 'role:employee': true }],
    ['familyAdmin', { [`role:${FAMILY_ROLE}`]: true }],
  ];
  for (const [label, c] of claims)
    users.set(label, await createUserWithClaims(admin.auth, `fx-fam-${label}`, c));
});

afterAll(async () => {
  await deleteUsers(
    admin.auth,
    [...users.values()].map((u) => u.uid),
  );
  await removeShareClassFamily(admin.db, family);
  await admin.close();
});

const get = (path: string, caller: Caller) => call(path, { token: users.get(caller)?.idToken });

const { administered, sibling, hidden } = FAMILY;

/** [path, status per caller in the order of CALLERS]. */
const CASES: [string, [number, number, number, number]][] = [
  [`/api/products/${sibling.productId}/details?mode=internal`, [401, 403, 403, 200]],
  [`/api/products/${sibling.productId}/performance-data?mode=internal`, [401, 403, 403, 200]],
  [`/api/products/${sibling.productId}/cumulative-returns?mode=historical`, [401, 403, 200, 200]],
  [`/api/products/${sibling.productId}/drawdowns?mode=live`, [200, 200, 200, 200]],
  // The share class itself, of course.
  [`/api/products/${administered.productId}/details?mode=live`, [200, 200, 200, 200]],
  // Hidden per exact product: administering a sibling does not reveal it.
  [`/api/products/${hidden.productId}/details?mode=internal`, [404, 404, 403, 404]],
  [`/api/products/${hidden.productId}/details?mode=live`, [404, 404, 200, 404]],
];

describe('admins of another share class of the fund', () => {
  it.each(CASES)('%s', async (path, statuses) => {
    for (const [i, caller] of CALLERS.entries()) {
      const expected = statuses[i] ?? 0;
      const result = await get(path, caller);
      if (expected === 200) expect(result.status, `${caller} ${path}`).toBe(200);
      else expectError(result, expected, CODE_OF_STATUS[expected] ?? '', `${caller} ${path}`);
    }
  });

  it('get every tab of the sibling in its details, and the sibling in the asset list with them', async () => {
    const details = productDetailsResponseSchema.parse(
      (await get(`/api/products/${sibling.productId}/details`, 'familyAdmin')).body,
    );
    expect(details.modes.map((m) => m.mode)).toEqual(['live', 'historical', 'internal']);
    // The share-class switch lists the classes the caller may read: not the hidden one.
    expect(details.shareClasses.map((c) => c.productId).sort()).toEqual(['fx-fam-a', 'fx-fam-b']);
    const assets = assetsResponseSchema.parse((await get('/api/assets', 'familyAdmin')).body);
    expect(assets.find((a) => a.id_ === sibling.productId)?.modes).toEqual([
      'live',
      'historical',
      'internal',
    ]);
    expect(assets.some((a) => a.id_ === hidden.productId)).toBe(false);
    const investor = assetsResponseSchema.parse((await get('/api/assets', 'investor')).body);
    expect(investor.find((a) => a.id_ === sibling.productId)?.modes).toEqual(['live']);
  });
});
