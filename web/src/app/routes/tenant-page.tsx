import {
  isPageComponent,
  modeOfSection,
  openableSections,
  type AccessContext,
  type ProductConfig,
} from '@portal/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useOutletContext } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { SinceLaunchAnalysis } from '../../features/analysis';
import { useProduct } from '../../features/products';
import { tenantPageComponents } from '../../features/tenant-pages';
import { paths } from '../../config/paths';
import { localized, tenant } from '../../lib/tenant';
import { useLocalePath } from '../../lib/locale-path';
import { logger } from '../../lib/logger';
import { SectionGate, type ProductContext } from './product';

type ExtraPage = (typeof tenant.extraSections)[number]['pages'][number];

/**
 * A registered page component (tenant-pages) about one product, with the product's analysis since its launch (the
 * analysis feature) on the tabs the user may open: the composition both the tenant pages and the products' use-case
 * pages render.
 */
function UseCase({
  component,
  title,
  product,
  products,
  access,
}: {
  component: string;
  title: string;
  product: ProductConfig;
  products: readonly ProductConfig[];
  access: AccessContext;
}) {
  const to = useLocalePath();
  if (!isPageComponent(component)) {
    // tenants:check refuses such a name; a catalogue changed since the build could still carry one.
    logger.error('A page names an unknown page component', { component, productId: product.productId });
    return <Navigate replace to={to(paths.errors.notFound())} />;
  }
  const Page = tenantPageComponents[component];
  // The analysis tabs the user may open (the overview's links): a login-required product is among them for a guest,
  // whom the API then asks to sign in (401), which the analysis shows as such.
  const modes = openableSections(access, product, products).flatMap((s) => modeOfSection(s) ?? []);
  return (
    <Suspense fallback={<CenteredLoader />}>
      <Page
        title={title}
        productId={product.productId}
        analysis={<SinceLaunchAnalysis productId={product.productId} modes={modes} />}
      />
    </Suspense>
  );
}

/** A page of a tenant `extraSections` entry (e.g. `/use-cases/alpinum`), rendered by the component it names. */
export function TenantPageRoute({ page }: { page: ExtraPage }) {
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const { status, product, products, access } = useProduct(page.productId);
  if (status === 'loading') return <CenteredLoader />;
  if (!product) {
    if (!page.productId) logger.error('A tenant page names no product', { path: page.path });
    return <Navigate replace to={to(paths.errors.notFound())} />;
  }
  return (
    <UseCase
      component={page.component}
      title={localized(page.title, i18n.language)}
      product={product}
      products={products}
      access={access}
    />
  );
}

/**
 * `/products/{productId}/use-case` (seed 000 §2): the product's registered component (`useCase.componentPath`); a use
 * case configured as a redirect is followed by the section gate.
 */
export function ProductUseCaseRoute() {
  const { product, products, access } = useOutletContext<ProductContext>();
  const { t } = useTranslation('product');
  const useCase = product.useCase;
  return (
    <SectionGate section="use-case">
      {useCase && 'componentPath' in useCase ? (
        <UseCase
          component={useCase.componentPath}
          title={t('sectionTitle', { section: t('sections.use-case'), product: product.productName })}
          product={product}
          products={products}
          access={access}
        />
      ) : null}
    </SectionGate>
  );
}
