import { COUNTRY_CALLING_CODES, COUNTRY_NAMES_EN, orderedCountries, type CountryCode } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/** A country's name in the UI language (Intl.DisplayNames), English as fallback. */
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
    return (code: string) =>
      names?.of(code) ?? (COUNTRY_NAMES_EN as Record<string, string | undefined>)[code] ?? code;
  }, [lang]);
}

/**
 * The country picker list: every ISO country in the order of seed 001 §9 (CH first, the priority block, then the
 * rest by English name), named in the UI language.
 */
export function useCountryOptions(): CountryOption[] {
  const name = useCountryName();
  return useMemo(() => orderedCountries().map((value) => ({ value, label: name(value) })), [name]);
}

/** The phone-code picker: one entry per country, `Switzerland (+41)`, same order. */
export function usePhoneCodeOptions(): CountryOption[] {
  const countries = useCountryOptions();
  return useMemo(
    () => countries.map((c) => ({ value: c.value, label: `${c.label} (${COUNTRY_CALLING_CODES[c.value]})` })),
    [countries],
  );
}
