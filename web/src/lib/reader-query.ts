import {
  FALLBACK_LANGUAGE,
  isLiveEmbedPath,
  type PartialInvestorProfile,
  type ReaderParams,
} from '@portal/domain';
import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLanguage } from './language';
import { readStoredInvestorProfile, useStoredInvestorProfile } from './stored-investor-profile';

/*
 * What every product read (`GET /api/products/...`, key numbers) tells the API of the reader besides their token
 * (packages/domain/src/contracts/reader.ts, issue 24): the page language (whose investor-profile checks apply) and a
 * visitor's investor profile from browser storage (a signed-in user's comes from their record on the server, whatever
 * is sent here). The API client adds them to every product read (`withReaderParams` in ./api-client/request.ts): callers never
 * pass them.
 */

/**
 * The reader's parameters of a UI language, a stored profile and the page's path: absent values are left out, never
 * sent empty; a live embeddable page says so (`embed=live`: exempt from the investor-profile check, seed 000 §2).
 */
export function readerParamsOf(
  language: string | undefined,
  stored: PartialInvestorProfile,
  pathname = '',
): ReaderParams {
  return {
    lang: isLanguage(language) ? language : FALLBACK_LANGUAGE,
    ...(stored.type ? { investor_profile: stored.type } : {}),
    ...(stored.country ? { country: stored.country } : {}),
    ...(isLiveEmbedPath(pathname) ? { embed: 'live' as const } : {}),
  };
}

/**
 * The reader's parameters, live: a component re-renders when the language or the stored profile changes. The query
 * hook keys its cache by them (lib/use-api-query.ts), so a new profile loads every product read again.
 */
export function useReaderQuery(): ReaderParams {
  const { i18n } = useTranslation();
  const stored = useStoredInvestorProfile();
  const { pathname } = useLocation();
  const language = i18n.language;
  return useMemo(() => readerParamsOf(language, stored, pathname), [language, stored, pathname]);
}

/**
 * The same values read now, outside React (the app's API client, lib/api.ts, for calls made from event handlers and
 * effects): the same i18next instance and the same storage as {@link useReaderQuery}.
 */
export function currentReaderParams(): ReaderParams {
  return readerParamsOf(
    i18next.language,
    readStoredInvestorProfile(),
    typeof window === 'undefined' ? '' : window.location.pathname,
  );
}
