import {
  authorizedProducts,
  canSeeProduct,
  listedProducts,
  orderProducts,
  productRolesHeld,
  type AccessContext,
  type ProductConfig,
} from '@portal/domain';
import type { DocumentReference, DocumentSnapshot, Query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { loadFirebase, useLoadedFirebase, type FirebaseSdk } from '../../../lib/firebase-loader';
import { useInvestorProfileChecks } from '../../../lib/investor-profile';
import { useSession } from '../../../lib/session';
import { useSiteState } from '../../../lib/site-state';
import { logger } from '../../../lib/logger';
import { tenant } from '../../../lib/tenant';

export interface Catalogue {
  status: 'loading' | 'error' | 'success';
  /** Every product this user may open (hidden-from-list ones included), in the tenant's order. */
  products: ProductConfig[];
  /**
   * Products for the Products section and the home page (seed 000 §6): allowed for the role and, when the
   * investor-profile checks are on, for the investor type and country.
   */
  listed: ProductConfig[];
  access: AccessContext;
}

/**
 * The catalogue, bound live from Firestore (never from the bundle). Staff read every product; everyone else asks
 * only for the products the security rules let them see (rules are not filters): the open ones, the visible ones
 * restricted to a role they hold, and, one by one, the products they administer through a custom role. One invalid
 * document is logged and skipped rather than hiding the whole list.
 *
 * A visitor's first paint does not wait for the Firestore SDK: until it has loaded, the visitor's catalogue is the
 * one the page load fetched with the site state (`GET /api/site/state`: the same public products, validated by
 * the same schema); the live binding replaces it as soon as it answers.
 */
export function useCatalogue(): Catalogue {
  const session = useSession();
  const sdk = useLoadedFirebase();
  const site = useSiteState();
  const guest = session.status === 'guest';
  const live = useProductDocs(session.status === 'loading' ? undefined : sdk, {
    readsAll: session.isStaff,
    rolesKey: productRolesHeld(session.roles).join(','),
    adminIdsKey: [...session.adminProductIds].sort().join(','),
  });
  // Without the site state a visitor waits for the live binding instead.
  useEffect(() => {
    if (site.status === 'error') void loadFirebase();
  }, [site.status]);
  const { roles, userDefinedRoles } = session;
  const profileChecks = useInvestorProfileChecks();

  return useMemo(() => {
    const access: AccessContext = { roles, userDefinedRoles };
    const fromSite = guest && live.status !== 'success' && site.status === 'success';
    const valid = fromSite
      ? site.data.products
      : live.docs.flatMap((doc) => {
          try {
            const product = doc.data();
            return product ? [product] : [];
          } catch (error) {
            logger.error('A product document is invalid and is not shown', { productId: doc.id, error });
            return [];
          }
        });
    const products = orderProducts(valid, tenant.products).filter((p) => canSeeProduct(access, p));
    const status = fromSite ? 'success' : live.status;
    const loading =
      session.status === 'loading' || status === 'loading' || profileChecks.status === 'loading';
    return {
      status: loading ? 'loading' : status,
      products,
      listed: authorizedProducts(access, listedProducts(access, products), profileChecks),
      access,
    };
  }, [live, site, guest, roles, userDefinedRoles, session.status, profileChecks]);
}

/**
 * One product of the catalogue, if this user may open it, with the catalogue it was found in (where the section
 * decision looks for the share classes the user administers).
 */
export function useProduct(productId: string | undefined): {
  status: Catalogue['status'];
  product: ProductConfig | undefined;
  products: ProductConfig[];
  access: AccessContext;
} {
  const catalogue = useCatalogue();
  const product = catalogue.products.find((p) => p.productId === productId);
  return { status: catalogue.status, product, products: catalogue.products, access: catalogue.access };
}

type ProductSnapshot = DocumentSnapshot<ProductConfig>;
type SourceState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; docs: ProductSnapshot[] };

/**
 * Live product documents from several sources, merged by id. `rolesKey` (comma-separated product roles held) and
 * `adminIdsKey` (comma-separated administered product ids) are strings so the subscriptions only change when the
 * rights do. A product the user administers but may not read yet (the derived claims follow a change of the custom
 * roles within seconds) is simply absent, never an error for the whole list.
 */
function useProductDocs(
  sdk: FirebaseSdk | undefined,
  rights: { readsAll: boolean; rolesKey: string; adminIdsKey: string },
): { status: Catalogue['status']; docs: ProductSnapshot[] } {
  const { readsAll, rolesKey, adminIdsKey } = rights;
  const sources = useMemo(() => {
    if (!sdk) return null;
    const r = sdk.refs(sdk.db);
    if (readsAll) return { sdk, queries: [r.products()], docs: [] };
    const roles = productRolesHeld(rolesKey === '' ? [] : rolesKey.split(','));
    const queries: Query<ProductConfig>[] = [r.openProducts()];
    if (roles.length > 0) queries.push(r.productsForRoles(roles));
    const docs: DocumentReference<ProductConfig>[] = (adminIdsKey === '' ? [] : adminIdsKey.split(',')).map(
      (id) => r.product(id),
    );
    return { sdk, queries, docs };
  }, [sdk, readsAll, rolesKey, adminIdsKey]);

  const [states, setStates] = useState<{ sources: typeof sources; byKey: Map<string, SourceState> }>({
    sources,
    byKey: new Map(),
  });

  useEffect(() => {
    if (!sources) return;
    const { onSnapshot } = sources.sdk;
    const update = (key: string, state: SourceState) => {
      setStates((prev) => {
        // The first answer for new sources starts a new map: nothing of the previous rights survives.
        const byKey = new Map(prev.sources === sources ? prev.byKey : []);
        byKey.set(key, state);
        return { sources, byKey };
      });
    };
    const unsubscribes = [
      ...sources.queries.map((q, i) =>
        onSnapshot(
          q,
          (snap) => {
            update(`q${i}`, { status: 'success', docs: snap.docs });
          },
          (error) => {
            logger.error('Could not load the product list', { error });
            update(`q${i}`, { status: 'error' });
          },
        ),
      ),
      ...sources.docs.map((ref) =>
        onSnapshot(
          ref,
          (snap) => {
            update(ref.id, { status: 'success', docs: snap.exists() ? [snap] : [] });
          },
          (error) => {
            logger.warn('A product document is not readable (yet) for its admin', {
              productId: ref.id,
              error,
            });
            update(ref.id, { status: 'success', docs: [] });
          },
        ),
      ),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [sources]);

  return useMemo(() => {
    if (!sources) return { status: 'loading', docs: [] };
    const expected = sources.queries.length + sources.docs.length;
    const current = states.sources === sources ? [...states.byKey.values()] : [];
    if (current.some((s) => s.status === 'error')) return { status: 'error', docs: [] };
    if (current.length < expected || current.some((s) => s.status === 'loading')) {
      return { status: 'loading', docs: [] };
    }
    const byId = new Map<string, ProductSnapshot>();
    for (const state of current)
      if (state.status === 'success') for (const d of state.docs) byId.set(d.id, d);
    return { status: 'success', docs: [...byId.values()] };
  }, [sources, states]);
}
