import { describe, expect, it } from 'vitest';
import {
  canSeeProduct,
  claimsForRoles,
  devSectionClaimed,
  hasDevSectionAccess,
  listedProducts,
  rolesFromClaims,
  type AccessContext,
} from './roles.js';

const product = (
  over: Partial<Parameters<typeof canSeeProduct>[1]> & { productId: string; hideOnProductsSection?: boolean },
) => ({
  allowedRoles: undefined,
  general: { hidden: false },
  dev: false,
  hideOnProductsSection: false,
  ...over,
});
const ctx = (roles: string[]): AccessContext => ({
  roles,
  userDefinedRoles: [{ name: 'alpinumManagers', allowedProductIds: ['alpinum'] }],
});

describe('rolesFromClaims', () => {
  it('is guest without a token and insight plus role: claims with one', () => {
    expect(rolesFromClaims(null)).toEqual(['guest']);
    expect(
      rolesFromClaims({ email: 'a@b.c', 'role:admin': true, 'role:viewer': false, admin: true }).sort(),
    ).toEqual(['admin', 'insight']);
  });
  it('round-trips through claimsForRoles and refuses colons', () => {
    expect(claimsForRoles(['insight', 'admin', 'alpinumManagers'])).toEqual({
      'role:admin': true,
      'role:alpinumManagers': true,
    });
    expect(() => claimsForRoles(['role:admin'])).toThrow(/colon/);
  });
});

describe('the development section authorisation', () => {
  it('is the devSection claim, not a role, and counts for staff only', () => {
    const claims = { 'role:admin': true, devSection: true };
    expect(devSectionClaimed(claims)).toBe(true);
    expect(rolesFromClaims(claims)).not.toContain('devSection');
    expect(devSectionClaimed({ 'role:developer': true })).toBe(false);
    expect(devSectionClaimed({ devSection: 'yes' })).toBe(false);
    expect(hasDevSectionAccess({ roles: ['insight', 'employee'], devSection: true })).toBe(true);
    expect(hasDevSectionAccess({ roles: ['insight', 'admin'] })).toBe(false);
    expect(hasDevSectionAccess({ roles: ['insight', 'viewer'], devSection: true })).toBe(false);
  });
});

describe('canSeeProduct', () => {
  const hidden = product({ productId: 'alpinum', general: { hidden: true } });
  const restricted = product({ productId: 'r', allowedRoles: ['viewer'] });
  it('hides hidden products from guests and investors only', () => {
    expect(canSeeProduct(ctx(['guest']), hidden)).toBe(false);
    expect(canSeeProduct(ctx(['insight']), hidden)).toBe(false);
    expect(canSeeProduct(ctx(['insight', 'employee']), hidden)).toBe(true);
    expect(canSeeProduct(ctx(['insight', 'admin']), hidden)).toBe(true);
    expect(canSeeProduct(ctx(['insight', 'alpinumManagers']), hidden)).toBe(true);
    expect(canSeeProduct(ctx(['insight', 'alpinumManagers']), { ...hidden, productId: 'other' })).toBe(false);
  });
  it('applies allowedRoles', () => {
    expect(canSeeProduct(ctx(['guest']), restricted)).toBe(false);
    expect(canSeeProduct(ctx(['insight', 'viewer']), restricted)).toBe(true);
    expect(canSeeProduct(ctx(['insight', 'superAdmin']), restricted)).toBe(true);
  });
  it('lists neither dev nor hideOnProductsSection products', () => {
    const list = listedProducts(ctx(['insight', 'admin']), [
      product({ productId: 'a' }),
      product({ productId: 'b', dev: true }),
      product({ productId: 'c', hideOnProductsSection: true }),
    ]);
    expect(list.map((p) => p.productId)).toEqual(['a']);
  });
});
