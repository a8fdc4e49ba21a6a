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
