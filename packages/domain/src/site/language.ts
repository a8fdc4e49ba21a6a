import { LANGUAGES, type Language } from '../constants.js';

/*
 * The language a page is shown in (seed 000 §1), one rule for the browser (web/src/lib/i18n.ts) and for the server
 * that renders the page before the app starts (functions/src/services/site/render-page.ts): the server must pick the
 * language the app will start in, or the app cannot take over the server's page.
 */

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `de-CH` → `de`. */
const primarySubtag = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? '';

export interface LanguageInputs {
  /**
   * A language the page forces (an embedded page's `?lang=`, docs/embeds.md; the URL's prefix on the server), if any;
   * ignored when not available.
   */
  forced?: string | null;
  /** The visitor's stored choice (`locale` in the browser, the `__session` cookie on the server), if any. */
  stored: string | null;
  /** The browser's languages, most preferred first (`navigator.languages`, or `Accept-Language` by quality). */
  browserLanguages: readonly string[];
  /** The tenant's languages; the first is its default. */
  available: readonly Language[];
}

/**
 * Seed 000 §1: the stored language, else the first browser language whose primary subtag is available, else the
 * tenant's first language; a language forced by the page comes before them all. Only available languages are ever
 * returned (English when the tenant lists none, which the tenant schema forbids anyway).
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

/** The language tags of an `Accept-Language` header, most preferred first (by quality, then order); none refused. */
export function acceptLanguageTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((w) => w.tag !== '' && w.tag !== '*' && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((w) => w.tag);
}
