import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvMessageIn } from '../core/index.js';
import { englishLocale, lineCount } from '../fuzz-support.js';
import { applySplices, csvFixtures, randomBytesText, textSplice } from '../test-support.js';
import { isRealDate } from '../../tenant/common.js';
import { bulkPriceCsvChunks } from './bulk-price-bench.js';
import {
  BULK_PRICE_CSV_MAX_ERRORS,
  BULK_PRICE_CSV_MESSAGE_KEYS,
  createBulkPriceCsvParser,
  parseBulkPriceCsv,
  SAMPLE_BULK_PRICE_CSV,
  type BulkPriceCsvResult,
} from './bulk-price-csv.js';

const { files, fixture } = csvFixtures('bulk-prices/fixtures/');
const options = {
  knownIds: new Set(['alpha', 'beta', 'gamma']),
  updatableIds: new Set(['alpha', 'beta']),
};
const parse = (text: string) => parseBulkPriceCsv(text, options);
const errorsOf = (path: string) => {
  const r = parse(fixture(path));
  if (r.ok) throw new Error(`${path} parsed`);
  return r.errors;
};
/** The result with the map as entries, for `toEqual` across runs. */
const plain = (r: BulkPriceCsvResult) => (r.ok ? { ...r, byId: [...r.byId] } : r);

describe('bulk price CSV: ok/', () => {
  it('four columns, unsorted, CRLF and BOM: each id sorted, in order of appearance', () => {
    expect(plain(parse(fixture('ok/four-columns-unsorted-crlf-bom.csv')))).toEqual({
      ok: true,
      hasAdjustedPrice: true,
      rowCount: 4,
      errorCount: 0,
      warnings: [],
      warningCount: 0,
      byId: [
        [
          'beta',
          [
            { date: '2026-01-05', price: 50, adjustedPrice: 50.25 },
            { date: '2026-01-06', price: 50.5, adjustedPrice: 51 },
          ],
        ],
        [
          'alpha',
          [
            { date: '2026-01-05', price: 100, adjustedPrice: 100 },
            { date: '2026-01-06', price: 101, adjustedPrice: 101 },
          ],
        ],
      ],
    });
  });
  it('semicolons, quotes, spaces around values, lower-case header, trailing blank lines', () => {
    const r = parse(fixture('ok/semicolons-quoted-trailing-blank-lines.csv'));
    expect(r.ok && r.hasAdjustedPrice).toBe(false);
    expect(r.ok && [...r.byId]).toEqual([
      [
        'alpha',
        [
          { date: '2026-01-05', price: 100.25 },
          { date: '2026-01-06', price: 100 },
        ],
      ],
    ]);
  });
  it('the same date for two ids is not a duplicate', () => {
    const r = parse(fixture('ok/same-date-different-ids.csv'));
    expect(r.ok && [...r.byId.keys()]).toEqual(['alpha', 'beta']);
  });
  it('the downloadable sample parses for the demo products', () => {
    const ids = new Set(['global-equity-chf', 'swiss-bond-i']);
    const r = parseBulkPriceCsv(SAMPLE_BULK_PRICE_CSV, { knownIds: ids, updatableIds: ids });
    expect(r.ok && r.rowCount).toBe(8);
    expect(r.ok && r.byId.get('global-equity-chf')?.at(-1)).toEqual({
      date: '2026-01-08',
      price: 130.96,
      adjustedPrice: 132.21,
    });
  });
  it('every ok/ fixture parses', () => {
    const ok = Object.entries(files).filter(([p]) => p.includes('/ok/'));
    expect(ok.length).toBeGreaterThanOrEqual(3);
    for (const [, text] of ok) expect(parse(text).ok).toBe(true);
  });
});

