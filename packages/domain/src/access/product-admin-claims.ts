import { BUILT_IN_ROLES, ROLE_CLAIM_PREFIX } from '../constants.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import type { ProductAdminClaims } from '../schemas/product-admin-claims.js';

const builtIn: readonly string[] = BUILT_IN_ROLES;

/**
 * The derived `settings/productAdminClaims` document for the custom roles of the platform settings: for each product,
 * the `role:<name>` claims that make a user its admin (seed 000 §6 "A custom role makes the user admin of its listed
 * products"). The one place this mapping is computed: the functions trigger on `settings/platform` and the seed both
 * call it, and firestore.rules only looks the product up.
 *
 * Deterministic (sorted keys and lists), so a writer can skip an unchanged document. Roles whose name is a built-in
 * role or contains a colon are ignored: the platform-settings schema refuses them, and granting product admin rights
 * to every holder of, say, `viewer` must never follow from a typo.
 */
export function deriveProductAdminClaims(roles: readonly UserDefinedRole[]): ProductAdminClaims {
  const byProduct = new Map<string, Set<string>>();
  const anyProduct = new Set<string>();
  for (const role of roles) {
    if (builtIn.includes(role.name) || role.name.includes(':') || role.name === '') continue;
    const claim = `${ROLE_CLAIM_PREFIX}${role.name}`;
    for (const productId of role.allowedProductIds) {
      let claims = byProduct.get(productId);
      if (!claims) {
        claims = new Set();
        byProduct.set(productId, claims);
      }
      claims.add(claim);
      anyProduct.add(claim);
    }
  }
  const sorted = (values: Iterable<string>) => [...values].sort();
  return {
    byProduct: Object.fromEntries(
      sorted(byProduct.keys()).map((id) => [id, sorted(byProduct.get(id) ?? [])]),
    ),
    anyProduct: sorted(anyProduct),
  };
}

/** Whether two derived documents grant exactly the same rights (order of keys and lists ignored). */
export function sameProductAdminClaims(a: ProductAdminClaims, b: ProductAdminClaims): boolean {
  const norm = (c: ProductAdminClaims) =>
    JSON.stringify({
      byProduct: Object.keys(c.byProduct)
        .sort()
        .map((id) => [id, [...(c.byProduct[id] ?? [])].sort()]),
      anyProduct: [...c.anyProduct].sort(),
    });
  return norm(a) === norm(b);
}
