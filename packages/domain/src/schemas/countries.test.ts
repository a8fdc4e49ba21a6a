import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES_EN, isCountryCode, orderedCountries, PRIORITY_COUNTRIES } from './countries.js';

describe('orderedCountries', () => {
  const list = orderedCountries();
  it('lists every ISO code once, CH first, the priority block in the order of the specification', () => {
    expect(list).toHaveLength(249);
    expect(new Set(list).size).toBe(249);
    expect(list.slice(0, 5)).toEqual(['CH', 'LU', 'AT', 'BE', 'BG']);
    expect(list.slice(0, PRIORITY_COUNTRIES.length)).toEqual([...PRIORITY_COUNTRIES]);
    expect(list[PRIORITY_COUNTRIES.length - 1]).toBe('SG');
  });
  it('sorts the rest by English name', () => {
    const rest = list.slice(PRIORITY_COUNTRIES.length);
    expect(rest[0]).toBe('AF'); // Afghanistan
    expect(rest).not.toContain('GB');
    const names = rest.map((c) => COUNTRY_NAMES_EN[c]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
  it('recognises codes', () => {
    expect(isCountryCode('CH')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });
});
