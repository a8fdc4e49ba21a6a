import { describe, expect, it } from 'vitest';
import {
  documentFormIssues,
  documentMetadataOf,
  FUND_CHOICE,
  type DocumentFormValues,
} from './document-form';

const product = { productShareClassRoot: 'fund', langsForDocuments: ['en', 'de'] as ('en' | 'de')[] };
const fund = [
  { productId: 'fund-a', productShareClassRoot: 'fund' },
  { productId: 'fund-b', productShareClassRoot: 'fund' },
  { productId: 'other', productShareClassRoot: 'other' },
];
const existing = [
  { id: 'd1', doc: { displayName: 'Prospectus', lang: 'en' as const } },
  { id: 'd2', doc: { displayName: 'KID', lang: 'de' as const } },
];
const values = (over: Partial<DocumentFormValues> = {}): DocumentFormValues => ({
  displayName: 'Annual report',
  lang: 'en',
  shareClass: FUND_CHOICE,
  loginRequired: false,
  ...over,
});
const issues = (v: DocumentFormValues, ignoreId?: string) =>
  documentFormIssues(v, product, existing, fund, ignoreId);

describe('documentFormIssues', () => {
  it('accepts a new name in an offered language for the fund or one of its share classes', () => {
    expect(issues(values())).toEqual([]);
    expect(issues(values({ shareClass: 'fund-b' }))).toEqual([]);
    // The same title in another language is its translation.
    expect(issues(values({ displayName: 'Prospectus', lang: 'de' }))).toEqual([]);
  });

  it('refuses a name taken in the language (trimmed, any case), but not by the document being edited', () => {
    expect(issues(values({ displayName: '  prospectus ' }))).toEqual([
      { field: 'displayName', problem: 'taken' },
    ]);
    expect(issues(values({ displayName: 'Prospectus' }), 'd1')).toEqual([]);
  });

  it('asks for a name of 1 to 200 characters', () => {
    expect(issues(values({ displayName: '   ' }))).toEqual([{ field: 'displayName', problem: 'required' }]);
    expect(issues(values({ displayName: 'x'.repeat(201) }))).toEqual([
      { field: 'displayName', problem: 'tooLong' },
    ]);
  });

  it('refuses a language the product does not publish in and a share class of another fund', () => {
    expect(issues(values({ lang: 'fr' }))).toEqual([{ field: 'lang', problem: 'notOffered' }]);
    expect(issues(values({ lang: 'xx' }))).toEqual([{ field: 'lang', problem: 'notOffered' }]);
    expect(issues(values({ shareClass: 'other' }))).toEqual([{ field: 'shareClass', problem: 'notInFund' }]);
  });
});

describe('documentMetadataOf', () => {
  it('trims the name and reads the fund choice as null', () => {
    expect(documentMetadataOf(values({ displayName: ' Report ', loginRequired: true }))).toEqual({
      displayName: 'Report',
      lang: 'en',
      shareClass: null,
      loginRequired: true,
    });
    expect(documentMetadataOf(values({ shareClass: 'fund-a' })).shareClass).toBe('fund-a');
  });
});
