import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { UsersPage } from '../../features/admin-users';
import type { AdminPageId } from '../admin-pages';

export function AdminPageRoute({ page }: { page: AdminPageId }) {
  const { t } = useTranslation('admin');
  if (page === 'users') return <UsersPage />;
  return <PagePlaceholder title={t(`pages.${page}`)} description={t('comingSoon')} />;
}
