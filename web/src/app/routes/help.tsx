import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';

export function FaqRoute() {
  const { t } = useTranslation('help');
  return <PagePlaceholder title={t('faq.title')} description={t('faq.comingSoon')} />;
}
