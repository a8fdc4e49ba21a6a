import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { tenant } from '../../../lib/tenant';
import { LegalDocument } from './legal-document';

const SECTIONS = [
  'restrictedPersons',
  'qualifiedInvestors',
  'noOffer',
  'noGuarantee',
  'fairUse',
  'law',
] as const;

/** Terms of use (seed 001 §9 "Knowledge base and legal content"); dated per tenant, Swiss law, Lausanne by default. */
export function TermsOfUse() {
  const { t, i18n } = useTranslation('compliance');
  const vars = { orgName: tenant.orgName, jurisdiction: tenant.legal.jurisdiction };
  return (
    <LegalDocument
      title={t('termsOfUse.title')}
      updated={t('updated', { date: formatDate(tenant.legal.termsDate, i18n.language, 'long') })}
      intro={t('termsOfUse.intro', vars)}
      sections={SECTIONS.map((id) => ({
        id,
        title: t(`termsOfUse.sections.${id}.title`),
        body: t(`termsOfUse.sections.${id}.body`, vars),
      }))}
    />
  );
}
