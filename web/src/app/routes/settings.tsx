import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';

export function SettingsOverviewRoute() {
  const { t } = useTranslation('nav');
  return <PagePlaceholder title={t('settings')} />;
}

export function EditProfileRoute() {
  const { t } = useTranslation('nav');
  return <PagePlaceholder title={t('settings')} />;
}
export function ChangePasswordRoute() {
  const { t } = useTranslation('nav');
  return <PagePlaceholder title={t('settings')} />;
}
export function DeleteAccountRoute() {
  const { t } = useTranslation('nav');
  return <PagePlaceholder title={t('settings')} />;
}
