import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, resolveLanguage } from './language.js';

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

describe('acceptLanguageTags', () => {
  it('orders the tags by quality, then as written, and drops refused ones and the wildcard', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptLanguageTags('en;q=0.2, de')).toEqual(['de', 'en']);
    expect(acceptLanguageTags('pt;q=0, it')).toEqual(['it']);
  });

  it('reads nothing from an empty or missing header', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
    expect(acceptLanguageTags('')).toEqual([]);
  });

  it('gives the server the language the browser starts in, with resolveLanguage', () => {
    const available = ['de', 'fr'] as const;
    const header = 'en-US,en;q=0.9,fr;q=0.8';
    expect(resolveLanguage({ stored: null, browserLanguages: acceptLanguageTags(header), available })).toBe(
      'fr',
    );
  });
});
