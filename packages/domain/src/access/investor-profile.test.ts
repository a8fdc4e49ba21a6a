import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../schemas/countries.js';
import type { UserDefinedRole } from '../schemas/platform-settings.js';
import { productConfigSchema, type ProductConfigInput } from '../tenant/product-config.js';
import {
  admittedProfile,
  authorizedProducts,
  completeProfile,
  effectiveProfile,
  isInvestorType,
  isProfileAuthorized,
  migrateCountry,
  migrateInvestorType,
  migrateStoredProfile,
} from './investor-profile.js';

describe('migrateInvestorType', () => {
  it.each([
    ['retail', 'retail'],
    ['professional', 'professional'],
    ['institutional', 'institutional'],
    ['Retail Investor', 'retail'],
    ['retail investors', 'retail'],
    ['Private investor', 'retail'],
    ['Privatanleger', 'retail'],
    ['Investisseur privé', 'retail'],
    ['Investidor de retalho', 'retail'],
    ['Non-professional investor', 'retail'],
    ['Professional Investor', 'professional'],
    ['Professioneller Anleger', 'professional'],
    ['Investisseur professionnel', 'professional'],
    ['Investidor profissional', 'professional'],
    ['Qualified investor', 'professional'],
    ['Institutional Investor', 'institutional'],
    ['Institutioneller Anleger', 'institutional'],
    ['investisseur INSTITUTIONNEL', 'institutional'],
    ['Investidor institucional', 'institutional'],
    ['  institutional_investor ', 'institutional'],
  ])('%j -> %s', (raw, expected) => {
    expect(migrateInvestorType(raw)).toBe(expected);
  });

  it.each([['investor'], [''], ['retail professional'], ['admin'], ['toString']])('drops %j', (raw) => {
    expect(migrateInvestorType(raw)).toBeUndefined();
  });

  it('drops non-strings', () => {
    expect(migrateInvestorType(null)).toBeUndefined();
    expect(migrateInvestorType(3)).toBeUndefined();
    expect(isInvestorType('retail')).toBe(true);
    expect(isInvestorType('Retail')).toBe(false);
  });
});

