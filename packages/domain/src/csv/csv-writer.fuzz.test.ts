import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRow, isFormulaLike, type CsvCell } from './csv-writer.js';
import { assertFuzz, hostileCsvText } from './fuzz-support.js';

/*
 * Issue 14 item 3, formula injection: every CSV the portal writes goes through `csvRow`/`csvCell` (the platform
 * export, the price file download). Whatever an admin stored (hostile text, lines, quotes, formula prefixes after a
 * BOM or spaces) and whatever numbers (negative, tiny, huge), a spreadsheet reading the row back sees the same
 * number of cells, no text cell that starts like a formula, text with at most a leading apostrophe added, and
 * numbers as plain number literals of the same value (-0.5 stays -0.5).
 */
const cell: fc.Arbitrary<CsvCell> = fc.oneof(
  hostileCsvText([['=1+1', '@SUM(A1)', '-2+3', '+1', '\t=1', '\r=1']], ['=cmd|" /C calc"!A0,-0.5\r\n']),
  fc.constantFrom('=1+1', '+1', '-1', '-0.5', '@x', '\t=1', '\r=1', '\uff1d1', '=HYPERLINK("http://evil")'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-0.5, -1, 0, 1e-7, -1e21),
  fc.constantFrom(null, undefined, true, false),
);

const NUMBER_LITERAL = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;

describe('CSV writer fuzz (formula injection)', () => {
  it('no written cell reads back as a formula; text keeps its value, numbers stay numbers', () => {
    assertFuzz('CSV writer', fc.array(cell, { minLength: 1, maxLength: 8 }), (cells) => {
      const read = Papa.parse<string[]>(csvRow(cells), { header: false, delimiter: ',' }).data[0] ?? [];
      expect(read).toHaveLength(cells.length);
      cells.forEach((value, i) => {
        const back = read[i] ?? '';
        if (typeof value === 'number') {
          // A number literal (a negative one starts with '-'), which spreadsheets read as a number, not a formula.
          expect(back).toMatch(NUMBER_LITERAL);
          expect(Number(back)).toBe(value === 0 ? 0 : value);
          return;
        }
        expect(isFormulaLike(back)).toBe(false);
        if (typeof value === 'string') expect(back === value || back === `'${value}`).toBe(true);
      });
    });
  });
});
