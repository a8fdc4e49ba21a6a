import { describe, expect, it } from 'vitest';
import { isLanguage, localeCookie, localeFromCookies } from './language';

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
