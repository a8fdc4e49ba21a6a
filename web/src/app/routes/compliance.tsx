import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/page-placeholder';
import { Ombudsman } from '../../features/compliance/components/ombudsman';
import { PrivacyPolicy } from '../../features/compliance/components/privacy-policy';
import { TermsOfUse } from '../../features/compliance/components/terms-of-use';

export const TermsOfUseRoute = TermsOfUse;
export const PrivacyPolicyRoute = PrivacyPolicy;
export const OmbudsmanRoute = Ombudsman;

export function InvestorProfileRoute() {
  const { t } = useTranslation('compliance');
  return <PagePlaceholder title={t('investorProfile.title')} description={t('investorProfile.comingSoon')} />;
}
