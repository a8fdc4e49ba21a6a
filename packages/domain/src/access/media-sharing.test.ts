import { describe, expect, it } from 'vitest';
import { productConfigSchema, type ProductConfigInput } from '../tenant/product-config.js';
import { mediaShareableInto } from './media-sharing.js';

const product = (productId: string, over: Partial<ProductConfigInput> = {}) =>
  productConfigSchema.parse({
    productId,
    storeModule: 'fx',
    productName: productId,
    productShareClassRoot: 'fund',
    isDefaultShareClass: productId === 'fx-a',
    availableLanguages: ['en'],
    currency: 'CHF',
    inceptionDate: '2020-01-01',
    live: { mode: 'live', updateFrequency: 'daily', genericCardsToShow: ['cumulativeReturns'] },
    ...over,
  });

type Over = Partial<ProductConfigInput>;

// [case, source (the media's product), target (the factsheet's product), shareable]
const CASES: [string, Over, Over, boolean][] = [
  ['two open classes of one fund', {}, {}, true],
  ['another fund', { productShareClassRoot: 'other-fund' }, {}, false],
  ['a hidden class', { general: { hidden: true } }, {}, false],
  ['a dev class', { dev: true }, {}, false],
  ['into a hidden class (its readers are fewer)', {}, { general: { hidden: true } }, true],
  // allowedRoles
  ['a role-restricted class into an open one', { allowedRoles: ['viewer'] }, {}, false],
  ['an open class into a role-restricted one', {}, { allowedRoles: ['viewer'] }, true],
  ['the same roles', { allowedRoles: ['viewer', 'admin'] }, { allowedRoles: ['admin', 'viewer'] }, true],
  ['roles into a subset of them', { allowedRoles: ['viewer', 'admin'] }, { allowedRoles: ['admin'] }, true],
  ['roles into other roles', { allowedRoles: ['viewer'] }, { allowedRoles: ['admin'] }, false],
  ['roles into more roles', { allowedRoles: ['viewer'] }, { allowedRoles: ['viewer', 'admin'] }, false],
  ['an empty role list is open', { allowedRoles: [] }, {}, true],
  // lockedBehindLogin
  ['a locked class into an open one', { lockedBehindLogin: true }, {}, false],
  ['a locked class into a locked one', { lockedBehindLogin: true }, { lockedBehindLogin: true }, true],
  ['an open class into a locked one', {}, { lockedBehindLogin: true }, true],
  // accessRestrictions, each investor type on its own
  ['retail countries into no list', { accessRestrictions: { retailCountries: ['CH'] } }, {}, false],
  [
    'retail countries into a subset',
    { accessRestrictions: { retailCountries: ['CH', 'DE'] } },
    { accessRestrictions: { retailCountries: ['DE'] } },
    true,
  ],
  [
    'retail countries into other countries',
    { accessRestrictions: { retailCountries: ['CH'] } },
    { accessRestrictions: { retailCountries: ['CH', 'FR'] } },
    false,
  ],
  ['no list into a list', {}, { accessRestrictions: { professionalCountries: ['CH'] } }, true],
  [
    'professional countries into no list',
    { accessRestrictions: { professionalCountries: ['CH'] } },
    { accessRestrictions: { retailCountries: ['CH'] } },
    false,
  ],
  [
    'institutional countries into an empty list',
    { accessRestrictions: { institutionalCountries: ['CH'] } },
    { accessRestrictions: { institutionalCountries: [] } },
    true,
  ],
  [
    'an empty list (nobody of that type) into no list',
    { accessRestrictions: { institutionalCountries: [] } },
    {},
    false,
  ],
];

describe('mediaShareableInto', () => {
  it.each(CASES)('%s: %s', (_, source, target, expected) => {
    expect(mediaShareableInto(product('fx-b', source), product('fx-a', target))).toBe(expected);
  });

  it('always lets a product draw its own media, whatever its flags', () => {
    const own = product('fx-a', {
      general: { hidden: true },
      dev: true,
      allowedRoles: ['viewer'],
      lockedBehindLogin: true,
      accessRestrictions: { retailCountries: ['CH'] },
    });
    expect(mediaShareableInto(own, own)).toBe(true);
  });

  it('is not symmetric: an open class shares into a stricter one, not back', () => {
    const open = product('fx-b');
    const strict = product('fx-a', { allowedRoles: ['viewer'], lockedBehindLogin: true });
    expect(mediaShareableInto(open, strict)).toBe(true);
    expect(mediaShareableInto(strict, open)).toBe(false);
  });
});
