import { describe, expect, it } from 'vitest';
import { FACTSHEET_MAX_PAGES } from '../schemas/factsheet.js';
import {
  FACTSHEET_GENERATION_MESSAGE_KEYS,
  FACTSHEET_GENERATION_MESSAGES,
  checkFactsheetGeneration,
  factsheetDisplayName,
  factsheetFileName,
  factsheetGenerationRequestSchema,
  lastMonthEnd,
} from './generation.js';

const product = {
  productId: 'alpha',
  productName: 'Alpha Fund',
  inceptionDate: '2020-03-15',
  availableLanguages: ['en', 'de', 'fr'] as ('en' | 'de' | 'fr')[],
  langsForDocuments: ['en', 'de'] as ('en' | 'de')[],
};
const check = (over: Partial<Parameters<typeof checkFactsheetGeneration>[0]> = {}) =>
  checkFactsheetGeneration({ product, lang: 'en', date: '2024-06-30', documents: [], pages: 2, ...over });

describe('factsheetGenerationRequestSchema', () => {
  const valid = {
    productIds: ['alpha', 'beta'],
    languages: ['en', 'de'],
    date: '2024-06-30',
    needLogin: false,
    isLastFactsheet: true,
  };
  it('accepts a request', () => {
    expect(factsheetGenerationRequestSchema.parse(valid)).toEqual(valid);
  });
  it.each([
    ['no product', { productIds: [] }],
    ['a duplicate product', { productIds: ['alpha', 'alpha'] }],
    ['no language', { languages: [] }],
    ['a duplicate language', { languages: ['en', 'en'] }],
    ['an unknown language', { languages: ['xx'] }],
    ['a date not yyyy-mm-dd', { date: '30.06.2024' }],
    ['a date not in the calendar', { date: '2024-02-30' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s', (_, change) => {
    expect(factsheetGenerationRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('factsheet file names', () => {
  it('names the month and the product', () => {
    expect(factsheetDisplayName('Alpha Fund', '2024-06-30')).toBe('Factsheet Alpha Fund 2024-06');
    expect(factsheetFileName('Alpha Fund', '2024-06-30')).toBe('Factsheet Alpha Fund 2024-06.pdf');
  });
  it('keeps characters a file name cannot have out', () => {
    expect(factsheetFileName('A/B: "C"  D', '2024-01-31')).toBe('Factsheet A B C D 2024-01.pdf');
  });
});

describe('checkFactsheetGeneration', () => {
  it('is possible for a date on or after the inception date in a factsheet language', () => {
    expect(check()).toEqual({
      productId: 'alpha',
      lang: 'en',
      status: 'possible',
      warnings: [],
      fileName: 'Factsheet Alpha Fund 2024-06.pdf',
    });
    expect(check({ date: '2020-03-15' }).status).toBe('possible');
  });
  it('refuses a date before the product was created', () => {
    expect(check({ date: '2020-03-14' }).status).toBe('dateBeforeCreation');
  });
  it('refuses a language the product does not offer for documents or at all', () => {
    expect(check({ lang: 'fr' }).status).toBe('languageUnavailable');
    expect(check({ lang: 'pt' }).status).toBe('languageUnavailable');
  });
  it('refuses a layout with too many pages, and not one at the limit or not known yet', () => {
    expect(check({ pages: FACTSHEET_MAX_PAGES + 1 }).status).toBe('tooManyPages');
    expect(check({ pages: FACTSHEET_MAX_PAGES }).status).toBe('possible');
    expect(check({ pages: null }).status).toBe('possible');
  });
  it('reports the first refusal when several apply', () => {
    expect(check({ date: '2019-01-01', lang: 'pt', pages: 9 }).status).toBe('dateBeforeCreation');
  });
  it('warns of an overwrite by display or file name in the same language only', () => {
    const same = { lang: 'en' as const, displayName: 'factsheet alpha fund 2024-06', fileName: 'x.pdf' };
    expect(check({ documents: [same] }).warnings).toEqual(['overwrite']);
    const byFile = {
      lang: 'en' as const,
      displayName: 'Other',
      fileName: 'Factsheet Alpha Fund 2024-06.pdf',
    };
    expect(check({ documents: [byFile] }).warnings).toEqual(['overwrite']);
    expect(check({ documents: [{ ...same, lang: 'de' }] }).warnings).toEqual([]);
    const otherMonth = { ...same, displayName: 'Factsheet Alpha Fund 2024-05' };
    expect(check({ documents: [otherMonth] }).warnings).toEqual([]);
  });
});

describe('lastMonthEnd', () => {
  it('is the day itself at a month-end, else the end of the month before', () => {
    expect(lastMonthEnd('2024-06-30')).toBe('2024-06-30');
    expect(lastMonthEnd('2024-07-01')).toBe('2024-06-30');
    expect(lastMonthEnd('2024-03-15')).toBe('2024-02-29');
    expect(lastMonthEnd('2024-01-10')).toBe('2023-12-31');
  });
});

describe('FACTSHEET_GENERATION_MESSAGES', () => {
  it('has a text for every key in every language, with the same placeholders', () => {
    for (const key of FACTSHEET_GENERATION_MESSAGE_KEYS) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      const en = FACTSHEET_GENERATION_MESSAGES.en[key];
      for (const lang of ['de', 'fr', 'pt'] as const) {
        const text = FACTSHEET_GENERATION_MESSAGES[lang][key];
        expect(text.length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en));
      }
    }
  });
});
