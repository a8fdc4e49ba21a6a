import { FALLBACK_LANGUAGE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import {
  CustomPrivacyPolicy,
  Ombudsman,
  PrivacyPolicy,
  TermsOfUse,
  useComplianceTexts,
} from '../../features/compliance';
import { InvestorProfilePage, UnauthorizedInvestorProfile } from '../../features/investor-profile';
import { useCatalogue } from '../../features/products';
import { isLanguage } from '../../lib/language';

export const TermsOfUseRoute = TermsOfUse;
export const PrivacyPolicyRoute = PrivacyPolicy;
export const CustomPrivacyPolicyRoute = CustomPrivacyPolicy;
export const OmbudsmanRoute = Ombudsman;

/** `/investor-profile`: the disclaimer is the platform settings' text for the UI language. */
export function InvestorProfileRoute() {
  const { i18n } = useTranslation();
  const texts = useComplianceTexts(isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);
  return (
    <InvestorProfilePage
      disclaimer={texts.investorProfileDisclaimer}
      loadingDisclaimer={texts.status === 'loading'}
      showLogo={texts.showLogo}
    />
  );
}

/** `/unauthorized-investor-profile`: names the refused product when the catalogue knows it. */
export function UnauthorizedInvestorProfileRoute() {
  const [params] = useSearchParams();
  const { status, products } = useCatalogue();
  const productId = params.get('productId');
  const product = products.find((p) => p.productId === productId);
  if (status === 'loading') return <CenteredLoader minHeight="60vh" />;
  return <UnauthorizedInvestorProfile productName={product?.productName} />;
}
