export { useComplianceTexts } from './api/get-compliance-texts';
export { CustomPrivacyPolicy } from './components/custom-privacy-policy';
export { Ombudsman } from './components/ombudsman';
export { PrivacyPolicy } from './components/privacy-policy';
export { TermsOfUse } from './components/terms-of-use';