describe('bulk price CSV: not-ok/ (seed 000 §8 "Bulk price dry run")', () => {
  it('every not-ok/ fixture is rejected with at least one error, each with an English text', () => {
    const notOk = Object.entries(files).filter(([p]) => p.includes('/not-ok/'));
    expect(notOk.length).toBeGreaterThanOrEqual(12);
    for (const [, text] of notOk) {
      const r = parse(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.errors.length).toBeGreaterThan(0);
        for (const e of r.errors)
          expect(csvMessageIn(englishLocale('bulk-prices'), e.messageKey)).toBeTruthy();
      }
    }
  });
  it('parse errors: empty file, header only, no header, bad header, five columns, unclosed quote', () => {
    expect(errorsOf('not-ok/empty.csv')).toEqual([
      { row: 1, column: null, value: '', messageKey: 'csv.bulkPrice.emptyFile' },
    ]);
    expect(errorsOf('not-ok/header-only.csv')).toEqual([
      { row: 2, column: null, value: '', messageKey: 'csv.bulkPrice.noRows' },
    ]);
    expect(errorsOf('not-ok/no-header.csv')).toEqual([
      { row: 1, column: null, value: 'alpha,2026-01-05,100', messageKey: 'csv.bulkPrice.missingHeader' },
    ]);
    expect(errorsOf('not-ok/bad-header.csv')).toEqual([
      { row: 1, column: 'DATE', value: 'DAY', messageKey: 'csv.bulkPrice.badHeader' },
      { row: 1, column: 'PRICE', value: 'VALUE', messageKey: 'csv.bulkPrice.badHeader' },
    ]);
    expect(errorsOf('not-ok/five-columns.csv')).toEqual([
      { row: 1, column: null, value: 'ID,DATE,PRICE,PRICE_ADJ,NAV', messageKey: 'csv.bulkPrice.columnCount' },
    ]);
    expect(errorsOf('not-ok/unterminated-quote.csv')).toEqual([
      { row: 2, column: null, value: 'alpha,"2026-01-05,100', messageKey: 'csv.bulkPrice.unterminatedQuote' },
    ]);
  });
  it('row width must match the header', () => {
    expect(errorsOf('not-ok/row-width.csv')).toEqual([
      { row: 3, column: null, value: 'alpha,2026-01-06,101,102', messageKey: 'csv.bulkPrice.columnCount' },
      { row: 4, column: null, value: 'alpha,2026-01-07', messageKey: 'csv.bulkPrice.columnCount' },
    ]);
  });
  it('empty values: id, date, price, adjusted price, a blank line between rows', () => {
    expect(errorsOf('not-ok/empty-values.csv')).toEqual([
      { row: 2, column: 'ID', value: '', messageKey: 'csv.bulkPrice.emptyValue' },
      { row: 3, column: 'DATE', value: '', messageKey: 'csv.bulkPrice.emptyValue' },
      { row: 4, column: null, value: '', messageKey: 'csv.bulkPrice.emptyValue' },
      { row: 5, column: 'PRICE', value: '', messageKey: 'csv.bulkPrice.emptyValue' },
      { row: 6, column: 'PRICE_ADJ', value: '', messageKey: 'csv.bulkPrice.emptyValue' },
    ]);
  });
  it('number format: decimal comma, thousands separators, text, overflow, zero, negative, hexadecimal', () => {
    expect(errorsOf('not-ok/number-format.csv').map((e) => [e.row, e.column, e.value, e.messageKey])).toEqual(
      [
        [2, 'PRICE', '100,5', 'csv.bulkPrice.decimalComma'],
        [3, 'PRICE', '1,234.50', 'csv.bulkPrice.thousandsSeparator'],
        [4, 'PRICE', 'abc', 'csv.bulkPrice.invalidNumber'],
        [5, 'PRICE', '1e400', 'csv.bulkPrice.tooLarge'],
        [6, 'PRICE', '0', 'csv.bulkPrice.nonPositive'],
        [7, 'PRICE', '-1', 'csv.bulkPrice.nonPositive'],
        [8, 'PRICE', '0x10', 'csv.bulkPrice.invalidNumber'],
      ],
    );
  });
  it('strict YYYY-MM-DD calendar dates', () => {
    expect(errorsOf('not-ok/bad-dates.csv')).toEqual([
      { row: 2, column: 'DATE', value: '2026-02-30', messageKey: 'csv.bulkPrice.invalidDate' },
      { row: 3, column: 'DATE', value: '2026-1-5', messageKey: 'csv.bulkPrice.invalidDate' },
      { row: 4, column: 'DATE', value: '05/01/2026', messageKey: 'csv.bulkPrice.invalidDate' },
    ]);
  });
  it('duplicate dates per id name the id and the first row', () => {
    expect(errorsOf('not-ok/duplicate-dates.csv')).toEqual([
      {
        row: 5,
        column: 'DATE',
        value: '2026-01-05',
        messageKey: 'csv.bulkPrice.duplicateDate',
        id: 'alpha',
        firstRow: 2,
      },
      {
        row: 6,
        column: 'DATE',
        value: '2026-01-05',
        messageKey: 'csv.bulkPrice.duplicateDate',
        id: 'alpha',
        firstRow: 2,
      },
    ]);
  });
  it('unknown and unauthorized ids: once per id at its first row, with the number of rows', () => {
    expect(errorsOf('not-ok/unknown-and-unauthorized-ids.csv')).toEqual([
      { row: 3, column: 'ID', value: 'nope', messageKey: 'csv.bulkPrice.unknownId', rowCount: 2 },
      { row: 4, column: 'ID', value: 'gamma', messageKey: 'csv.bulkPrice.unauthorizedId', rowCount: 2 },
      { row: 6, column: 'PRICE', value: 'abc', messageKey: 'csv.bulkPrice.invalidNumber' },
    ]);
  });
  it('a long value is cut in the error', () => {
    const r = parse(`ID,DATE,PRICE\nalpha,2026-01-05,${'9'.repeat(500)},1`);
    expect(!r.ok && r.errors[0]?.value).toBe(`alpha,2026-01-05,${'9'.repeat(183)}…`);
  });
  it('every key has an English text', () => {
    for (const key of BULK_PRICE_CSV_MESSAGE_KEYS)
      expect(csvMessageIn(englishLocale('bulk-prices'), key)).toMatch(/\S/);
  });
});

