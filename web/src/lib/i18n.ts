import type { Language } from '@portal/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deAdmin from '../locales/de/admin.json';
import deAnalysis from '../locales/de/analysis.json';
import deAuth from '../locales/de/auth.json';
import deCommon from '../locales/de/common.json';
import deCompliance from '../locales/de/compliance.json';
import deErrors from '../locales/de/errors.json';
import deHelp from '../locales/de/help.json';
import deHome from '../locales/de/home.json';
import deKnowledgeBase from '../locales/de/knowledge-base.json';
import deSettings from '../locales/de/settings.json';
import deNav from '../locales/de/nav.json';
import deProduct from '../locales/de/product.json';
import deTenantPages from '../locales/de/tenant-pages.json';
import enAdmin from '../locales/en/admin.json';
import enAnalysis from '../locales/en/analysis.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enCompliance from '../locales/en/compliance.json';
import enErrors from '../locales/en/errors.json';
import enHelp from '../locales/en/help.json';
import enHome from '../locales/en/home.json';
import enKnowledgeBase from '../locales/en/knowledge-base.json';
import enSettings from '../locales/en/settings.json';
import enNav from '../locales/en/nav.json';
import enProduct from '../locales/en/product.json';
import enTenantPages from '../locales/en/tenant-pages.json';
import frAdmin from '../locales/fr/admin.json';
import frAnalysis from '../locales/fr/analysis.json';
import frAuth from '../locales/fr/auth.json';
import frCommon from '../locales/fr/common.json';
import frCompliance from '../locales/fr/compliance.json';
import frErrors from '../locales/fr/errors.json';
import frHelp from '../locales/fr/help.json';
import frHome from '../locales/fr/home.json';
import frKnowledgeBase from '../locales/fr/knowledge-base.json';
import frSettings from '../locales/fr/settings.json';
import frNav from '../locales/fr/nav.json';
import frProduct from '../locales/fr/product.json';
import frTenantPages from '../locales/fr/tenant-pages.json';
import ptAdmin from '../locales/pt/admin.json';
import ptAnalysis from '../locales/pt/analysis.json';
import ptAuth from '../locales/pt/auth.json';
import ptCommon from '../locales/pt/common.json';
import ptCompliance from '../locales/pt/compliance.json';
import ptErrors from '../locales/pt/errors.json';
import ptHelp from '../locales/pt/help.json';
import ptHome from '../locales/pt/home.json';
import ptKnowledgeBase from '../locales/pt/knowledge-base.json';
import ptSettings from '../locales/pt/settings.json';
import ptNav from '../locales/pt/nav.json';
import ptProduct from '../locales/pt/product.json';
import ptTenantPages from '../locales/pt/tenant-pages.json';
import { LOCALE_STORAGE_KEY, resolveLanguage } from './language';

const en = {
  common: enCommon,
  nav: enNav,
  home: enHome,
  auth: enAuth,
  errors: enErrors,
  compliance: enCompliance,
  admin: enAdmin,
  help: enHelp,
  product: enProduct,
  tenantPages: enTenantPages,
  analysis: enAnalysis,
  knowledgeBase: enKnowledgeBase,
  settings: enSettings,
};

/** English is the reference: every other language must have exactly its keys (see i18n.test.ts). */
export type Resources = typeof en;
export const NAMESPACES = Object.keys(en) as (keyof Resources)[];

/**
 * All languages are bundled: together they are a few kilobytes gzipped, less than the round trip of a lazy load,
 * and the start-up needs no network request before the first render.
 */
export const resources: Record<Language, Resources> = {
  en,
  de: {
    common: deCommon,
    nav: deNav,
    home: deHome,
    auth: deAuth,
    errors: deErrors,
    compliance: deCompliance,
    admin: deAdmin,
    help: deHelp,
    product: deProduct,
    tenantPages: deTenantPages,
    analysis: deAnalysis,
    knowledgeBase: deKnowledgeBase,
    settings: deSettings,
  },
  fr: {
    common: frCommon,
    nav: frNav,
    home: frHome,
    auth: frAuth,
    errors: frErrors,
    compliance: frCompliance,
    admin: frAdmin,
    help: frHelp,
    product: frProduct,
    tenantPages: frTenantPages,
    analysis: frAnalysis,
    knowledgeBase: frKnowledgeBase,
    settings: frSettings,
  },
  pt: {
    common: ptCommon,
    nav: ptNav,
    home: ptHome,
    auth: ptAuth,
    errors: ptErrors,
    compliance: ptCompliance,
    admin: ptAdmin,
    help: ptHelp,
    product: ptProduct,
    tenantPages: ptTenantPages,
    analysis: ptAnalysis,
    knowledgeBase: ptKnowledgeBase,
    settings: ptSettings,
  },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy modes): the browser languages decide then.
    return null;
  }
}

/** Initialises i18next synchronously with the language of seed 000 §1, limited to the tenant's languages. */
export function initI18n(available: readonly Language[]): I18n {
  const lng = resolveLanguage({
    stored: readStoredLanguage(),
    browserLanguages: navigator.languages,
    available,
  });
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  i18next.on('languageChanged', (lang) => {
    document.documentElement.lang = lang;
  });
  return i18next;
}

/** Switches the UI language and remembers the choice (seed 000 §1: local storage wins next time). */
export function setLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // Not remembered without storage; the switch itself still works.
  }
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}
