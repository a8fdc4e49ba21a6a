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
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { isLanguage } from './language';
import { refs } from './refs';
import { useSession } from './session';
import { useUserRecord } from './user-record';

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
export function migrateStoredInvestorProfile(): void {
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
export function readStoredInvestorProfile(): PartialInvestorProfile {
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
    console.warn('Browser storage refused the investor profile; keeping it for this page only', error);
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
 * What product lists need to apply the investor-profile checks (seed 000 §6: "permitted by country and investor
 * profile"): whether the checks are on for the UI language (`settings/platform/langs/{lang}`; no document = off, an
 * unreadable one = on) and the effective profile. Feed both to the domain's `authorizedProducts`.
 */
export function useInvestorProfileChecks(): {
  status: 'loading' | 'ready';
  checksActivated: boolean;
  profile: InvestorProfile | undefined;
} {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const db = useFirestore();
  const ref = useMemo(() => refs(db).platformLang(lang), [db, lang]);
  const compliance = useFirestoreDocData(ref);
  const { status, profile } = useEffectiveInvestorProfile();
  return useMemo(() => {
    if (status === 'loading' || compliance.status === 'loading')
      return { status: 'loading', checksActivated: false, profile: undefined };
    const checksActivated =
      compliance.status === 'error' || (compliance.data?.compliance.investorProfileChecksActivated ?? false);
    return { status: 'ready', checksActivated, profile };
  }, [status, profile, compliance.status, compliance.data]);
}
