import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';

export function ContactRoute() {
  const { t } = useTranslation('help');
  return <PagePlaceholder title={t('contact.title')} description={t('contact.comingSoon')} />;
}
