import {
  canSeeProduct,
  listedProducts,
  orderProducts,
  type AccessContext,
  type ProductConfig,
} from '@portal/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { refs } from '../../../lib/refs';
import { useSession } from '../../../lib/session';
import { tenant } from '../../../lib/tenant';

export interface Catalogue {
  status: 'loading' | 'error' | 'success';
  /** Every product this user may open (hidden-from-list ones included), in the tenant's order. */
  products: ProductConfig[];
  /** Products for the Products section and the home page (seed 000 §6). */
  listed: ProductConfig[];
  access: AccessContext;
}

/**
 * The catalogue from Firestore (never from the bundle). Staff read every product; everyone else asks only for
 * visible ones, the constraint the security rules require of them. One invalid document is logged and skipped rather
 * than hiding the whole list.
 */
export function useCatalogue(): Catalogue {
  const db = useFirestore();
  const session = useSession();
  const readsAll = session.isStaff;
  const productsQuery = useMemo(
    () => (readsAll ? refs(db).products() : refs(db).visibleProducts()),
    [db, readsAll],
  );
  const { status, data } = useFirestoreCollection(productsQuery);
  const docs = status === 'success' ? data.docs : undefined;
  const { roles, userDefinedRoles } = session;

  return useMemo(() => {
    const access: AccessContext = { roles, userDefinedRoles };
    const valid = (docs ?? []).flatMap((doc) => {
      try {
        return [doc.data()];
      } catch (error) {
        console.error(`products/${doc.id} is invalid and is not shown`, error);
        return [];
      }
    });
    const products = orderProducts(valid, tenant.products).filter((p) => canSeeProduct(access, p));
    const loading = session.status === 'loading' || status === 'loading';
    return {
      status: loading ? 'loading' : status,
      products,
      listed: listedProducts(access, products),
      access,
    };
  }, [docs, roles, userDefinedRoles, session.status, status]);
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
