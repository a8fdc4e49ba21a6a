import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A language's name in the UI language ("German" in English, "Allemand" in French), from Intl; the code if unknown. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lang], { type: 'language' });
    } catch {
      names = null;
    }
    return (code: string) => names?.of(code) ?? code;
  }, [lang]);
}
