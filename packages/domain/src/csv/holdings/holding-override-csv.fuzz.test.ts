/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingKeyOf, holdingSchema } from '../../schemas/holdings.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from '../fuzz-support.js';
import { HOLDING_OVERRIDE_CSV_MESSAGE_KEYS, parseHoldingOverrideCsv } from './holding-override-csv.js';
import { KNOWN_HOLDINGS as KNOWN } from './test-holdings.js';

/*
 * Issue 14 item 3: the holding override CSV under hostile text. Never an exception; either overrides of known
 * holdings the schema accepts, or errors naming row, column and value with a translated key.
 */
const samples = Object.values(
  import.meta.glob<string>('./fixtures/holding-override/ok/*.csv', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const known = new Set(KNOWN.map(holdingKeyOf));
const HEADERS = [
  ['Holding name', 'Currency', 'ISIN', 'Asset class', 'Sector', 'Override currency', 'Override name'],
  ['holdingName', 'currency', 'isin', 'region', 'instrumentType'],
];
const input = fc.record({
  text: hostileCsvText(HEADERS, samples),
  fileName: fc.oneof(fc.constantFrom('overrides.csv', 'o.txt', ''), fc.string()),
});

describe('holding override CSV fuzz', () => {
  it('answers any file with overrides of known holdings or translated errors', () => {
    assertFuzz('holding override CSV', input, ({ text, fileName }) => {
      const r = parseHoldingOverrideCsv({ text, fileName, knownHoldings: KNOWN });
      if (r.ok) {
        for (const o of r.overrides) {
          expect(known.has(holdingKeyOf(o.key))).toBe(true);
          expect(Object.keys(o.values).length).toBeGreaterThan(0);
          expect(holdingSchema.partial().safeParse(o.values).success).toBe(true);
        }
        return;
      }
      expect(r.errors.length).toBeGreaterThan(0);
      for (const e of r.errors) {
        expect(HOLDING_OVERRIDE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
        expect(untranslatedIn('holdings-admin', e.messageKey)).toEqual([]);
        expect(
          e.row === null || (Number.isInteger(e.row) && e.row >= 1 && e.row <= lineCount(text) + 1),
        ).toBe(true);
        expect(typeof e.value).toBe('string');
      }
    });
  });
});
