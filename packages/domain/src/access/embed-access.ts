import type { GuardReason } from './route-guard.js';

/*
 * An embeddable page (seed 000 §2 `/products/{productId}/embedded/...`) sits in an iframe of another site: where the
 * route guard or the API refuses it, the page shows a compact notice with a link to the portal instead of taking the
 * visitor to the portal's 403, investor-profile or login pages inside the partner's frame.
 */

export const EMBED_REFUSALS = [
  /** Unknown product or page, a section the product does not configure, a hidden product. */
  'notFound',
  /** A guest on a product or tab that needs a sign-in (`lockedBehindLogin`, a role): sign in on the portal. */
  'signInRequired',
  /** A signed-in user without the role the product or tab needs. */
  'forbidden',
  /** A historical embed needs an investor profile (guard step 8): choose it on the portal. */
  'investorProfileRequired',
  /** The product is not offered to the visitor's investor type and country (guard step 9). */
  'notForInvestorProfile',
  /** The tenant enforces two-factor sign-in and the user has not set it up (guard step 3). */
  'twoFactorRequired',
] as const;
export type EmbedRefusal = (typeof EMBED_REFUSALS)[number];

/** The notice an embedded page shows for a redirect of the route guard (`routeGuard`). */
export function embedRefusalOfGuard(reason: GuardReason, signedIn: boolean): EmbedRefusal {
  switch (reason) {
    case 'missingRole':
    case 'productNotAllowedForRole':
      return signedIn ? 'forbidden' : 'signInRequired';
    case 'missingInvestorProfile':
      return 'investorProfileRequired';
    case 'productNotAllowedForProfile':
      return 'notForInvestorProfile';
    case 'twoFactorRequired':
      return 'twoFactorRequired';
    // Guest-only and two-factor set-up pages are never embedded: as unknown as any other page.
    case 'unknownRoute':
    case 'guestOnly':
    case 'twoFactorSetupNotNeeded':
      return 'notFound';
  }
}

/**
 * The notice for an API refusal of the embed's data (functions/src/services/api/README.md: 401 guest, 403 signed in,
 * 404 unknown or hidden); `null` for any other failure, which is an error to retry rather than a refusal.
 */
export function embedRefusalOfStatus(status: number): EmbedRefusal | null {
  if (status === 401) return 'signInRequired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return null;
}
