import {
  effectiveProfile,
  FALLBACK_LANGUAGE,
  INVESTOR_PROFILE_STORAGE_KEYS,
  migrateStoredProfile,
  type InvestorProfile,
  type PartialInvestorProfile,
} from '@portal/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';
import { useLoadedFirebase } from './firebase-loader';
import { docSource, useLiveStore } from './live-store';
import { useSiteState } from './site-state';
import { useSession } from './session';
import { useUserRecord } from './user-record';
import { logger } from './logger';

/*
 * A visitor's investor profile in browser storage (seed 001 §3): `investorProfile` (type code) and `country` (ISO
 * code) in localStorage. Legacy values (old labels, country names) are rewritten as codes and invalid ones removed
 * the first time the page reads them (migrateStoredProfile in the domain decides which).
 */

const CHANGE_EVENT = 'portal:investor-profile';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Storage disabled (privacy settings): the profile lasts as long as the page, and is asked again next time. */
let memory: InvestorProfile | null = null;

function readRaw(): { investorProfile: string | null; country: string | null } {
  const s = storage();
  if (memory) return { investorProfile: memory.type, country: memory.country };
  if (!s) return { investorProfile: null, country: null };
  return {
    investorProfile: s.getItem(INVESTOR_PROFILE_STORAGE_KEYS.type),
    country: s.getItem(INVESTOR_PROFILE_STORAGE_KEYS.country),
  };
}

/** Rewrites legacy values as codes and removes invalid ones (idempotent). */
function migrateStoredInvestorProfile(): void {
  const s = storage();
  if (!s) return;
  const { writes } = migrateStoredProfile(readRaw());
  const apply = (key: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  };
  apply(INVESTOR_PROFILE_STORAGE_KEYS.type, writes.investorProfile);
  apply(INVESTOR_PROFILE_STORAGE_KEYS.country, writes.country);
}

let cached: { key: string; profile: PartialInvestorProfile } | null = null;

/** The stored profile, as codes; the same object while the values do not change (useSyncExternalStore). */
function readStoredInvestorProfile(): PartialInvestorProfile {
  const { profile } = migrateStoredProfile(readRaw());
  const key = `${profile.type ?? ''}|${profile.country ?? ''}`;
  if (cached?.key !== key) cached = { key, profile };
  return cached.profile;
}

let migrated = false;

function subscribe(listener: () => void): () => void {
  if (!migrated) {
    migrated = true;
    migrateStoredInvestorProfile();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(INVESTOR_PROFILE_STORAGE_KEYS).includes(event.key))
      listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's stored profile, live (this tab's saves and other tabs'). */
export function useStoredInvestorProfile(): PartialInvestorProfile {
  return useSyncExternalStore(subscribe, readStoredInvestorProfile);
}

/** Stores a visitor's profile (in memory for this page when the browser refuses storage). */
export function saveStoredInvestorProfile(profile: InvestorProfile): void {
  const s = storage();
  try {
    if (!s) throw new Error('no localStorage');
    s.setItem(INVESTOR_PROFILE_STORAGE_KEYS.type, profile.type);
    s.setItem(INVESTOR_PROFILE_STORAGE_KEYS.country, profile.country);
    memory = null;
  } catch (error) {
    logger.warn('Browser storage refused the investor profile; keeping it for this page only', { error });
    memory = profile;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

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
