import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { tenantPageComponents } from '../../features/tenant-pages';
import { paths } from '../../config/paths';
import { localized, tenant } from '../../lib/tenant';
import { useLocalePath } from '../../lib/locale-path';
import { logger } from '../../lib/logger';

type ExtraPage = (typeof tenant.extraSections)[number]['pages'][number];

/** A page of a tenant `extraSections` entry, rendered by the component it names. */
export function TenantPageRoute({ page }: { page: ExtraPage }) {
  const { i18n } = useTranslation();
  const to = useLocalePath();
  const Page = tenantPageComponents[page.component];
  if (!Page) {
    logger.error('tenant.json names an unknown page component', {
      component: page.component,
      path: page.path,
    });
    return <Navigate replace to={to(paths.errors.notFound())} />;
  }
  return (
    <Suspense fallback={<CenteredLoader />}>
      <Page
        title={localized(page.title, i18n.language)}
        {...(page.productId ? { productId: page.productId } : {})}
      />
    </Suspense>
  );
}
