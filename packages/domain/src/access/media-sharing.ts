import { INVESTOR_TYPES } from '../constants.js';
import type { ProductConfig } from '../tenant/product-config.js';

type SharingFields = Pick<
  ProductConfig,
  | 'productId'
  | 'productShareClassRoot'
  | 'general'
  | 'dev'
  | 'allowedRoles'
  | 'lockedBehindLogin'
  | 'accessRestrictions'
>;

/** `inner` is a subset of `outer`. */
const within = (inner: readonly string[], outer: readonly string[]): boolean =>
  inner.every((item) => outer.includes(item));

/**
 * Whether a media file of `source` (a contact photo, an image component, a header image) may be drawn into a page of
 * `target` (its factsheet, its PDF): a product's own media always; another product's only when it is a share class
 * of the same fund and at least as open as `target`, so that every reader of `target` may read `source` too. A
 * reference to any other product's media (a hidden product, another fund, a class with stricter roles, login or
 * investor countries) would hand its file to readers who may not read that product (security issue 24, finding 5).
 *
 * "At least as open", rule by rule:
 * - `source` is neither hidden nor dev;
 * - `allowedRoles`: `source` has none (open to every role), or `target` is restricted too and each of its roles is
 *   one of `source`'s;
 * - `lockedBehindLogin`: `source` is not, or `target` is too;
 * - `accessRestrictions.<type>Countries` for each investor type: `source` has no list (open), or `target` has one
 *   and it names only countries of `source`'s.
 */
export function mediaShareableInto(source: SharingFields, target: SharingFields): boolean {
  if (source.productId === target.productId) return true;
  if (source.productShareClassRoot !== target.productShareClassRoot) return false;
  if (source.general.hidden || source.dev) return false;
  const sourceRoles = source.allowedRoles ?? [];
  const targetRoles = target.allowedRoles ?? [];
  if (sourceRoles.length > 0 && (targetRoles.length === 0 || !within(targetRoles, sourceRoles))) return false;
  if (source.lockedBehindLogin && !target.lockedBehindLogin) return false;
  return INVESTOR_TYPES.every((type) => {
    const from = source.accessRestrictions[`${type}Countries`];
    const to = target.accessRestrictions[`${type}Countries`];
    return from === undefined || (to !== undefined && within(to, from));
  });
}
