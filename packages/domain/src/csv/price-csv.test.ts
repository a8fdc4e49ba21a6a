import { describe, expect, it } from 'vitest';
import { formatCsvError } from './core/index.js';
import { englishLocale } from './fuzz-support.js';
import { parsePriceCsv, priceRowsToSeries, splitCsvLine, type CsvRowError } from './price-csv.js';
import { csvFixtures } from './test-support.js';

const { files, fixture } = csvFixtures('fixtures/');
const errorsOf = (path: string): Omit<CsvRowError, 'firstRow'>[] => {
  const r = parsePriceCsv(fixture(path));
  if (r.ok) throw new Error(`${path} parsed`);
  return r.errors;
};

describe('price CSV: ok/', () => {
  it('two columns, unsorted, CRLF and BOM: sorted rows without adjusted price', () => {
    expect(parsePriceCsv(fixture('ok/two-columns-unsorted-crlf-bom.csv'))).toEqual({
      ok: true,
      hasAdjustedPrice: false,
      rows: [
        { date: '2024-01-02', price: 100 },
        { date: '2024-01-03', price: 101.5 },
        { date: '2024-01-04', price: 100 },
      ],
    });
  });
  it('three columns, header names case-insensitive', () => {
    const r = parsePriceCsv(fixture('ok/three-columns.csv'));
    expect(r).toEqual({
      ok: true,
      hasAdjustedPrice: true,
      rows: [
        { date: '2024-01-02', price: 100, adjustedPrice: 100 },
        { date: '2024-01-03', price: 101, adjustedPrice: 102.25 },
      ],
    });
    if (r.ok) expect(priceRowsToSeries(r.rows).adjusted).toEqual([100, 102.25]);
  });
  it('quoted values, surrounding spaces and a trailing blank line', () => {
    const r = parsePriceCsv(fixture('ok/quoted-and-trailing-blank-line.csv'));
    expect(r.ok && r.rows).toEqual([
      { date: '2024-01-02', price: 100.25 },
      { date: '2024-01-03', price: 101 },
    ]);
  });
  it('every ok/ fixture parses', () => {
    for (const [path, text] of Object.entries(files)) {
      if (path.includes('/ok/')) expect(parsePriceCsv(text).ok).toBe(true);
    }
  });
});

describe('price CSV: not-ok/', () => {
  it('every not-ok/ fixture is rejected with at least one error', () => {
    const notOk = Object.entries(files).filter(([p]) => p.includes('/not-ok/'));
    expect(notOk.length).toBeGreaterThanOrEqual(12);
    for (const [, text] of notOk) {
      const r = parsePriceCsv(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
    }
  });
  it('empty file, missing header, bad header, too many columns', () => {
    expect(errorsOf('not-ok/empty.csv')).toEqual([
      { row: 1, column: null, value: '', messageKey: 'csv.price.emptyFile' },
    ]);
    expect(errorsOf('not-ok/no-header.csv')[0]).toMatchObject({
      row: 1,
      messageKey: 'csv.price.missingHeader',
    });
    expect(errorsOf('not-ok/bad-header.csv')).toEqual([
      { row: 1, column: 'date', value: 'day', messageKey: 'csv.price.badHeader' },
      { row: 1, column: 'price', value: 'value', messageKey: 'csv.price.badHeader' },
    ]);
    expect(errorsOf('not-ok/four-columns.csv')[0]).toMatchObject({
      row: 1,
      messageKey: 'csv.price.columnCount',
    });
  });
  it('row width must match the header', () => {
    expect(errorsOf('not-ok/row-width.csv')).toEqual([
      { row: 3, column: null, value: '2024-01-03,101,102', messageKey: 'csv.price.columnCount' },
      { row: 4, column: null, value: '2024-01-04', messageKey: 'csv.price.columnCount' },
    ]);
  });
  it('strict YYYY-MM-DD calendar dates', () => {
    expect(errorsOf('not-ok/bad-dates.csv')).toEqual([
      { row: 2, column: 'date', value: '2024-1-5', messageKey: 'csv.price.invalidDate' },
      { row: 3, column: 'date', value: '2024-02-30', messageKey: 'csv.price.invalidDate' },
      { row: 4, column: 'date', value: '05/01/2024', messageKey: 'csv.price.invalidDate' },
    ]);
  });
  it('duplicate dates name the first occurrence', () => {
    expect(errorsOf('not-ok/duplicate-date.csv')).toEqual([
      { row: 4, column: 'date', value: '2024-01-02', messageKey: 'csv.price.duplicateDate', firstRow: 2 },
    ]);
  });
  it('decimal comma and thousands separators', () => {
    expect(errorsOf('not-ok/decimal-comma.csv')).toEqual([
      { row: 2, column: 'price', value: '100,5', messageKey: 'csv.price.decimalComma' },
    ]);
    expect(errorsOf('not-ok/thousands-separators.csv')).toEqual([
      { row: 2, column: 'price', value: '1,234.50', messageKey: 'csv.price.thousandsSeparator' },
      { row: 3, column: 'price', value: "1'234.50", messageKey: 'csv.price.thousandsSeparator' },
    ]);
  });
  it('empty values, non-positive prices, non-numbers, unclosed quotes', () => {
    expect(errorsOf('not-ok/empty-values.csv')).toEqual([
      { row: 2, column: 'price', value: '', messageKey: 'csv.price.emptyValue' },
      { row: 3, column: 'date', value: '', messageKey: 'csv.price.emptyValue' },
      { row: 4, column: 'adjusted_price', value: '', messageKey: 'csv.price.emptyValue' },
    ]);
    expect(errorsOf('not-ok/non-positive.csv').map((e) => [e.row, e.value, e.messageKey])).toEqual([
      [2, '0', 'csv.price.nonPositive'],
      [3, '-1', 'csv.price.nonPositive'],
    ]);
    expect(errorsOf('not-ok/not-numbers.csv').map((e) => [e.row, e.messageKey])).toEqual([
      [2, 'csv.price.invalidNumber'],
      [3, 'csv.price.invalidNumber'],
      [4, 'csv.price.unterminatedQuote'],
    ]);
  });
  it('formats an error for people', () => {
    expect(
      formatCsvError(
        { row: 2, column: 'price', value: '100,5', messageKey: 'csv.price.decimalComma' },
        englishLocale('price-data'),
      ),
    ).toBe('row 2, price: "100,5" - Use a decimal point, not a comma.');
  });
});

describe('splitCsvLine', () => {
  it('handles quotes and escaped quotes', () => {
    expect(splitCsvLine('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', '']);
    expect(splitCsvLine('"open')).toBeNull();
  });
});
