import { LANGUAGES, type Language } from '@portal/domain';
import { withDomainTerms } from './domain-terms';
import { NAMESPACE_FILES, NAMESPACES, type Resources } from './i18n';

/*
 * Every language's texts at once, read eagerly, with the domain's terms merged in as the loader does: for the checks
 * over all translations (key parity, glossary pages).
 * The app itself loads one language and namespace at a time (lib/i18n.ts).
 */
const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

export function allResources(): Record<Language, Resources> {
  const byLanguage = (lang: Language) =>
    Object.fromEntries(
      NAMESPACES.map((ns) => [
        ns,
        withDomainTerms(ns, lang, files[`../locales/${lang}/${NAMESPACE_FILES[ns]}.json`]?.default),
      ]),
    ) as unknown as Resources;
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, byLanguage(lang)])) as Record<Language, Resources>;
}
