import { z } from 'zod';
import { ROLE_CLAIM_PREFIX } from '../constants.js';
import { idSchema } from '../tenant/common.js';

const roleClaimSchema = /* @__PURE__ */ z
  .string()
  .startsWith(ROLE_CLAIM_PREFIX)
  .refine((c) => c.length > ROLE_CLAIM_PREFIX.length && !c.slice(ROLE_CLAIM_PREFIX.length).includes(':'), {
    message: 'expected role:<name> with a name without colon',
  });

/**
 * `settings/productAdminClaims`: which token claims make a user admin of which product, derived from
 * `settings/platform.iam.userDefinedRoles` by `deriveProductAdminClaims` (one pure function, used by the functions
 * trigger on `settings/platform` and by the seed). firestore.rules reads it with one `get()`:
 * `request.auth.token.keys().hasAny(byProduct.get(productId, []))`. Custom claims never carry product lists (1000-byte
 * limit), and a change of the custom roles takes effect without re-issuing anyone's claims.
 * No client access: written by functions and the seed only.
 */
export const productAdminClaimsSchema = /* @__PURE__ */ z
  .object({
    /** Product id -> the `role:<name>` claims that make a user admin of it, sorted. */
    byProduct: z.record(idSchema, z.array(roleClaimSchema)),
    /** Every claim that administers at least one product, sorted (e.g. read access to benchmark price series). */
    anyProduct: z.array(roleClaimSchema),
  })
  .strict();
export type ProductAdminClaims = z.infer<typeof productAdminClaimsSchema>;
