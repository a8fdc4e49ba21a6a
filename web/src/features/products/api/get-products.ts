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
import { replaceEqualDeep } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { loadFirebase, useLoadedFirebase, type FirebaseSdk } from '../../../lib/firebase-loader';
import { useLiveStore, type LiveSource } from '../../../lib/live-store';
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
  // The same catalogue from another source (the live binding replacing the site state's answer, a session or
  // profile snapshot that changed nothing) keeps its objects: what renders from them can skip the render.
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
    return shareCatalogue({
      status: loading ? 'loading' : status,
      products,
      listed: authorizedProducts(access, listedProducts(access, products), profileChecks),
      access,
    });
  }, [live, site, guest, roles, userDefinedRoles, session.status, profileChecks]);
}

/** The last catalogue: every caller computes the same one, so one value serves them all. */
let lastCatalogue: Catalogue | null = null;

/**
 * The catalogue, made of the last one's objects wherever its content is the same (TanStack Query's structural
 * sharing): only identical content is reused, so a render on the server for one visitor can never show another's.
 */
function shareCatalogue(next: Catalogue): Catalogue {
  lastCatalogue = replaceEqualDeep(lastCatalogue, next);
  return lastCatalogue;
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
interface Rights {
  readsAll: boolean;
  rolesKey: string;
  adminIdsKey: string;
}

/**
 * The product documents of several bindings, merged by id into one live source: it answers once every binding has,
 * and fails when a query fails. A product the user administers but may not read yet (the derived claims follow a
 * change of the custom roles within seconds) is simply absent, never an error for the whole list.
 */
function productDocsSource({ readsAll, rolesKey, adminIdsKey }: Rights): LiveSource<ProductSnapshot[]> {
  return (sdk, emit) => {
    const r = sdk.refs(sdk.db);
    const queries: Query<ProductConfig>[] = [];
    const docs: DocumentReference<ProductConfig>[] = [];
    if (readsAll) queries.push(r.products());
    else {
      const roles = productRolesHeld(rolesKey === '' ? [] : rolesKey.split(','));
      queries.push(r.openProducts());
      if (roles.length > 0) queries.push(r.productsForRoles(roles));
      for (const id of adminIdsKey === '' ? [] : adminIdsKey.split(',')) docs.push(r.product(id));
    }
    const answers = new Map<string, ProductSnapshot[] | 'error'>();
    const update = (key: string, answer: ProductSnapshot[] | 'error') => {
      answers.set(key, answer);
      const all = [...answers.values()];
      if (all.includes('error')) {
        emit({ status: 'error', error: new Error('Could not load the product list') });
        return;
      }
      if (answers.size < queries.length + docs.length) return;
      const byId = new Map<string, ProductSnapshot>();
      for (const answer of all) if (answer !== 'error') for (const d of answer) byId.set(d.id, d);
      emit({ status: 'success', data: [...byId.values()] });
    };
    const unsubscribes = [
      ...queries.map((q, i) =>
        sdk.onSnapshot(
          q,
          (snap) => {
            update(`q${i}`, snap.docs);
          },
          (error) => {
            logger.error('Could not load the product list', { error });
            update(`q${i}`, 'error');
          },
        ),
      ),
      ...docs.map((ref) =>
        sdk.onSnapshot(
          ref,
          (snap) => {
            update(ref.id, snap.exists() ? [snap] : []);
          },
          (error) => {
            logger.warn('A product document is not readable (yet) for its admin', {
              productId: ref.id,
              error,
            });
            update(ref.id, []);
          },
        ),
      ),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  };
}

/**
 * Live product documents for the user's rights. `rolesKey` (comma-separated product roles held) and `adminIdsKey`
 * (comma-separated administered product ids) are strings, so the binding only changes when the rights do. Nothing
 * is bound (and the SDK is not loaded) until `sdk` is given.
 */
function useProductDocs(
  sdk: FirebaseSdk | undefined,
  rights: Rights,
): { status: Catalogue['status']; docs: ProductSnapshot[] } {
  const key = rights.readsAll ? 'products/*' : `products/${rights.rolesKey}/${rights.adminIdsKey}`;
  const state = useLiveStore(sdk ? key : null, productDocsSource(rights));
  return useMemo(
    () =>
      state.status === 'success'
        ? { status: 'success', docs: state.data }
        : { status: state.status, docs: [] },
    [state],
  );
}
