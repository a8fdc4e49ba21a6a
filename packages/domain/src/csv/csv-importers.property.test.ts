/*
 * The two older importers (single-product price CSV, follower list) under random input (fast-check), as issue 11
 * requires of every importer: random bytes and mutated valid files give row errors or a valid result, never an
 * exception; a result is either fully valid rows or errors, never both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRealDate } from '../tenant/common.js';
import { parseFollowerCsv } from './follower-csv.js';
import { lineCount } from './fuzz-support.js';
import { PRICE_CSV_MESSAGE_KEYS, parsePriceCsv, type PriceCsvResult } from './price-csv.js';
import { applySplices, csvFixtures, randomBytesText, textSplice } from './test-support.js';

const { fixture } = csvFixtures('fixtures/');
const mutations = fc.array(textSplice([',', ';', '"', '\n', '\r', ' ', '0', '9', '-', '.', 'a', '@']), {
  minLength: 1,
  maxLength: 4,
});

function checkPrices(r: PriceCsvResult, lines: number): void {
  if (r.ok) {
    let previous = '';
    for (const p of r.rows) {
      expect(isRealDate(p.date)).toBe(true);
      expect(p.date > previous).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(Number.isFinite(p.price)).toBe(true);
      previous = p.date;
    }
    return;
  }
  expect(r.errors.length).toBeGreaterThan(0);
  for (const e of r.errors) {
    expect(PRICE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
    expect(e.row).toBeGreaterThanOrEqual(1);
    expect(e.row).toBeLessThanOrEqual(lines + 1);
  }
}

describe('single-product price CSV: properties (fast-check)', () => {
  it('random bytes give row errors, never an exception', () => {
    fc.assert(
      fc.property(randomBytesText, (text) => {
        const r = parsePriceCsv(text);
        expect(r.ok).toBe(false);
        checkPrices(r, lineCount(text));
      }),
      { numRuns: 500 },
    );
  });

  it('every mutation of a valid file parses to a valid series or gives row errors', () => {
    const valid = fixture('ok/three-columns.csv');
    fc.assert(
      fc.property(mutations, (splices) => {
        const text = applySplices(valid, splices);
        checkPrices(parsePriceCsv(text), lineCount(text));
      }),
      { numRuns: 500 },
    );
  });
});

describe('follower CSV: properties (fast-check)', () => {
  const valid = 'name;E-Mail\nAnna;anna@example.com\nBen;ben@example.org\n\nCarla;carla@example.net\n';

  it('random bytes and mutated files give a result or a file error, never an exception', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          randomBytesText,
          mutations.map((splices) => applySplices(valid, splices)),
        ),
        (text) => {
          const r = parseFollowerCsv(text);
          if (!r.ok) {
            expect(['emptyFile', 'missingHeader']).toContain(r.error);
            return;
          }
          const lines = lineCount(text);
          const rows = [...r.list.emails, ...r.list.invalid, ...r.list.duplicates].map((x) => x.row);
          expect(new Set(rows).size).toBe(rows.length);
          for (const row of rows) expect(row).toBeGreaterThanOrEqual(2);
          for (const row of rows) expect(row).toBeLessThanOrEqual(lines + 1);
          for (const { email } of r.list.emails) expect(email).toBe(email.trim().toLowerCase());
        },
      ),
      { numRuns: 500 },
    );
  });
});
