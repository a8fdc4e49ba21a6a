import { resolveLanguage, type Language } from '@portal/domain';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAccount from '../locales/en/account.json';
import type enAdmin from '../locales/en/admin.json';
import type enAnalysis from '../locales/en/analysis.json';
import type enApiDocs from '../locales/en/api-docs.json';
import type enAuth from '../locales/en/auth.json';
import type enBulkComponents from '../locales/en/bulk-components.json';
import type enBulkPrices from '../locales/en/bulk-prices.json';
import type enCommon from '../locales/en/common.json';
import type enComparison from '../locales/en/comparison.json';
import type enCompliance from '../locales/en/compliance.json';
import type enComponents from '../locales/en/components.json';
import type enContact from '../locales/en/contact.json';
import type enDocuments from '../locales/en/documents.json';
import type enEmbeds from '../locales/en/embeds.json';
import type enErrors from '../locales/en/errors.json';
import type enExportPlatform from '../locales/en/export-platform.json';
import type enFactsheet from '../locales/en/factsheet.json';
import type enGenerateFactsheets from '../locales/en/generate-factsheets.json';
import type enFollow from '../locales/en/follow.json';
import type enFaq from '../locales/en/faq.json';
import type enHoldingsAdmin from '../locales/en/holdings-admin.json';
import type enHoldings from '../locales/en/holdings.json';
import type enHome from '../locales/en/home.json';
import type enKnowledgeBase from '../locales/en/knowledge-base.json';
import type enMedia from '../locales/en/media.json';
import type enNav from '../locales/en/nav.json';
import type enOperations from '../locales/en/operations.json';
import type enPlatformSettings from '../locales/en/platform-settings.json';
import type enPriceData from '../locales/en/price-data.json';
import type enProduct from '../locales/en/product.json';
import type enProductContent from '../locales/en/product-content.json';
import type enSettings from '../locales/en/settings.json';
import type enShareClasses from '../locales/en/share-classes.json';
import type enTenantPages from '../locales/en/tenant-pages.json';
import type enUserAdmin from '../locales/en/user-admin.json';
import type enWebAnalytics from '../locales/en/web-analytics.json';
import type { DomainTerms } from './domain-terms';
import { forcedEmbedLanguage } from './embed-options';
import { LOCALE_STORAGE_KEY, localeCookie, localeFromCookies } from './language';
import { STARTUP_NAMESPACE_FILES } from './startup-namespaces';
import { updateVisitorCookie } from './visitor-cookie';

/**
 * English is the reference: every other language must have exactly its keys (see i18n.test.ts). A few namespaces
 * also hold terms whose one home is the domain (./domain-terms.ts), merged in when a namespace is loaded.
 */
export interface Resources {
  common: typeof enCommon;
  nav: typeof enNav;
  home: typeof enHome;
  auth: typeof enAuth;
  account: typeof enAccount;
  errors: typeof enErrors;
  compliance: typeof enCompliance;
  admin: typeof enAdmin;
  faq: typeof enFaq;
  contact: typeof enContact;
  product: typeof enProduct;
  tenantPages: typeof enTenantPages;
  analysis: typeof enAnalysis & DomainTerms['analysis'];
  knowledgeBase: typeof enKnowledgeBase;
  settings: typeof enSettings;
  documents: typeof enDocuments;
  platformSettings: typeof enPlatformSettings;
  userAdmin: typeof enUserAdmin;
  follow: typeof enFollow;
  components: typeof enComponents;
  media: typeof enMedia;
  productContent: typeof enProductContent;
  shareClasses: typeof enShareClasses;
  holdingsAdmin: typeof enHoldingsAdmin & DomainTerms['holdingsAdmin'];
  operations: typeof enOperations;
  bulkComponents: typeof enBulkComponents;
  exportPlatform: typeof enExportPlatform;
  priceData: typeof enPriceData;
  holdings: typeof enHoldings & DomainTerms['holdings'];
  bulkPrices: typeof enBulkPrices;
  factsheet: typeof enFactsheet;
  generateFactsheets: typeof enGenerateFactsheets;
  embeds: typeof enEmbeds;
  apiDocs: typeof enApiDocs;
  webAnalytics: typeof enWebAnalytics;
  comparison: typeof enComparison;
}
export type Namespace = keyof Resources;

