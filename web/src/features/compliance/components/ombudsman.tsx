import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/language';
import { tenant } from '../../../lib/tenant';
import { useComplianceTexts } from '../api/get-compliance-texts';
import { LegalDocument } from './legal-document';

/** Ombudsman page: the text admins maintain per language in the platform settings, else a generic notice. */
export function Ombudsman() {
  const { t, i18n } = useTranslation('compliance');
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const { status, ombudsmanText } = useComplianceTexts(lang);
  const custom = ombudsmanText?.trim();
  return (
    <LegalDocument title={t('ombudsman.title')} sections={[]}>
      {status === 'loading' ? (
        <Skeleton h={60} />
      ) : (
        <Text style={{ whiteSpace: 'pre-line' }}>
          {custom !== undefined && custom.length > 0
            ? custom
            : t('ombudsman.default', { orgName: tenant.orgName })}
        </Text>
      )}
    </LegalDocument>
  );
}