describe('bulk price CSV: many errors', () => {
  it('lists the first errors by row, duplicates merged in, and counts them all', () => {
    const lines = ['ID,DATE,PRICE'];
    for (let i = 0; i < 1500; i++) lines.push(`alpha,2026-01-05,${i % 2 === 0 ? 'x' : '1'}`);
    const r = parse(lines.join('\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // 750 bad prices + 1499 repeated dates (every row after the first is a duplicate).
    expect(r.errorCount).toBe(750 + 1499);
    expect(r.errors).toHaveLength(BULK_PRICE_CSV_MAX_ERRORS);
    expect(r.errors.slice(0, 4)).toEqual([
      { row: 2, column: 'PRICE', value: 'x', messageKey: 'csv.bulkPrice.invalidNumber' },
      {
        row: 3,
        column: 'DATE',
        value: '2026-01-05',
        messageKey: 'csv.bulkPrice.duplicateDate',
        id: 'alpha',
        firstRow: 2,
      },
      {
        row: 4,
        column: 'DATE',
        value: '2026-01-05',
        messageKey: 'csv.bulkPrice.duplicateDate',
        id: 'alpha',
        firstRow: 2,
      },
      { row: 4, column: 'PRICE', value: 'x', messageKey: 'csv.bulkPrice.invalidNumber' },
    ]);
    const places = r.errors.map((e) => e.row);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(r.errors.at(-1)?.row).toBe(668);
  });
});

describe('bulk price CSV: quality warnings are placed in the file and never block', () => {
  it('a weekend date, a gap, a stale price and a 100x error', () => {
    const lines = ['ID,DATE,PRICE'];
    // 40 business days from Monday 2026-01-05 with small alternating moves; then the faults.
    const days: string[] = [];
    for (let d = new Date(Date.UTC(2026, 0, 5)); days.length < 40; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() % 6 !== 0) days.push(d.toISOString().slice(0, 10));
    }
    days.forEach((date, i) => lines.push(`alpha,${date},${100 + (i % 3) * 0.5}`));
    lines.push('alpha,2026-03-07,100.5'); // a Saturday, row 42
    lines.push('alpha,2026-03-20,10000'); // after 9 missing business days, and 100x: row 43
    const r = parse(lines.join('\n'));
    expect(r.ok).toBe(true);
    expect(
      r.warnings.map((w) => [w.row, w.column, w.value, w.messageKey, w.businessDays, w.fromRow]),
    ).toEqual([
      [42, 'DATE', '2026-03-07', 'priceQuality.weekendDate', undefined, undefined],
      [43, 'DATE', '2026-03-20', 'priceQuality.gap', 9, 42],
      [43, 'PRICE', '10000', 'priceQuality.extremeMove', undefined, 42],
    ]);
    expect(r.warningCount).toBe(3);
  });
});

describe('bulk price CSV: streaming', () => {
  it('gives the same result however the text is cut into chunks, even between \\r and \\n', () => {
    const text =
      fixture('ok/four-columns-unsorted-crlf-bom.csv') + 'alpha,2026-01-07,102,102\rbeta,2026-01-07,51,51';
    const whole = plain(parse(text));
    for (let cut = 0; cut <= text.length; cut++) {
      const parser = createBulkPriceCsvParser(options);
      parser.push(text.slice(0, cut));
      parser.push('');
      parser.push(text.slice(cut));
      expect(plain(parser.finish())).toEqual(whole);
    }
  });
  it('reads the generated benchmark file in chunks', () => {
    const ids = new Set(['product-0', 'product-1', 'product-2']);
    const parser = createBulkPriceCsvParser({ knownIds: ids, updatableIds: ids });
    for (const chunk of bulkPriceCsvChunks({ products: 3, dates: 300, rowsPerChunk: 77 })) parser.push(chunk);
    const r = parser.finish();
    expect(r.ok && r.rowCount).toBe(900);
    expect(r.ok && r.byId.get('product-2')?.length).toBe(300);
    expect(r.warningCount).toBe(0);
  });
});

describe('bulk price CSV: properties (fast-check)', () => {
  const valid = fixture('ok/four-columns-unsorted-crlf-bom.csv');
  const check = (r: BulkPriceCsvResult, lines: number) => {
    if (r.ok) {
      for (const points of r.byId.values()) {
        for (const p of points) {
          expect(isRealDate(p.date)).toBe(true);
          expect(p.price).toBeGreaterThan(0);
        }
      }
      return;
    }
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errorCount).toBeGreaterThanOrEqual(r.errors.length);
    for (const e of r.errors) {
      expect(BULK_PRICE_CSV_MESSAGE_KEYS).toContain(e.messageKey);
      expect(e.row).toBeGreaterThanOrEqual(1);
      expect(e.row).toBeLessThanOrEqual(lines + 1);
    }
  };

  it('random bytes give row errors, never an exception', () => {
    fc.assert(
      fc.property(randomBytesText, (text) => {
        const r = parse(text);
        expect(r.ok).toBe(false);
        check(r, lineCount(text));
      }),
      { numRuns: 500 },
    );
  });
  it('random text shaped like the format never throws', () => {
    const cell = fc.oneof(
      fc.constantFrom(
        'alpha',
        'beta',
        'gamma',
        'nope',
        '',
        ' ',
        '"',
        '2026-01-05',
        '2026-02-30',
        '1e400',
        '-0',
      ),
      fc.string({ maxLength: 12 }),
    );
    const row = fc.array(cell, { minLength: 0, maxLength: 5 }).map((cells) => cells.join(','));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (rows, eol) => {
        const text = ['ID,DATE,PRICE', ...rows].join(eol);
        check(parse(text), rows.length + 1);
      }),
      { numRuns: 500 },
    );
  });
  it('a mutated valid file is parsed or rejected with row errors, never an exception, whatever the chunks', () => {
    const splice = textSplice([',', ';', '"', '\n', '\r', ' ', '0', '9', '-', '.', 'a']);
    fc.assert(
      fc.property(fc.array(splice, { minLength: 1, maxLength: 4 }), fc.nat(), (splices, at) => {
        const text = applySplices(valid, splices);
        const whole = parse(text);
        check(whole, lineCount(text));
        const cut = at % (text.length + 1);
        const parser = createBulkPriceCsvParser(options);
        parser.push(text.slice(0, cut));
        parser.push(text.slice(cut));
        expect(plain(parser.finish())).toEqual(plain(whole));
      }),
      { numRuns: 1000 },
    );
  });
});
