import { effectiveProfile, FALLBACK_LANGUAGE, type InvestorProfile } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';
import { useLoadedFirebase } from './firebase-loader';
import { docSource, useLiveStore } from './live-store';
import { useSiteState } from './site-state';
import { useSession } from './session';
import { useUserRecord } from './user-record';
import { useStoredInvestorProfile } from './stored-investor-profile';

/*
 * The investor profile the access checks use (seed 000 §4 steps 7-9). A visitor's profile lives in browser storage
 * (./stored-investor-profile.ts, which has no dependency on Firebase or the API so the API client can read it).
 */
export { saveStoredInvestorProfile, useStoredInvestorProfile } from './stored-investor-profile';

export interface EffectiveInvestorProfile {
  status: 'loading' | 'ready';
  /** The profile the access checks use: the user record's, else browser storage's (seed 000 §4 step 8). */
  profile: InvestorProfile | undefined;
  /** Where a new choice is saved: the signed-in user's record (when it exists), else browser storage. */
  saveTo: { kind: 'record'; uid: string } | { kind: 'browser' };
}

export function useEffectiveInvestorProfile(): EffectiveInvestorProfile {
  const record = useUserRecord();
  const stored = useStoredInvestorProfile();
  const uid = useSession().user?.uid;
  return useMemo(() => {
    if (record.status === 'loading')
      return { status: 'loading', profile: undefined, saveTo: { kind: 'browser' } };
    const profile = effectiveProfile(record.status === 'success' ? record.data : null, stored);
    // A record that fails its schema (e.g. a legacy one without a profile) exists: completing it repairs it.
    const recordExists =
      record.status === 'success' ||
      (record.status === 'error' && record.error.name === 'DocumentValidationError');
    const saveTo = uid && recordExists ? ({ kind: 'record', uid } as const) : ({ kind: 'browser' } as const);
    return { status: 'ready', profile, saveTo };
  }, [record, stored, uid]);
}

/**
 * Whether investor-profile checks are on for the current language (`settings/platform/langs/{lang}`; no document =
 * off, an unreadable one = on: fail closed), and the effective profile. Until the Firestore SDK has loaded (a
 * visitor's first paint) the switch comes from the site state the page load fetched; then from the live document.
 */
export function useInvestorProfileChecks(): {
  status: 'loading' | 'ready';
  checksActivated: boolean;
  profile: InvestorProfile | undefined;
} {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const sdk = useLoadedFirebase();
  const site = useSiteState();
  const live = useLiveStore(
    sdk || site.status === 'error' ? `settings/platform/langs/${lang}` : null,
    docSource((f) => f.refs(f.db).platformLang(lang)),
  );
  const { status, profile } = useEffectiveInvestorProfile();
  return useMemo(() => {
    let checksActivated: boolean | undefined;
    if (live.status === 'success')
      checksActivated = live.data?.compliance.investorProfileChecksActivated ?? false;
    else if (live.status === 'error') checksActivated = true;
    else if (site.status === 'success') {
      const flag = site.data.investorProfileChecks[lang];
      checksActivated = flag === undefined ? false : (flag ?? true);
    }
    if (status === 'loading' || checksActivated === undefined)
      return { status: 'loading', checksActivated: false, profile: undefined };
    return { status: 'ready', checksActivated, profile };
  }, [status, profile, live, site, lang]);
}
