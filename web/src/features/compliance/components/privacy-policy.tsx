import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { tenant } from '../../../lib/tenant';
import { LegalDocument } from './legal-document';

const SECTIONS = [
  'dataCollected',
  'productInformation',
  'singleSignOn',
  'cookies',
  'analytics',
  'retention',
  'rights',
  'law',
] as const;

/** Privacy policy (seed 001 §9): what is collected and why, the user's rights, Swiss law. */
export function PrivacyPolicy() {
  const { t, i18n } = useTranslation('compliance');
  const vars = { orgName: tenant.orgName, jurisdiction: tenant.legal.jurisdiction };
  return (
    <LegalDocument
      title={t('privacyPolicy.title')}
      updated={t('updated', { date: formatDate(tenant.legal.privacyPolicyDate, i18n.language, 'long') })}
      intro={t('privacyPolicy.intro', vars)}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`privacyPolicy.sections.${id}.title`),
        body: t(`privacyPolicy.sections.${id}.body`, vars),
      }))}
    />
  );
}
