import type { ReactNode } from 'react';
import type { AccessContext, ProductConfig } from '@portal/domain';
import { Navigate, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { useProduct } from '../../features/products/api/get-products';
import { ProductOverview } from '../../features/products/components/product-overview';
import { ProductSectionPlaceholder } from '../../features/products/components/product-section-placeholder';
import {
  embeddedAccess,
  sectionAccess,
  type SectionAccess,
} from '../../features/products/utils/product-sections';
import { EMBEDDED_PAGES, paths, type EmbeddedPage, type ProductSection } from '../../config/paths';
import { useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';

interface ProductContext {
  product: ProductConfig;
  access: AccessContext;
}

/**
 * Hands the product of `:productId` to its sub-pages. The route guard (app/guards.tsx) has already sent unknown,
 * hidden and refused products to 404/403; a product gone since (catalogue change) is reported as missing.
 */
export function ProductGate() {
  const { productId } = useParams();
  const { status, product, access } = useProduct(productId);
  const to = useLocalePath();
  if (status === 'loading') return <CenteredLoader />;
  if (!product) return <Navigate replace to={to(paths.errors.notFound())} />;
  return <Outlet context={{ product, access } satisfies ProductContext} />;
}

function AccessOutcome({ access, children }: { access: SectionAccess; children: ReactNode }) {
  const to = useLocalePath();
  const location = useLocation();
  switch (access.kind) {
    case 'notFound':
      return <Navigate replace to={to(paths.errors.notFound())} />;
    case 'forbidden':
      return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
    case 'redirect':
      return <Navigate replace to={to(access.to)} />;
    default:
      return children;
  }
}

export function ProductOverviewRoute() {
  const { product, access } = useOutletContext<ProductContext>();
  return <ProductOverview product={product} access={access} />;
}

export function ProductSectionRoute({ section }: { section: Exclude<ProductSection, 'overview'> }) {
  const { product, access } = useOutletContext<ProductContext>();
  return (
    <AccessOutcome access={sectionAccess(product, section, access)}>
      <ProductSectionPlaceholder product={product} section={section} />
    </AccessOutcome>
  );
}

const isEmbeddedPage = (page: string | undefined): page is EmbeddedPage =>
  (EMBEDDED_PAGES as readonly string[]).includes(page ?? '');

/** `/products/:productId/embedded/:page`: outside the app shell, for iframes. */
export function EmbeddedRoute() {
  const { product, access } = useOutletContext<ProductContext>();
  const { page } = useParams();
  const to = useLocalePath();
  if (!isEmbeddedPage(page)) return <Navigate replace to={to(paths.errors.notFound())} />;
  return (
    <AccessOutcome access={embeddedAccess(product, page, access)}>
      <ProductSectionPlaceholder product={product} section={page} />
    </AccessOutcome>
  );
}

/**
 * Rendered by the factsheet PDF generator; its own layout, no investor profile needed. The renderer signs in with a
 * custom token (lib/custom-token.ts); `data-session` tells it (and the tests) that the session is established.
 */
export function FactsheetForPdfRoute() {
  const { product } = useOutletContext<ProductContext>();
  const session = useSession();
  return (
    <div data-testid="pdf-page" data-session={session.status}>
      <ProductSectionPlaceholder product={product} section="factsheet-for-pdf-generation" />
    </div>
  );
}
