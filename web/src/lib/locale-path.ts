import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { withLang } from '../config/paths';
import { tenant } from './tenant';

/** Prefixes app paths with the current language for tenants with `langInUrl`; identity otherwise. */
export function useLocalePath(): (path: string) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((path: string) => (tenant.langInUrl ? withLang(path, lang) : path), [lang]);
}

/** The app path of a location pathname (without the `/:lang` prefix), to compare with `paths.*`. */
export function stripLang(pathname: string): string {
  if (!tenant.langInUrl) return pathname;
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest === '' ? '/' : rest;
}
