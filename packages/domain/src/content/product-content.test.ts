import { describe, expect, it } from 'vitest';
import {
  accessRestrictionsFrom,
  countryAccessIssues,
  countryAccessOf,
  cleanLocalized,
  contactsIssues,
  detailsIssues,
  generalIssues,
  keyCharacteristicsIssues,
  localizedIssues,
} from './product-content.js';

const LANGS = ['en', 'de'] as const;

describe('localizedIssues', () => {
  it('requires a required text in every language, naming the missing one', () => {
    expect(localizedIssues(undefined, LANGS, 'key', { required: true, max: 10, row: 2 })).toEqual([
      { field: 'key', problem: 'required', row: 2 },
    ]);
    expect(localizedIssues({ en: 'Domicile', de: '  ' }, LANGS, 'key', { required: true, max: 10 })).toEqual([
      { field: 'key', problem: 'missingLanguage', lang: 'de' },
    ]);
  });

  it('lets an optional text be empty everywhere, never partly filled', () => {
    expect(localizedIssues({}, LANGS, 'role', { required: false, max: 10 })).toEqual([]);
    expect(localizedIssues({ de: 'Leiterin' }, LANGS, 'role', { required: false, max: 10 })).toEqual([
      { field: 'role', problem: 'missingLanguage', lang: 'en' },
    ]);
  });

  it('reports a text over the limit in its language', () => {
    expect(
      localizedIssues({ en: 'x'.repeat(11), de: 'ok' }, LANGS, 'key', { required: true, max: 10 }),
    ).toEqual([{ field: 'key', problem: 'tooLong', lang: 'en', max: 10 }]);
  });
});

describe('cleanLocalized', () => {
  it('trims, keeps only the product languages and drops an empty text', () => {
    expect(cleanLocalized({ en: ' a ', de: '', fr: 'b' }, LANGS)).toEqual({ en: 'a' });
    expect(cleanLocalized({ en: ' ' }, LANGS)).toBeUndefined();
  });
});

describe('row checks', () => {
  it('details: key and value in every language, rows numbered from 1', () => {
    expect(
      detailsIssues(
        [
          { key: { en: 'Domicile', de: 'Domizil' }, value: { en: 'CH', de: 'CH' }, showOnFactsheet: true },
          { key: { en: 'Legal form' }, value: undefined, showOnFactsheet: false },
        ],
        LANGS,
      ),
    ).toEqual([
      { field: 'key', problem: 'missingLanguage', lang: 'de', row: 2 },
      { field: 'value', problem: 'required', row: 2 },
    ]);
    expect(detailsIssues([], LANGS)).toEqual([]);
  });

  it('key characteristics: an icon, a header and a paragraph', () => {
    expect(
      keyCharacteristicsIssues([{ icon: '', header: { en: 'a', de: 'b' }, paragraph: {} }], LANGS),
    ).toEqual([
      { field: 'icon', problem: 'required', row: 1 },
      { field: 'paragraph', problem: 'required', row: 1 },
    ]);
  });

  it('contacts: a name; e-mail and phone valid when given; optional texts complete', () => {
    const base = {
      name: 'Anna Keller',
      role: undefined,
      email: '',
      phone: '',
      image: null,
      additionalText: undefined,
    };
    expect(contactsIssues([base], LANGS)).toEqual([]);
    expect(
      contactsIssues(
        [{ ...base, name: ' ', email: 'anna@', phone: 'call me', role: { en: 'Manager' } }],
        LANGS,
      ),
    ).toEqual([
      { field: 'name', problem: 'required', row: 1 },
      { field: 'email', problem: 'invalidEmail', row: 1 },
      { field: 'phone', problem: 'invalidNumber', row: 1 },
      { field: 'role', problem: 'missingLanguage', lang: 'de', row: 1 },
    ]);
    expect(
      contactsIssues([{ ...base, email: 'anna@demo-am.test', phone: '+41 44 000 00 11' }], LANGS),
    ).toEqual([]);
  });

  it('contacts: the photo is an image, never a video', () => {
    const media = {
      productId: 'fund',
      mediaId: 'm1',
      fileName: 'anna.png',
      contentType: 'image/png',
      size: 10,
    };
    const contact = { name: 'Anna', role: undefined, email: '', phone: '', additionalText: undefined };
    expect(contactsIssues([{ ...contact, image: media }], LANGS)).toEqual([]);
    expect(
      contactsIssues(
        [{ ...contact, image: { ...media, fileName: 'a.mp4', contentType: 'video/mp4' } }],
        LANGS,
      ),
    ).toEqual([{ field: 'image', problem: 'notAnImage', row: 1 }]);
  });
});

describe('general', () => {
  const ok = {
    productName: 'Global Equity',
    productShortName: '',
    productColor: '#001b6c',
    isin: 'CH0012221716',
    aum: 412_500_000,
    disclaimer: undefined,
  };

  it('accepts a complete form', () => {
    expect(generalIssues(ok, LANGS)).toEqual([]);
  });

  it('names every refused field', () => {
    expect(
      generalIssues(
        {
          ...ok,
          productName: '',
          productColor: 'blue',
          isin: 'CH001222171X',
          aum: -1,
          disclaimer: { en: 'x' },
        },
        LANGS,
      ),
    ).toEqual([
      { field: 'productName', problem: 'required' },
      { field: 'productColor', problem: 'invalidColor' },
      { field: 'isin', problem: 'invalidIsin' },
      { field: 'aum', problem: 'invalidNumber' },
      { field: 'disclaimer', problem: 'missingLanguage', lang: 'de' },
    ]);
  });
});

describe('general ISIN', () => {
  // The ISIN rule itself (shape and ISO 6166 check digit) is tested in tenant/security-identifiers.test.ts.
  it('refuses an ISIN whose check digit is wrong, as the share-class rules do', () => {
    const base = {
      productName: 'Fund',
      productShortName: '',
      productColor: '#123456',
      aum: null,
      disclaimer: undefined,
    };
    expect(generalIssues({ ...base, isin: 'US0378331005' }, LANGS)).toEqual([]);
    expect(generalIssues({ ...base, isin: 'US0378331006' }, LANGS)).toEqual([
      { field: 'isin', problem: 'invalidIsin' },
    ]);
  });
});

describe('country access', () => {
  it('stores sorted unique countries, leaves every-country types out and keeps "nobody" as an empty list', () => {
    expect(
      accessRestrictionsFrom({
        retail: { mode: 'none' },
        professional: { mode: 'countries', countries: ['DE', 'CH', 'CH'] },
        institutional: { mode: 'all' },
      }),
    ).toEqual({ retailCountries: [], professionalCountries: ['CH', 'DE'] });
  });

  it('reads stored restrictions back the same way, and refuses "only these countries" without a country', () => {
    const stored = { retailCountries: [], institutionalCountries: ['LU'] };
    const access = countryAccessOf(stored);
    expect(access).toEqual({
      retail: { mode: 'none' },
      professional: { mode: 'all' },
      institutional: { mode: 'countries', countries: ['LU'] },
    });
    expect(accessRestrictionsFrom(access)).toEqual(stored);
    expect(countryAccessIssues({ ...access, professional: { mode: 'countries', countries: [] } })).toEqual([
      'professional',
    ]);
    expect(countryAccessIssues(access)).toEqual([]);
  });
});
