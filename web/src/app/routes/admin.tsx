import { isProductAdmin } from '@portal/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { isAdminProductTab, paths } from '../../config/paths';
import { BulkPriceUpdatePage } from '../../features/admin-bulk-prices';
import { AdminProductPage, AdminProductsPage } from '../../features/admin-products';
import { PlatformSettingsPage } from '../../features/admin-platform-settings';
import { UsersPage } from '../../features/admin-users';
import { BulkComponentsPage } from '../../features/admin-bulk-components';
import { GenerateFactsheetsPage } from '../../features/admin-generate-factsheets';
import { ExportPage } from '../../features/admin-platform-export';
import { HoldingOverridePage } from '../../features/holding-overrides';
import { useCatalogue } from '../../features/products';
import { useLocalePath } from '../../lib/locale-path';
import { useSession } from '../../lib/session';
import { tenant } from '../../lib/tenant';
import type { AdminPageId } from '../admin-pages';

function AdminProductsRoute() {
  const catalogue = useCatalogue();
  return (
    <AdminProductsPage status={catalogue.status} products={catalogue.products} access={catalogue.access} />
  );
}

/** Platform settings: the custom roles bound live (session), products by name from the catalogue. */
function PlatformSettingsRoute() {
  const catalogue = useCatalogue();
  const session = useSession();
  if (catalogue.status === 'loading' || session.status === 'loading') return <CenteredLoader />;
  return (
    <PlatformSettingsPage
      languages={tenant.availableLanguages}
      roles={session.userDefinedRoles}
      products={catalogue.products}
    />
  );
}

/** Generate factsheets: the products the caller administers come from the catalogue. */
function GenerateFactsheetsRoute() {
  const catalogue = useCatalogue();
  if (catalogue.status === 'loading') return <CenteredLoader />;
  return <GenerateFactsheetsPage products={catalogue.products} access={catalogue.access} />;
}

/** Holding overrides: the products the caller administers come from the catalogue. */
function HoldingOverrideRoute() {
  const catalogue = useCatalogue();
  if (catalogue.status === 'loading') return <CenteredLoader />;
  return <HoldingOverridePage products={catalogue.products} access={catalogue.access} />;
}

export function AdminPageRoute({ page }: { page: AdminPageId }) {
  if (page === 'users') return <UsersPage />;
  if (page === 'products') return <AdminProductsRoute />;
  if (page === 'platformSettings') return <PlatformSettingsRoute />;
  if (page === 'updateBulkComponents') return <BulkComponentsPage />;
  if (page === 'exportPlatform') return <ExportPage />;
  if (page === 'overrideHoldingData') return <HoldingOverrideRoute />;
  if (page === 'bulkPriceDataUpdate') return <BulkPriceUpdatePage />;
  return <GenerateFactsheetsRoute />;
}

/**
 * `/admin/products/{productId}/{tab}`: the guard admits admins and product admins (as for `/admin/products`); this
 * route then admits only the admins of THIS product (403 otherwise, before anything of it is read), and sends an
 * unknown product or tab to 404.
 */
export function AdminProductRoute() {
  const { productId = '', tab } = useParams();
  const session = useSession();
  const catalogue = useCatalogue();
  const to = useLocalePath();
  const location = useLocation();
  if (session.status === 'loading') return <CenteredLoader />;
  if (!isProductAdmin(catalogue.access, productId))
    return <Navigate replace to={to(paths.errors.forbidden(location.pathname))} />;
  if (tab === undefined) return <Navigate replace to={to(paths.admin.product(productId))} />;
  if (!isAdminProductTab(tab)) return <Navigate replace to={to(paths.errors.notFound())} />;
  if (catalogue.status === 'loading') return <CenteredLoader />;
  const product = catalogue.products.find((p) => p.productId === productId);
  if (!product) return <Navigate replace to={to(paths.errors.notFound())} />;
  return <AdminProductPage key={productId} product={product} products={catalogue.products} tab={tab} />;
}
