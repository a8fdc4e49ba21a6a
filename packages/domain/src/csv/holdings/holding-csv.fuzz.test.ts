/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingSchema } from '../../schemas/holdings.js';
import { isRealDate } from '../../tenant/common.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from '../fuzz-support.js';
import { HOLDING_CSV_COLUMNS, HOLDING_CSV_MESSAGE_KEYS, parseHoldingCsv } from './holding-csv.js';

/*
 * Issue 14 item 3: the holding data CSV under hostile text, file names and dates (2023-02-30 and friends). Never an
 * exception; either holdings the schema accepts, or errors naming row, column and value with a translated key.
 */
const samples = Object.values(
  import.meta.glob<string>('./fixtures/holding/ok/*.csv', { query: '?raw', import: 'default', eager: true }),
);
const HEADERS = [
  [
    'Holding name',
    'Currency',
    'ISIN',
    'Asset class',
    'Instrument type',
    'Sector',
    'Region',
    'Weight',
    'Value',
  ],
];
const input = fc.record({
  text: hostileCsvText(HEADERS, samples),
  fileName: fc.oneof(fc.constantFrom('holdings.csv', 'h.CSV', 'h.xlsx', '', ' .csv '), fc.string()),
  date: fc.oneof(fc.constantFrom('2024-03-29', '2023-02-30', '2024-02-29', '', '2024-3-1'), fc.string()),
});

describe('holding CSV fuzz', () => {
  it('answers any file with holdings the schema accepts or translated errors', () => {
    assertFuzz('holding CSV', input, ({ text, fileName, date }) => {
      const r = parseHoldingCsv({ text, fileName, date, existingDates: ['2024-03-28'] });
      if (r.ok) {
        expect(isRealDate(r.date)).toBe(true);
        for (const h of r.holdings) expect(holdingSchema.safeParse(h).success).toBe(true);
        return;
      }
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(HOLDING_CSV_MESSAGE_KEYS).toContain(e.messageKey);
        expect(untranslatedIn('holdings-admin', e.messageKey)).toEqual([]);
        expect(
          e.row === null || (Number.isInteger(e.row) && e.row >= 1 && e.row <= lineCount(text) + 1),
        ).toBe(true);
        expect(e.column === null || e.column === 'date' || HOLDING_CSV_COLUMNS.includes(e.column)).toBe(true);
        expect(typeof e.value).toBe('string');
      }
    });
  });
});