describe('migrateCountry', () => {
  it.each([
    ['CH', 'CH'],
    ['ch', 'CH'],
    [' de ', 'DE'],
    ['Switzerland', 'CH'],
    ['switzerland', 'CH'],
    ['Schweiz', 'CH'],
    ['Suisse', 'CH'],
    ['Suíça', 'CH'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Côte d’Ivoire', 'CI'],
    ["Cote d'Ivoire", 'CI'],
    ['Bosnia & Herzegovina', 'BA'],
    ['Bosnia and Herzegovina', 'BA'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['USA', 'US'],
    ['Liechtenstein', 'LI'],
    ['Luxemburg', 'LU'],
  ])('%j -> %s', (raw, expected) => {
    expect(migrateCountry(raw)).toBe(expected);
  });

  it.each([['XX'], ['Atlantis'], [''], ['C']])('drops %j', (raw) => {
    expect(migrateCountry(raw)).toBeUndefined();
  });
});

describe('migrateStoredProfile', () => {
  it('keeps codes without writing', () => {
    expect(migrateStoredProfile({ investorProfile: 'retail', country: 'CH' })).toEqual({
      profile: { type: 'retail', country: 'CH' },
      writes: {},
    });
  });

  it('rewrites legacy values as codes', () => {
    expect(migrateStoredProfile({ investorProfile: 'Professional Investor', country: 'France' })).toEqual({
      profile: { type: 'professional', country: 'FR' },
      writes: { investorProfile: 'professional', country: 'FR' },
    });
  });

  it('removes invalid values and leaves absent ones alone', () => {
    expect(migrateStoredProfile({ investorProfile: 'gold member', country: null })).toEqual({
      profile: { type: undefined, country: undefined },
      writes: { investorProfile: null },
    });
    expect(migrateStoredProfile({ investorProfile: null, country: 'Narnia' })).toEqual({
      profile: { type: undefined, country: undefined },
      writes: { country: null },
    });
    expect(migrateStoredProfile({ investorProfile: null, country: null })).toEqual({
      profile: { type: undefined, country: undefined },
      writes: {},
    });
  });
});

describe('effectiveProfile', () => {
  it('prefers a complete record, else the stored profile', () => {
    const stored = { type: 'institutional', country: 'LU' } as const;
    expect(effectiveProfile({ investorProfile: 'retail', country: 'CH' }, stored)).toEqual({
      type: 'retail',
      country: 'CH',
    });
    expect(effectiveProfile({ investorProfile: 'retail' }, stored)).toEqual(stored);
    expect(effectiveProfile(null, stored)).toEqual(stored);
    expect(effectiveProfile(null, { type: 'retail' })).toBeUndefined();
    expect(effectiveProfile({ investorProfile: 'Retail investor', country: 'Schweiz' }, null)).toEqual({
      type: 'retail',
      country: 'CH',
    });
    expect(completeProfile({ country: 'CH' })).toBeUndefined();
  });
});

describe('isProfileAuthorized', () => {
  const restrictions = { retailCountries: ['CH'], professionalCountries: [] as string[] };
  it('opens a type without a list, requires the country in a list, and refuses everyone on an empty list', () => {
    expect(isProfileAuthorized(restrictions, { type: 'retail', country: 'CH' })).toBe(true);
    expect(isProfileAuthorized(restrictions, { type: 'retail', country: 'DE' })).toBe(false);
    expect(isProfileAuthorized(restrictions, { type: 'professional', country: 'CH' })).toBe(false);
    expect(isProfileAuthorized(restrictions, { type: 'institutional', country: 'US' })).toBe(true);
    expect(isProfileAuthorized({}, { type: 'retail', country: 'US' })).toBe(true);
  });
});

describe('admittedProfile', () => {
  it('is a profile the rules admit: an open type first, else a listed country, else none', () => {
    const cases: Parameters<typeof admittedProfile>[0][] = [
      {},
      { retailCountries: [] },
      { retailCountries: ['DE'], professionalCountries: ['AT', 'CH'], institutionalCountries: [] },
      { retailCountries: [], professionalCountries: [], institutionalCountries: ['LU'] },
    ];
    expect(cases.map(admittedProfile)).toEqual([
      { type: 'retail', country: 'CH' },
      { type: 'professional', country: 'CH' },
      { type: 'retail', country: 'DE' },
      { type: 'institutional', country: 'LU' },
    ]);
    for (const restrictions of cases) {
      const profile = admittedProfile(restrictions);
      expect(profile && isProfileAuthorized(restrictions, profile)).toBe(true);
    }
  });

  it('is undefined when every type has an empty list', () => {
    expect(
      admittedProfile({ retailCountries: [], professionalCountries: [], institutionalCountries: [] }),
    ).toBeUndefined();
  });
});

describe('authorizedProducts', () => {
  const base: ProductConfigInput = {
    productId: 'a',
    storeModule: 'a',
    productName: 'A',
    productShareClassRoot: 'a',
    isDefaultShareClass: true,
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-01',
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
  };
  const p = (productId: string, over: Partial<ProductConfigInput> = {}) =>
    productConfigSchema.parse({ ...base, productId, ...over });
  const products = [
    p('open'),
    p('ch-only', { accessRestrictions: { retailCountries: ['CH'] } }),
    p('viewer', { allowedRoles: ['viewer'] }),
    p('hidden', { general: { hidden: true } }),
    p('managed', { accessRestrictions: { retailCountries: [] } }),
  ];
  const roles: UserDefinedRole[] = [{ name: 'managers', allowedProductIds: ['managed'] }];
  const ids = (r: string[], profile?: { type: 'retail'; country: CountryCode }, checksActivated = true) =>
    authorizedProducts({ roles: r, userDefinedRoles: roles }, products, { checksActivated, profile }).map(
      (x) => x.productId,
    );

  it('filters by role, then by profile when checks are on', () => {
    expect(ids(['guest'], { type: 'retail', country: 'CH' })).toEqual(['open', 'ch-only']);
    expect(ids(['guest'], { type: 'retail', country: 'US' })).toEqual(['open']);
    expect(ids(['guest'], { type: 'retail', country: 'US' }, false)).toEqual(['open', 'ch-only', 'managed']);
    expect(ids(['guest'])).toEqual(['open', 'ch-only', 'managed']);
    expect(ids(['insight', 'viewer'], { type: 'retail', country: 'US' })).toEqual(['open', 'viewer']);
  });

  it('lets staff and product admins pass the profile checks of their products', () => {
    expect(ids(['insight', 'employee'], { type: 'retail', country: 'US' })).toEqual([
      'open',
      'ch-only',
      'viewer',
      'hidden',
      'managed',
    ]);
    expect(ids(['insight', 'managers'], { type: 'retail', country: 'US' })).toEqual(['open', 'managed']);
  });
});
