import type { Language } from '@portal/domain';
import { useLoadedFirebase } from '../../../lib/firebase-loader';
import { useSiteState } from '../../../lib/site-state';
import { usePlatformLang } from './get-platform-lang';

interface ComplianceTexts {
  status: 'loading' | 'ready';
  /** The investor-profile step's disclaimer; empty or absent = the app's default text. */
  investorProfileDisclaimer: string | undefined;
  /** The tenant's logo heads the investor-profile step. */
  showLogo: boolean;
  /** The ombudsman page's text; empty or absent = the app's default text. */
  ombudsmanText: string | undefined;
}

/**
 * The public compliance texts of `lang` (`settings/platform/langs/{lang}.compliance`). Until the Firebase SDKs have
 * loaded (a visitor's first paint, and the server's rendering) they come from the site state the page load fetched;
 * then from the live document, so an admin's edit shows at once. No document: the defaults.
 */
export function useComplianceTexts(lang: Language): ComplianceTexts {
  const sdk = useLoadedFirebase();
  const site = useSiteState();
  const live = usePlatformLang(lang, sdk !== undefined || site.status === 'error');
  if (live.status !== 'loading') {
    const compliance = live.data?.compliance;
    return {
      status: 'ready',
      investorProfileDisclaimer: compliance?.investorProfileDisclaimer,
      showLogo: compliance?.showLogo ?? false,
      ombudsmanText: compliance?.ombudsmanText,
    };
  }
  if (site.status === 'success') {
    const texts = site.data.complianceTexts[lang];
    return {
      status: 'ready',
      investorProfileDisclaimer: texts?.investorProfileDisclaimer,
      showLogo: texts?.showLogo ?? false,
      ombudsmanText: texts?.ombudsmanText,
    };
  }
  return {
    status: 'loading',
    investorProfileDisclaimer: undefined,
    showLogo: false,
    ombudsmanText: undefined,
  };
}
