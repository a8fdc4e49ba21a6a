import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES_EN } from './countries.js';
import { checkPhone, COUNTRY_CALLING_CODES, countryOfCallingCode, isCallingCode } from './phone.js';

describe('COUNTRY_CALLING_CODES', () => {
  it('gives every ISO country a calling code of 1 to 3 digits', () => {
    expect(Object.keys(COUNTRY_CALLING_CODES).sort()).toEqual(Object.keys(COUNTRY_NAMES_EN).sort());
    for (const code of Object.values(COUNTRY_CALLING_CODES)) expect(code).toMatch(/^\+[1-9]\d{0,2}$/);
  });
  it('knows the codes of the priority countries', () => {
    const priority = { CH: '+41', LU: '+352', DE: '+49', GB: '+44', HK: '+852', US: '+1' };
    expect(COUNTRY_CALLING_CODES).toMatchObject(priority);
  });
});

describe('countryOfCallingCode', () => {
  it('prefers the user’s own country, then the main country of a shared code', () => {
    expect(countryOfCallingCode('+41')).toBe('CH');
    expect(countryOfCallingCode('+1')).toBe('US');
    expect(countryOfCallingCode('+1', 'CA')).toBe('CA');
    expect(countryOfCallingCode('+1', 'CH')).toBe('US');
    expect(countryOfCallingCode('+44', 'JE')).toBe('JE');
    expect(countryOfCallingCode('+44')).toBe('GB');
    expect(countryOfCallingCode('+358')).toBe('FI');
  });
  it('returns null for unknown codes', () => {
    expect(countryOfCallingCode('+999')).toBeNull();
    expect(countryOfCallingCode('41')).toBeNull();
    expect(isCallingCode('')).toBe(false);
  });
});

describe('checkPhone', () => {
  const ok = (telNumberCountryCode: string, telNumber: string) =>
    checkPhone({ telNumberCountryCode, telNumber });

  it('stores both fields empty without a number, even when a code was chosen', () => {
    expect(ok('+41', '')).toEqual({ ok: true, value: { telNumberCountryCode: '', telNumber: '' } });
    expect(ok('+41', '   ')).toEqual({ ok: true, value: { telNumberCountryCode: '', telNumber: '' } });
    expect(ok('', '')).toEqual({ ok: true, value: { telNumberCountryCode: '', telNumber: '' } });
  });

  it('accepts Swiss numbers with or without trunk prefix and keeps the grouping', () => {
    expect(ok('+41', ' 79  555 01 23 ')).toEqual({
      ok: true,
      value: { telNumberCountryCode: '+41', telNumber: '79 555 01 23' },
    });
    expect(ok('+41', '079 555 01 23')).toMatchObject({ ok: true });
    expect(ok('+41', '(0)79-555.01/23')).toMatchObject({ ok: true });
  });

  it('removes a typed calling code that matches the chosen one', () => {
    expect(ok('+41', '+41 79 555 01 23')).toEqual({
      ok: true,
      value: { telNumberCountryCode: '+41', telNumber: '79 555 01 23' },
    });
    expect(ok('+41', '0041 79 555 01 23')).toMatchObject({
      ok: true,
      value: { telNumber: '79 555 01 23' },
    });
    // Another country's code is not silently accepted.
    expect(ok('+41', '+49 30 1234567')).toMatchObject({ ok: false, issue: 'invalidCharacters' });
  });

  it('requires a known code with a number', () => {
    expect(ok('', '79 555 01 23')).toEqual({
      ok: false,
      field: 'telNumberCountryCode',
      issue: 'countryCodeRequired',
    });
    expect(ok('+999', '79 555 01 23')).toMatchObject({
      field: 'telNumberCountryCode',
      issue: 'unknownCountryCode',
    });
  });

  it('rejects letters and other characters', () => {
    expect(ok('+41', '79 555 O1 23')).toMatchObject({ field: 'telNumber', issue: 'invalidCharacters' });
    expect(ok('+41', '79#5550123')).toMatchObject({ issue: 'invalidCharacters' });
  });

  it('checks the exact length where the plan is closed', () => {
    expect(ok('+41', '79 555 01 2')).toEqual({
      ok: false,
      field: 'telNumber',
      issue: 'phoneTooShort',
      min: 9,
      max: 9,
    });
    expect(ok('+41', '79 555 01 234')).toMatchObject({ issue: 'phoneTooLong', min: 9, max: 9 });
    expect(ok('+1', '212 555 0100')).toMatchObject({ ok: true });
    expect(ok('+1', '555 0100')).toMatchObject({ issue: 'phoneTooShort' });
  });

  it('keeps the leading 0 of Italian numbers', () => {
    expect(ok('+39', '06 1234 5678')).toMatchObject({ ok: true });
    expect(ok('+39', '0612')).toMatchObject({ issue: 'phoneTooShort' });
  });

  it('applies the generic bounds and E.164’s 15 digits elsewhere', () => {
    expect(ok('+49', '30 1234567')).toMatchObject({ ok: true });
    expect(ok('+49', '123')).toMatchObject({ issue: 'phoneTooShort', min: 4 });
    // 2 code digits leave at most 13 national digits.
    expect(ok('+49', '1234567890123')).toMatchObject({ ok: true });
    expect(ok('+49', '12345678901234')).toMatchObject({ issue: 'phoneTooLong', max: 13 });
    expect(ok('+352', '4711')).toMatchObject({ ok: true });
  });
});
