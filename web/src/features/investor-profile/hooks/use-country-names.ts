import { COUNTRY_NAMES_EN, orderedCountries, type CountryCode } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name in the UI language (Intl.DisplayNames), else its English name, else its code. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    const english: Partial<Record<string, string>> = COUNTRY_NAMES_EN;
    return (code: string) => names?.of(code) ?? english[code] ?? code;
  }, [lang]);
}

/** The country list of seed 001 §9 (CH, the priority block, then the rest by English name), named in the UI language. */
export function useCountryOptions(): { value: CountryCode; label: string }[] {
  const name = useCountryName();
  return useMemo(() => orderedCountries().map((value) => ({ value, label: name(value) })), [name]);
}
