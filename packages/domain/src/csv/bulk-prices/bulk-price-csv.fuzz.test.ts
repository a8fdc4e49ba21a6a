/// <reference types="vite/client" />
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRealDate } from '../../tenant/common.js';
import { assertFuzz, hostileCsvText, lineCount, untranslatedIn } from '../fuzz-support.js';
import {
  BULK_PRICE_CSV_COLUMNS,
  BULK_PRICE_CSV_MAX_ERRORS,
  BULK_PRICE_CSV_MESSAGE_KEYS,
  createBulkPriceCsvParser,
  parseBulkPriceCsv,
  type BulkPriceCsvOptions,
  type BulkPriceCsvResult,
} from './bulk-price-csv.js';

/*
 * Issue 14 item 3: the bulk price CSV under hostile text, whole and streamed in random chunks (a chunk may end
 * anywhere, even inside a CRLF). Never an exception; either each known, updatable id's valid series, or errors
 * naming row, column and value with a translated key; the streamed answer is the whole-text answer.
 */
const samples = Object.values(
  import.meta.glob<string>('./fixtures/ok/*.csv', { query: '?raw', import: 'default', eager: true }),
);
// Every id of the samples may be updated; one more is known but locked (unauthorizedId).
const updatable = new Set(samples.flatMap((s) => s.split(/\r?\n/).map((l) => l.split(/[,;]/)[0] ?? '')));
const options: BulkPriceCsvOptions = {
  knownIds: new Set([...updatable, 'locked-fund']),
  updatableIds: updatable,
};
const HEADERS = [
  ['ID', 'DATE', 'PRICE'],
  ['ID', 'DATE', 'PRICE', 'PRICE_ADJ'],
];

function expectWellFormed(text: string, r: BulkPriceCsvResult): void {
  if (r.ok) {
    for (const [id, points] of r.byId) {
      expect(options.updatableIds.has(id)).toBe(true);
      let previous = '';
      for (const p of points) {
        expect(isRealDate(p.date) && p.date > previous).toBe(true);
        expect(Number.isFinite(p.price) && p.price > 0).toBe(true);
        previous = p.date;
      }
    }
    return;
  }
  expect(r.errors.length).toBeGreaterThan(0);
  expect(r.errors.length).toBeLessThanOrEqual(BULK_PRICE_CSV_MAX_ERRORS);
  for (const e of r.errors) {
    expect(BULK_PRICE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
    expect(untranslatedIn('bulk-prices', e.messageKey)).toEqual([]);
    expect(Number.isInteger(e.row) && e.row >= 1 && e.row <= lineCount(text) + 1).toBe(true);
    expect(e.column === null || BULK_PRICE_CSV_COLUMNS.includes(e.column)).toBe(true);
    expect(typeof e.value).toBe('string');
  }
}

describe('bulk price CSV fuzz', () => {
  it('answers any text, whole or in random chunks, alike and well-formed', () => {
    const input = fc.tuple(hostileCsvText(HEADERS, samples), fc.array(fc.nat(), { maxLength: 6 }));
    assertFuzz('bulk price CSV', input, ([text, cuts]) => {
      const whole = parseBulkPriceCsv(text, options);
      expectWellFormed(text, whole);
      const parser = createBulkPriceCsvParser(options);
      const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
      let from = 0;
      for (const cut of at) {
        parser.push(text.slice(from, cut));
        from = cut;
      }
      parser.push(text.slice(from));
      expect(parser.finish()).toEqual(whole);
    });
  });
});
