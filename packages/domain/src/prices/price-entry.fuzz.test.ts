import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertFuzz, untranslatedIn } from '../csv/fuzz-support.js';
import { isRealDate } from '../tenant/common.js';
import { parsePriceEntry } from './price-entry.js';

/*
 * Issue 14 item 3: the one-price form (and its API, POST /products/:id/prices) under hostile field values. Never an
 * exception; either a valid point or errors naming field and value with a translated key.
 */
const field = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '2024-02-29',
    '2023-02-30',
    '2024-13-01',
    '1',
    '-0.5',
    '0',
    'NaN',
    'Infinity',
    '1e309',
  ),
  fc.constantFrom('1,5', '1.000,5', '1 000', '0x10', '9'.repeat(400), '2024-01-31', ' 2024-01-02 '),
  fc.string({ maxLength: 30, unit: 'binary' }),
  fc.double().map(String),
);
const input = fc.record({ date: field, price: field, adjustedPrice: fc.option(field, { nil: undefined }) });

describe('price entry fuzz', () => {
  it('answers any fields with a valid point or translated field errors', () => {
    assertFuzz('price entry', input, (values) => {
      const r = parsePriceEntry(values, (d) => d === '2024-01-31');
      if (r.ok) {
        expect(isRealDate(r.point.date)).toBe(true);
        expect(Number.isFinite(r.point.price) && r.point.price > 0).toBe(true);
        return;
      }
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(['date', 'price', 'adjustedPrice']).toContain(e.field);
        expect(typeof e.value).toBe('string');
        expect(untranslatedIn('price-data', e.messageKey)).toEqual([]);
      }
    });
  });
});
