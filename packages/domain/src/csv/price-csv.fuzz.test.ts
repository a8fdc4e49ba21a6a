/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { isRealDate } from '../tenant/common.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from './fuzz-support.js';
import { PRICE_CSV_MESSAGE_KEYS, parsePriceCsv } from './price-csv.js';

/*
 * Issue 14 item 3: the single-product price CSV under hostile text (random unicode and bytes, CSV-shaped rows of
 * quotes, BOMs, CR/LF mixes, huge numbers, NaN/Infinity, impossible dates, very long cells, mutated valid files).
 * Never an exception; either a valid series or errors naming row, column and value with a translated key.
 */
const samples = Object.values(
  import.meta.glob<string>('./fixtures/ok/*.csv', { query: '?raw', import: 'default', eager: true }),
);
const HEADERS = [
  ['date', 'price'],
  ['date', 'price', 'adjusted_price'],
];

describe('price CSV fuzz', () => {
  it('answers any text with a valid series or translated row errors', () => {
    assertFuzz('price CSV', hostileCsvText(HEADERS, samples), (text) => {
      const r = parsePriceCsv(text);
      if (r.ok) {
        let previous = '';
        for (const p of r.rows) {
          expect(isRealDate(p.date)).toBe(true);
          expect(p.date > previous).toBe(true);
          expect(Number.isFinite(p.price) && p.price > 0).toBe(true);
          if (p.adjustedPrice !== undefined)
            expect(Number.isFinite(p.adjustedPrice) && p.adjustedPrice > 0).toBe(true);
          previous = p.date;
        }
        return;
      }
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(PRICE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
        expect(untranslatedIn('price-data', e.messageKey)).toEqual([]);
        expect(Number.isInteger(e.row) && e.row >= 1 && e.row <= lineCount(text) + 1).toBe(true);
        expect(e.column === null || typeof e.column === 'string').toBe(true);
        expect(typeof e.value).toBe('string');
      }
    });
  });
});
