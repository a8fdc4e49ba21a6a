import {
  authorizedProducts,
  canSeeProduct,
  listedProducts,
  orderProducts,
  productRolesHeld,
  type AccessContext,
  type ProductConfig,
} from '@portal/domain';
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { useInvestorProfileChecks } from '../../../lib/investor-profile';
import { refs } from '../../../lib/refs';
import { useSession } from '../../../lib/session';
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
 * The catalogue from Firestore (never from the bundle). Staff read every product; everyone else asks only for the
 * products the security rules let them see (rules are not filters): the open ones, the visible ones restricted to a
 * role they hold, and, one by one, the products they administer through a custom role. One invalid document is
 * logged and skipped rather than hiding the whole list.
 */
export function useCatalogue(): Catalogue {
  const db = useFirestore();
  const session = useSession();
  const { status, docs } = useProductDocs(db, {
    readsAll: session.isStaff,
    rolesKey: productRolesHeld(session.roles).join(','),
    adminIdsKey: [...session.adminProductIds].sort().join(','),
  });
  const { roles, userDefinedRoles } = session;
  const profileChecks = useInvestorProfileChecks();

  return useMemo(() => {
    const access: AccessContext = { roles, userDefinedRoles };
    const valid = docs.flatMap((doc) => {
      try {
        const product = doc.data();
        return product ? [product] : [];
      } catch (error) {
        console.error(`products/${doc.id} is invalid and is not shown`, error);
        return [];
      }
    });
    const products = orderProducts(valid, tenant.products).filter((p) => canSeeProduct(access, p));
    const loading =
      session.status === 'loading' || status === 'loading' || profileChecks.status === 'loading';
    return {
      status: loading ? 'loading' : status,
      products,
      listed: authorizedProducts(access, listedProducts(access, products), profileChecks),
      access,
    };
  }, [docs, roles, userDefinedRoles, session.status, status, profileChecks]);
}

/** One product of the catalogue, if this user may open it. */
export function useProduct(productId: string | undefined): {
  status: Catalogue['status'];
  product: ProductConfig | undefined;
  access: AccessContext;
} {
  const catalogue = useCatalogue();
  const product = catalogue.products.find((p) => p.productId === productId);
  return { status: catalogue.status, product, access: catalogue.access };
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
  db: Firestore,
  rights: { readsAll: boolean; rolesKey: string; adminIdsKey: string },
): { status: Catalogue['status']; docs: ProductSnapshot[] } {
  const { readsAll, rolesKey, adminIdsKey } = rights;
  const sources = useMemo(() => {
    const r = refs(db);
    if (readsAll) return { queries: [r.products()], docs: [] };
    const roles = productRolesHeld(rolesKey === '' ? [] : rolesKey.split(','));
    const queries: Query<ProductConfig>[] = [r.openProducts()];
    if (roles.length > 0) queries.push(r.productsForRoles(roles));
    const docs: DocumentReference<ProductConfig>[] = (adminIdsKey === '' ? [] : adminIdsKey.split(',')).map(
      (id) => r.product(id),
    );
    return { queries, docs };
  }, [db, readsAll, rolesKey, adminIdsKey]);

  const [states, setStates] = useState<{ sources: typeof sources; byKey: Map<string, SourceState> }>({
    sources,
    byKey: new Map(),
  });

  useEffect(() => {
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
            console.error('Could not load the product list', error);
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
            console.warn(`products/${ref.id} is not readable (yet) for its admin`, error);
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
