import { describe, expect, it } from 'vitest';
import { productAdminClaimsSchema } from '../schemas/product-admin-claims.js';
import { deriveProductAdminClaims, sameProductAdminClaims } from './product-admin-claims.js';

describe('deriveProductAdminClaims', () => {
  it('maps every product of a custom role to its role claim', () => {
    const claims = deriveProductAdminClaims([
      { name: 'alpinumManagers', allowedProductIds: ['alpinum', 'multi-asset'] },
    ]);
    expect(claims).toEqual({
      byProduct: { alpinum: ['role:alpinumManagers'], 'multi-asset': ['role:alpinumManagers'] },
      anyProduct: ['role:alpinumManagers'],
    });
    expect(productAdminClaimsSchema.parse(claims)).toEqual(claims);
  });

  it('merges roles sharing a product, sorted and without duplicates', () => {
    const claims = deriveProductAdminClaims([
      { name: 'zeta', allowedProductIds: ['b', 'a', 'a'] },
      { name: 'alpha', allowedProductIds: ['b'] },
    ]);
    expect(Object.keys(claims.byProduct)).toEqual(['a', 'b']);
    expect(claims.byProduct.a).toEqual(['role:zeta']);
    expect(claims.byProduct.b).toEqual(['role:alpha', 'role:zeta']);
    expect(claims.anyProduct).toEqual(['role:alpha', 'role:zeta']);
  });

  it('gives nothing for no roles or roles without products', () => {
    expect(deriveProductAdminClaims([])).toEqual({ byProduct: {}, anyProduct: [] });
    expect(deriveProductAdminClaims([{ name: 'empty', allowedProductIds: [] }])).toEqual({
      byProduct: {},
      anyProduct: [],
    });
  });

  it('never turns a built-in role or a name with a colon into product admin rights', () => {
    const claims = deriveProductAdminClaims([
      { name: 'viewer', allowedProductIds: ['a'] },
      { name: 'admin', allowedProductIds: ['a'] },
      { name: 'role:x', allowedProductIds: ['a'] },
      { name: '', allowedProductIds: ['a'] },
      { name: 'managers', allowedProductIds: ['a'] },
    ]);
    expect(claims).toEqual({ byProduct: { a: ['role:managers'] }, anyProduct: ['role:managers'] });
  });

  it('is deterministic: input order does not change the document', () => {
    const a = deriveProductAdminClaims([
      { name: 'x', allowedProductIds: ['p1', 'p2'] },
      { name: 'y', allowedProductIds: ['p2'] },
    ]);
    const b = deriveProductAdminClaims([
      { name: 'y', allowedProductIds: ['p2'] },
      { name: 'x', allowedProductIds: ['p2', 'p1'] },
    ]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('sameProductAdminClaims', () => {
  it('ignores order and detects any change of rights', () => {
    const base = { byProduct: { a: ['role:x', 'role:y'] }, anyProduct: ['role:x', 'role:y'] };
    expect(
      sameProductAdminClaims(base, {
        byProduct: { a: ['role:y', 'role:x'] },
        anyProduct: ['role:y', 'role:x'],
      }),
    ).toBe(true);
    expect(
      sameProductAdminClaims(base, { byProduct: { a: ['role:x'] }, anyProduct: ['role:x', 'role:y'] }),
    ).toBe(false);
    expect(
      sameProductAdminClaims(base, {
        byProduct: { a: ['role:x', 'role:y'], b: ['role:x'] },
        anyProduct: ['role:x', 'role:y'],
      }),
    ).toBe(false);
  });
});
