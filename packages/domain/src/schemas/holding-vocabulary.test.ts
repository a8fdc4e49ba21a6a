import { describe, expect, it } from 'vitest';
import {
  HOLDING_VOCABULARIES,
  ISO_CURRENCIES,
  currencyCodeOf,
  holdingTermKey,
  type HoldingVocabularyKind,
} from './holding-vocabulary.js';

describe('holding vocabulary', () => {
  it('accepts the key or the English label in any case and spacing, and common aliases', () => {
    expect(holdingTermKey('assetClass', 'fixedIncome')).toBe('fixedIncome');
    expect(holdingTermKey('assetClass', ' FIXED_INCOME ')).toBe('fixedIncome');
    expect(holdingTermKey('assetClass', 'Fixed income')).toBe('fixedIncome');
    expect(holdingTermKey('assetClass', 'Bonds')).toBe('fixedIncome');
    expect(holdingTermKey('sector', 'Health-care')).toBe('healthCare');
    expect(holdingTermKey('region', 'Middle East and Africa')).toBe('middleEastAndAfrica');
    expect(holdingTermKey('instrumentType', 'ETF')).toBe('etf');
    expect(holdingTermKey('region', '')).toBeNull();
    expect(holdingTermKey('region', '--')).toBeNull();
    expect(holdingTermKey('sector', 'tobacco')).toBeNull();
  });

  it('every key and label maps back to its own key', () => {
    for (const [kind, terms] of Object.entries(HOLDING_VOCABULARIES)) {
      for (const [key, label] of Object.entries(terms)) {
        expect(holdingTermKey(kind as HoldingVocabularyKind, key)).toBe(key);
        expect(holdingTermKey(kind as HoldingVocabularyKind, label)).toBe(key);
      }
    }
  });

  it('currencies: ISO 4217 codes, once each', () => {
    expect(new Set(ISO_CURRENCIES).size).toBe(ISO_CURRENCIES.length);
    for (const c of ISO_CURRENCIES) expect(c).toMatch(/^[A-Z]{3}$/);
    expect(currencyCodeOf(' chf ')).toBe('CHF');
    expect(currencyCodeOf('XAU')).toBe('XAU');
    expect(currencyCodeOf('XYZ')).toBeNull();
    expect(currencyCodeOf('')).toBeNull();
  });
});
