import { FALLBACK_LANGUAGE, type DocumentReaderQuery } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';
import { useStoredInvestorProfile } from './investor-profile';

/**
 * What the documents API needs to know of the reader besides their token: the page language (which documents and
 * which compliance settings) and a visitor's investor profile from browser storage (a signed-in user's comes from
 * their record on the server, whatever is sent here).
 */
export function useReaderQuery(): DocumentReaderQuery {
  const { i18n } = useTranslation();
  const stored = useStoredInvestorProfile();
  const lang = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return useMemo(
    () => ({ lang, investor_profile: stored.type, country: stored.country }),
    [lang, stored.type, stored.country],
  );
}
