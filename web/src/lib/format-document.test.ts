import { DOCUMENT_LIMITS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { formatDay, formatFileSize, languageName } from './format-document';

describe('formatFileSize', () => {
  it.each([
    [0, '0 kB'],
    [300, '0.3 kB'],
    [12_345, '12.1 kB'],
    [1_258_291, '1.2 MB'],
    [DOCUMENT_LIMITS.maxBytes, '30 MB'],
    [DOCUMENT_LIMITS.warnBytes, '10 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('is null for an unknown size, never a fake 0', () => {
    expect(formatFileSize(null)).toBeNull();
    expect(formatFileSize(undefined)).toBeNull();
    expect(formatFileSize(Number.NaN)).toBeNull();
    expect(formatFileSize(-1)).toBeNull();
  });
});

describe('languageName', () => {
  it('names the language in the UI language, capitalised', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('en', 'de')).toBe('Englisch');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('fr', 'pt')).toBe('Francês');
  });
});

describe('formatDay', () => {
  it('gives the day of an instant in the UI language (tests run in UTC)', () => {
    expect(formatDay('2026-02-14T23:30:00.000Z', 'en')).toBe('Feb 14, 2026');
    expect(formatDay(new Date('2026-02-14T10:00:00Z'), 'de')).toBe('14.02.2026');
    expect(formatDay('not a date', 'en')).toBeNull();
  });
});