/** The file of each namespace under `locales/<lang>/`. */
export const NAMESPACE_FILES: Record<Namespace, string> = {
  common: 'common',
  nav: 'nav',
  home: 'home',
  auth: 'auth',
  account: 'account',
  errors: 'errors',
  compliance: 'compliance',
  admin: 'admin',
  faq: 'faq',
  contact: 'contact',
  product: 'product',
  tenantPages: 'tenant-pages',
  analysis: 'analysis',
  knowledgeBase: 'knowledge-base',
  settings: 'settings',
  documents: 'documents',
  platformSettings: 'platform-settings',
  userAdmin: 'user-admin',
  follow: 'follow',
  components: 'components',
  media: 'media',
  productContent: 'product-content',
  shareClasses: 'share-classes',
  holdingsAdmin: 'holdings-admin',
  operations: 'operations',
  bulkComponents: 'bulk-components',
  exportPlatform: 'export-platform',
  priceData: 'price-data',
  holdings: 'holdings',
  bulkPrices: 'bulk-prices',
  factsheet: 'factsheet',
  generateFactsheets: 'generate-factsheets',
  embeds: 'embeds',
  apiDocs: 'api-docs',
  webAnalytics: 'web-analytics',
  comparison: 'comparison',
};
export const NAMESPACES = Object.keys(NAMESPACE_FILES) as Namespace[];

/** Loaded with the language at start-up (see ./startup-namespaces.ts); the others by the routes that use them. */
const STARTUP_NAMESPACES: readonly Namespace[] = STARTUP_NAMESPACE_FILES;

/*
 * One chunk per language and namespace: a visitor downloads only their language (about 1/4 of the texts) and only
 * what the pages they open need, instead of all 52 files (~70 KB gzip) before the first render.
 */
const localeFiles = import.meta.glob<{ default: unknown }>('../locales/*/*.json');

/** The namespaces that take terms from the domain (./domain-terms.ts): the compiler keeps this list its keys. */
const DOMAIN_TERM_NAMESPACES = {
  analysis: true,
  holdings: true,
  holdingsAdmin: true,
} as const satisfies Record<keyof DomainTerms, true>;

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = NAMESPACE_FILES[namespace as Namespace] as string | undefined;
    const load = file ? localeFiles[`../locales/${language}/${file}.json`] : undefined;
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), null);
      return;
    }
    // The domain's terms (statistic names, holdings vocabulary) come with the namespaces that hold them, never
    // before: none of these is a start-up namespace, so the public pages' first paint does not carry them.
    const texts = Object.hasOwn(DOMAIN_TERM_NAMESPACES, namespace)
      ? Promise.all([load(), import('./domain-terms')]).then(([module, terms]) =>
          terms.withDomainTerms(namespace, language, module.default),
        )
      : load().then((module) => module.default);
    texts.then(
      (value) => {
        callback(null, value as ResourceKey);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

function readStoredLanguage(): string | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy modes): the cookie, else the browser languages decide then.
  }
  return stored ?? localeFromCookies(document.cookie);
}

/**
 * Initialises i18next with the language of seed 000 §1 (an embedded page's `?lang=` first), limited to the tenant's
 * languages, and loads that language's start-up namespaces; resolves once they are there (the first render then
 * shows text, never keys).
 */
export async function initI18n(available: readonly Language[]): Promise<I18n> {
  const lng = resolveLanguage({
    // Not stored: the partner's `?lang=` is for this frame, not the visitor's choice for the portal.
    forced: forcedEmbedLanguage(window.location),
    stored: readStoredLanguage(),
    browserLanguages: navigator.languages,
    available,
  });
  setDocumentLanguage(lng);
  // The server renders public pages in the language the app will start in (lib/visitor-cookie.ts); a partner's
  // `?lang=` is for its frame only.
  if (!forcedEmbedLanguage(window.location)) updateVisitorCookie({ lang: lng });
  i18next.on('languageChanged', setDocumentLanguage);
  await i18next.use(localeBackend).use(initReactI18next).init(i18nOptions(lng));
  return i18next;
}

/**
 * `<html lang>`, written only when it changes: any write restyles every element (`:lang()`), and the server already
 * wrote the page's language.
 */
function setDocumentLanguage(lang: string): void {
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** The options of the app's i18next, the browser's and the server renderer's (web/src/server/render.tsx). */
export function i18nOptions(lng: string) {
  return {
    lng,
    // Every language has every key (i18n.test.ts): no fallback language to download.
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  } as const;
}

/** Loads namespaces of the current language (a route's lazy loader awaits it with the route's module). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...namespaces]);
}

/** Switches the UI language and remembers the choice (seed 000 §1: local storage wins next time). */
export function setLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  } catch {
    // Not remembered in storage; the cookie below still remembers it.
  }
  document.cookie = localeCookie(lang, window.location.protocol === 'https:');
  updateVisitorCookie({ lang });
  if (i18next.language !== lang) void i18next.changeLanguage(lang);
}
