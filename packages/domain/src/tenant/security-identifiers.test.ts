import { describe, expect, it } from 'vitest';
import {
  hasIsinShape,
  isinCheckDigit,
  isValidBloombergTicker,
  isValidIsin,
  isValidValor,
  normalizeBloombergTicker,
  valorOfIsin,
} from './security-identifiers.js';

describe('ISIN (ISO 6166)', () => {
  // Real ISINs with their published check digits: Apple, Nestlé, UBS, Roche, a Luxembourg fund class, BMW.
  const real = [
    'US0378331005',
    'CH0038863350',
    'CH0244767585',
    'CH0012032048',
    'LU0274208692',
    'DE0005190003',
  ];

  it('computes the check digit with letters as numbers and the Luhn algorithm', () => {
    for (const isin of real) expect(isinCheckDigit(isin.slice(0, 11)), isin).toBe(Number(isin.slice(11)));
    expect(isinCheckDigit('us037833100')).toBeNull();
    expect(isinCheckDigit('US03783310')).toBeNull();
  });

  it('accepts a real ISIN and refuses every other last digit', () => {
    for (const isin of real) {
      expect(isValidIsin(isin)).toBe(true);
      for (let d = 0; d <= 9; d++) {
        const other = isin.slice(0, 11) + String(d);
        if (other !== isin) expect(isValidIsin(other), other).toBe(false);
      }
    }
  });

  it('refuses a transposition of two adjacent digits (what the check digit is for)', () => {
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin('US0387331005')).toBe(false);
  });

  it('refuses malformed ISINs; the shape-only check of holdings files still takes a placeholder', () => {
    for (const bad of ['us0378331005', 'US03783310', 'US037833100X', '1S0378331005', 'US0378331005 '])
      expect(isValidIsin(bad), bad).toBe(false);
    expect(hasIsinShape('CH00DEMO0011')).toBe(true);
    expect(isValidIsin('CH00DEMO0011')).toBe(false);
  });
});

describe('valor (Swiss Valorennummer)', () => {
  it('is 1 to 9 digits without a leading zero', () => {
    for (const v of ['1', '3886335', '24476758', '123456789']) expect(isValidValor(v), v).toBe(true);
    for (const v of ['', '0', '0123', '1234567890', '12a45', ' 123', '12.3'])
      expect(isValidValor(v), v).toBe(false);
  });

  it('is read from a Swiss or Liechtenstein ISIN, not from others', () => {
    expect(valorOfIsin('CH0038863350')).toBe('3886335');
    expect(valorOfIsin('CH0244767585')).toBe('24476758');
    expect(valorOfIsin('US0378331005')).toBeNull();
    expect(valorOfIsin('CH0000AXGTC5')).toBeNull();
  });
});

describe('Bloomberg ticker', () => {
  it('takes ticker, exchange code and an optional market sector', () => {
    for (const code of ['ALQGLBA SW Equity', 'XYZ LN', 'DEMGEAC SW', 'BRK/B US Equity', 'UBSG SW'])
      expect(isValidBloombergTicker(code), code).toBe(true);
    expect(isValidBloombergTicker('SMI XX Index')).toBe(true);
    expect(isValidBloombergTicker('ABC LN M-Mkt')).toBe(true);
  });

  it('refuses a code without exchange, with a long or lower-case part, an unknown sector or extra spaces', () => {
    for (const code of [
      'ALQGLBA',
      'SMI Index',
      'ALQGLBA SWX Equity',
      'alqglba SW Equity',
      'ALQGLBA SW equity',
      'ALQGLBA SW Stock',
      'ALQGLBA  SW',
      ' ALQGLBA SW',
      'ABCDEFGHIJKLMNOPQ SW',
      '-ABC SW',
      'ALQGLBA SW Equity Extra',
    ])
      expect(isValidBloombergTicker(code), code).toBe(false);
  });

  it('normalises what an editor types to the canonical spelling', () => {
    expect(normalizeBloombergTicker('  alqglba   sw   EQUITY ')).toBe('ALQGLBA SW Equity');
    expect(normalizeBloombergTicker('xyz ln')).toBe('XYZ LN');
    expect(normalizeBloombergTicker('abc ln m-mkt')).toBe('ABC LN M-Mkt');
    expect(isValidBloombergTicker(normalizeBloombergTicker('xyz ln stock'))).toBe(false);
  });
});
