import {
  INVESTOR_PROFILE_STORAGE_KEYS,
  migrateStoredProfile,
  type InvestorProfile,
  type PartialInvestorProfile,
} from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { logger } from './logger';
import { renderedPage } from './rendered-page';
import { updateVisitorCookie } from './visitor-cookie';

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

const NO_PROFILE: PartialInvestorProfile = {};
const sameProfile = (
  rendered: PartialInvestorProfile,
  stored: PartialInvestorProfile,
): PartialInvestorProfile =>
  (rendered.type ?? null) === (stored.type ?? null) && (rendered.country ?? null) === (stored.country ?? null)
    ? rendered
    : stored;
/** The profile a server-rendered page was rendered with (./rendered-page.ts). */
const renderedProfile = (): PartialInvestorProfile => renderedPage()?.profile ?? NO_PROFILE;

let cached: { key: string; profile: PartialInvestorProfile } | null = null;

/**
 * The stored profile, as codes; the same object while the values do not change (useSyncExternalStore). Also read
 * outside React, when the API client sends the reader's parameters (./reader-query.ts).
 */
export function readStoredInvestorProfile(): PartialInvestorProfile {
  const { profile } = migrateStoredProfile(readRaw());
  const key = `${profile.type ?? ''}|${profile.country ?? ''}`;
  // The profile the page was rendered with, when it is this one: hydration then has nothing to render again.
  if (cached?.key !== key) cached = { key, profile: sameProfile(renderedProfile(), profile) };
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
  return useSyncExternalStore(subscribe, readStoredInvestorProfile, renderedProfile);
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
  updateVisitorCookie({ investorType: profile.type, country: profile.country });
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
