import { describe, expect, it } from 'vitest';
import { formatCsvError } from './error.js';
import { detectDelimiter, normaliseHeader } from './header.js';
import { numberTextProblem, readCsvNumber } from './number.js';
import { readCsvLines, splitCsvRow } from './tokenise.js';

describe('CSV core: tokeniser', () => {
  it.each([
    ['a,b,c', ',', ['a', 'b', 'c']],
    ['a;"b;c";"d""e"', ';', ['a', 'b;c', 'd"e']],
    ['a, "b, c" ,d', ',', ['a', 'b, c', 'd']],
    ['"x"  ', ',', ['x']],
    ['5" disk,b', ',', ['5" disk', 'b']],
    ['\uFEFFa,"b"', ',', ['\uFEFFa', 'b']],
    ['a\t"b\tc"', '\t', ['a', 'b\tc']],
    ['"",', ',', ['', '']],
  ])('splits %j on %j', (line, delimiter, fields) => {
    expect(splitCsvRow(line, delimiter)).toEqual({ ok: true, fields });
  });

  it('names a quote that does not read', () => {
    expect(splitCsvRow('a,"b', ',')).toEqual({ ok: false, problem: 'unterminatedQuote' });
    expect(splitCsvRow('"a"b,c', ',')).toEqual({ ok: false, problem: 'textAfterQuote' });
  });

  it('reads lines with the row a spreadsheet shows, blank lines counted, trailing ones dropped', () => {
    const lines = readCsvLines('\uFEFFname;value\r\n\r\n"x; y"; 1 \n"open;2\n\n');
    expect(lines).toEqual([
      { row: 1, text: 'name;value', fields: ['name', 'value'] },
      { row: 3, text: '"x; y"; 1 ', fields: ['x; y', '1'] },
      { row: 4, text: '"open;2', fields: null },
    ]);
  });
});

describe('CSV core: header, separator, numbers, errors', () => {
  it('takes the separator the header uses most, the first candidate on a tie', () => {
    expect(detectDelimiter('a;b;c,d')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('a,b;c')).toBe(',');
    expect(detectDelimiter('abc')).toBe(',');
    expect(detectDelimiter('a\tb', [',', ';'])).toBe(',');
  });

  it('compares header names without case, spaces, _, - and .', () => {
    expect(normaliseHeader(' Asset class ')).toBe('assetclass');
    expect(normaliseHeader('PRICE_ADJ')).toBe(normaliseHeader('price-adj'));
    expect(normaliseHeader('E-Mail')).toBe('email');
  });

  it('reads decimal-point numbers and names why a text is not one', () => {
    expect(readCsvNumber('-0.5')).toEqual({ ok: true, value: -0.5 });
    expect(readCsvNumber('')).toEqual({ ok: false, problem: 'empty' });
    expect(readCsvNumber('1e309')).toEqual({ ok: false, problem: 'outOfRange' });
    expect(numberTextProblem('1,5')).toBe('decimalComma');
    expect(numberTextProblem("1'234.50")).toBe('thousandsSeparator');
    expect(numberTextProblem('1,234')).toBe('thousandsSeparator');
    expect(numberTextProblem('1,234', { ambiguousComma: 'decimal' })).toBe('decimalComma');
    expect(numberTextProblem('n/a')).toBe('invalidNumber');
  });

  it('prints an error with the text of its key and params, or the key when the file has none', () => {
    const texts = { csv: { x: { many: 'At most {{max}} rows.' } } };
    expect(
      formatCsvError(
        { row: 3, column: 'c', value: 'v', messageKey: 'csv.x.many', params: { max: 2 } },
        texts,
      ),
    ).toBe('row 3, c: "v" - At most 2 rows.');
    expect(formatCsvError({ row: null, column: null, value: '', messageKey: 'csv.x.other' }, texts)).toBe(
      'file: "" - csv.x.other',
    );
  });
});
