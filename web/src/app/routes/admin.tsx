import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import type { AdminPageId } from '../admin-pages';

export function AdminPageRoute({ page }: { page: AdminPageId }) {
  const { t } = useTranslation('admin');
  return <PagePlaceholder title={t(`pages.${page}`)} description={t('comingSoon')} />;
}
