import { describe, expect, it } from 'vitest';
import { parsePriceEntry } from './price-entry.js';

describe('parsePriceEntry', () => {
  it('accepts a date and a price, with or without an adjusted price', () => {
    expect(parsePriceEntry({ date: '2024-03-01', price: '101.25' })).toEqual({
      ok: true,
      point: { date: '2024-03-01', price: 101.25 },
    });
    expect(parsePriceEntry({ date: ' 2024-03-01 ', price: '101.25', adjustedPrice: ' 99.5 ' })).toEqual({
      ok: true,
      point: { date: '2024-03-01', price: 101.25, adjustedPrice: 99.5 },
    });
    // An empty adjusted price means "same as the price" (seed 000 §3).
    expect(parsePriceEntry({ date: '2024-03-01', price: '7', adjustedPrice: '' })).toEqual({
      ok: true,
      point: { date: '2024-03-01', price: 7 },
    });
  });

  it('refuses a date already in the series', () => {
    const taken = new Set(['2024-03-01']);
    expect(parsePriceEntry({ date: '2024-03-01', price: '1' }, (d) => taken.has(d))).toEqual({
      ok: false,
      errors: [{ field: 'date', value: '2024-03-01', messageKey: 'priceEntry.dateExists' }],
    });
  });

  it('lists every field error with the CSV rules (empty, date, number format, sign)', () => {
    expect(parsePriceEntry({ date: '', price: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'date', value: '', messageKey: 'csv.price.emptyValue' },
        { field: 'price', value: '', messageKey: 'csv.price.emptyValue' },
      ],
    });
    expect(parsePriceEntry({ date: '2024-02-30', price: '1,5', adjustedPrice: '1,234.5' })).toEqual({
      ok: false,
      errors: [
        { field: 'date', value: '2024-02-30', messageKey: 'csv.price.invalidDate' },
        { field: 'price', value: '1,5', messageKey: 'csv.price.decimalComma' },
        { field: 'adjustedPrice', value: '1,234.5', messageKey: 'csv.price.thousandsSeparator' },
      ],
    });
    expect(parsePriceEntry({ date: '01.03.2024', price: 'abc', adjustedPrice: '-1' })).toEqual({
      ok: false,
      errors: [
        { field: 'date', value: '01.03.2024', messageKey: 'csv.price.invalidDate' },
        { field: 'price', value: 'abc', messageKey: 'csv.price.invalidNumber' },
        { field: 'adjustedPrice', value: '-1', messageKey: 'csv.price.nonPositive' },
      ],
    });
    expect(parsePriceEntry({ date: '2024-03-01', price: '0' })).toEqual({
      ok: false,
      errors: [{ field: 'price', value: '0', messageKey: 'csv.price.nonPositive' }],
    });
  });

  it('does not ask whether an invalid date is taken', () => {
    let asked = 0;
    parsePriceEntry({ date: 'x', price: '1' }, () => {
      asked++;
      return true;
    });
    expect(asked).toBe(0);
  });
});
