import {
  ADMIN_OPERATIONS,
  API_ENTRIES,
  routeAccessDecision,
  type AccessContext,
  type AdminOperation,
  type Reader,
} from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGES } from './admin-pages';

// A tenant with the admin console and both data features: every operation page exists.
vi.mock('../config/tenant-runtime', () => ({
  tenantRuntime: {
    tenantId: 'test',
    projectId: 'test',
    settings: { admin: true, hasUpdatablePriceData: true, hasHoldingData: true, languages: ['en'] },
  },
}));

/*
 * One access decision per admin operation (issue 25; seed 000 §2: admin and superAdmin): the admin navigation and
 * route guard (ADMIN_PAGES' `forProductAdmins`, read by app-navbar.tsx and router.tsx) and every API call of the
 * operation (its contract entry's `operation` access) answer each kind of user alike. The Firestore rules hold no
 * operation of their own: operation records are written by the functions only and read by admins and the requester.
 */

const ROLE = 'opsManager';
const userDefinedRoles = [{ name: ROLE, allowedProductIds: ['p1'] }];
const USERS: Record<string, AccessContext> = {
  superAdmin: { roles: ['insight', 'superAdmin'], userDefinedRoles },
  admin: { roles: ['insight', 'admin'], userDefinedRoles },
  productAdmin: { roles: ['insight', ROLE], userDefinedRoles },
  employee: { roles: ['insight', 'employee'], userDefinedRoles },
  investor: { roles: ['insight'], userDefinedRoles },
};

/** What the navbar shows and the route guard admits (app-navbar.tsx, router.tsx). */
function pageAdmits(forProductAdmins: boolean, access: AccessContext): boolean {
  const isAdmin = access.roles.includes('admin') || access.roles.includes('superAdmin');
  const administersOne = access.roles.includes(ROLE);
  return isAdmin || (forProductAdmins && administersOne);
}

function apiAdmits(operation: AdminOperation, access: AccessContext): boolean[] {
  const reader: Reader = { access, profile: { checksActivated: false, profile: undefined } };
  return API_ENTRIES.filter(([, e]) => e.access.kind === 'operation' && e.access.operation === operation).map(
    ([, e]) =>
      routeAccessDecision(e.access, reader, { productId: 'p1', catalogue: new Map(), query: {} }).kind ===
      'allow',
  );
}

describe('who may run an admin operation: the pages and the API agree', () => {
  const operationPages = ADMIN_PAGES.filter((p) => p.group === 'operations');

  it('lists only operations the domain declares', () => {
    for (const page of operationPages) expect(ADMIN_OPERATIONS).toContain(page.id);
  });

  it.each(ADMIN_OPERATIONS)('%s: admins and superAdmins only, on the page and in every call', (operation) => {
    const page = operationPages.find((p) => p.id === operation);
    expect(
      apiAdmits(operation, USERS.investor ?? { roles: [], userDefinedRoles }).length,
      'its API calls',
    ).toBeGreaterThan(0);
    for (const [user, access] of Object.entries(USERS)) {
      const api = apiAdmits(operation, access);
      // Every call of the operation answers this user alike...
      expect(new Set(api).size, user).toBe(1);
      // ...as the page does (a tenant without the data feature has no page: then the spec's answer).
      const expected = page
        ? pageAdmits(page.forProductAdmins, access)
        : user === 'admin' || user === 'superAdmin';
      expect(api[0], user).toBe(expected);
    }
  });
});
