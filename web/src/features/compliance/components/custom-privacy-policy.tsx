import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { formatDate } from '../../../lib/format';
import { useHelpContent } from '../../../lib/help-content';
import { localized } from '../../../lib/tenant';
import { LegalDocument } from './legal-document';
import { PrivacyPolicy } from './privacy-policy';

/**
 * The tenant's own privacy policy (tenant.json `customPrivacyPolicyPath`, seed 001 §3: BCF), at that path and in the
 * layout of every legal text of the site; its text comes from the tenant's help content (`privacyPolicy`), checked
 * by `npm run tenants:check`. Should the text be missing all the same, the platform's policy shows.
 */
export function CustomPrivacyPolicy() {
  const { t, i18n } = useTranslation('compliance');
  const lang = i18n.language;
  const help = useHelpContent();
  if (help.status === 'pending') return <CenteredLoader />;
  if (help.status === 'error') return <Alert color="red">{t('loadError')}</Alert>;
  const policy = help.data.privacyPolicy;
  if (!policy) return <PrivacyPolicy />;
  return (
    <LegalDocument
      title={t('privacyPolicy.title')}
      updated={t('updated', { date: formatDate(policy.updated, lang, 'long') })}
      intro={localized(policy.intro, lang)}
      sections={policy.sections.map((s) => ({
        id: s.id,
        title: localized(s.title, lang),
        body: localized(s.body, lang),
      }))}
    />
  );
}
