import { LANGUAGES, type Language } from '@portal/domain';

/** localStorage key holding the chosen UI language (seed 001 §9: kept under a locale key). */
export const LOCALE_STORAGE_KEY = 'locale';

/**
 * The same choice as a cookie (seed 001 §9: "Locale cookie lifetime 365 days, kept under a locale key"): it outlives
 * a cleared localStorage and is sent with every request to the site, so a server-side page (or a CDN rule) can
 * answer in the reader's language too.
 */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `Set-Cookie` value the page writes through `document.cookie`. */
export const localeCookie = (lang: Language, secure: boolean): string =>
  `${LOCALE_STORAGE_KEY}=${lang}; Max-Age=${String(LOCALE_COOKIE_MAX_AGE_SECONDS)}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;

/** The `locale` value of a `document.cookie` string, or null. */
export function localeFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_STORAGE_KEY) return decodeURIComponent(value.join('='));
  }
  return null;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `de-CH` → `de`. */
const primarySubtag = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? '';

export interface LanguageInputs {
  /** A language the page forces (an embedded page's `?lang=`, docs/embeds.md), if any; ignored when not available. */
  forced?: string | null;
  /** Value stored under `locale`, if any (may be stale or invalid). */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[];
  /** The tenant's languages; the first is its default. */
  available: readonly Language[];
}

/**
 * Seed 000 §1: local storage, else the first browser language whose primary subtag is available, else the tenant's
 * first language; a language forced by the page comes before them all. Only available languages are ever returned
 * (English when the tenant lists none, which the tenant schema forbids anyway).
 */
export function resolveLanguage({ forced, stored, browserLanguages, available }: LanguageInputs): Language {
  if (isLanguage(forced) && available.includes(forced)) return forced;
  if (isLanguage(stored) && available.includes(stored)) return stored;
  for (const tag of browserLanguages) {
    const lang = primarySubtag(tag);
    if (isLanguage(lang) && available.includes(lang)) return lang;
  }
  return available[0] ?? 'en';
}
