import { describe, expect, it } from 'vitest';
import { isLanguage, localeCookie, localeFromCookies, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  const available = ['de', 'en', 'fr'] as const;

  it('prefers the stored language when it is available', () => {
    expect(resolveLanguage({ stored: 'fr', browserLanguages: ['en-US'], available })).toBe('fr');
  });

  it('ignores a stored language the tenant does not offer, or garbage', () => {
    expect(resolveLanguage({ stored: 'pt', browserLanguages: ['en-GB'], available })).toBe('en');
    expect(resolveLanguage({ stored: '"de"', browserLanguages: [], available })).toBe('de');
  });

  it("puts a forced language (an embed's ?lang=) first, when the tenant offers it", () => {
    expect(resolveLanguage({ forced: 'de', stored: 'fr', browserLanguages: ['en'], available })).toBe('de');
    expect(resolveLanguage({ forced: 'pt', stored: 'fr', browserLanguages: ['en'], available })).toBe('fr');
    expect(resolveLanguage({ forced: 'xx', stored: null, browserLanguages: ['en'], available })).toBe('en');
    expect(resolveLanguage({ forced: null, stored: null, browserLanguages: ['fr'], available })).toBe('fr');
  });

  it('takes the first browser language whose primary subtag is available', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['it-CH', 'fr-CH', 'en'], available })).toBe(
      'fr',
    );
    expect(resolveLanguage({ stored: null, browserLanguages: ['EN-us'], available })).toBe('en');
  });

  it("falls back to the tenant's first language", () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['ja', 'zh-Hant'], available })).toBe('de');
    expect(resolveLanguage({ stored: null, browserLanguages: [], available: ['pt'] })).toBe('pt');
  });

  it('falls back to English when nothing is available', () => {
    expect(resolveLanguage({ stored: 'de', browserLanguages: ['de'], available: [] })).toBe('en');
  });
});

describe('isLanguage', () => {
  it('accepts only the platform languages', () => {
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe('locale cookie', () => {
  it('keeps the language for 365 days under the locale key, secure on https', () => {
    expect(localeCookie('de', false)).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('fr', true)).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('reads the locale among other cookies, or nothing', () => {
    expect(localeFromCookies('a=1; locale=pt; b=2')).toBe('pt');
    expect(localeFromCookies('localeX=de; a=1')).toBeNull();
    expect(localeFromCookies('')).toBeNull();
  });
});
