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

interface ProductContext {
  product: ProductConfig;
  access: AccessContext;
}

/** Loads the product of `:productId`; products the user may not see are reported as missing (no existence leak). */
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

/** Rendered by the factsheet PDF generator; its own layout, no investor profile needed. */
export function FactsheetForPdfRoute() {
  const { product } = useOutletContext<ProductContext>();
  return <ProductSectionPlaceholder product={product} section="factsheet-for-pdf-generation" />;
}
