import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_PREFIXES, csvCell, csvRow, isFormulaLike, neutraliseCsvText } from './csv-writer.js';

/** What a spreadsheet reads back from one written row (RFC 4180). */
const readBack = (row: string): string[] => {
  const parsed = Papa.parse<string[]>(row, { header: false, skipEmptyLines: false });
  return parsed.data[0] ?? [];
};

describe('neutraliseCsvText (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\uff1dcmd', '=HYPERLINK("http://x")'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseCsvText(text)).toBe(`'${text}`);
      expect(isFormulaLike(text)).toBe(true);
    },
  );

  it.each(['', 'Equities', ' =1', "'=1", '1.5', 'a=b', 'Bonds - EM'])('keeps %j', (text) => {
    expect(neutraliseCsvText(text)).toBe(text);
  });
});

describe('csvCell', () => {
  it('writes numbers as numbers, negative ones included', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(1e-7)).toBe('1e-7');
  });

  it('leaves non-finite numbers and missing values empty', () => {
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes flags as true/false', () => {
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
  });

  it('quotes separators, quotes and line breaks after neutralising', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-a,b')).toBe(`"'-a,b"`);
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('treats text that looks like a negative number as text', () => {
    expect(csvCell('-5')).toBe("'-5");
  });
});

describe('csvRow', () => {
  it('joins the cells with commas and ends in CRLF', () => {
    expect(csvRow(['a', 1, null, true])).toBe('a,1,,true\r\n');
  });

  it('writes an empty row as a bare line break', () => {
    expect(csvRow([])).toBe('\r\n');
  });
});

describe('properties', () => {
  it('no text cell read back starts like a formula, and dropping the apostrophe gives the text back', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (texts) => {
        const cells = readBack(csvRow(texts));
        expect(cells).toHaveLength(texts.length);
        cells.forEach((cell, i) => {
          const text = texts[i] ?? '';
          expect(isFormulaLike(cell)).toBe(false);
          expect(cell).toBe(isFormulaLike(text) ? `'${text}` : text);
        });
      }),
    );
  });

  it('formula prefixes anywhere in generated text never reach the first character', () => {
    const prefix = fc.constantFrom(...CSV_FORMULA_PREFIXES);
    fc.assert(
      fc.property(prefix, fc.string(), (p, rest) => {
        const cell = readBack(csvRow([`${p}${rest}`, 'x']))[0] ?? '';
        expect(cell.startsWith("'")).toBe(true);
      }),
    );
  });

  it('every finite number reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const cell = readBack(csvRow([n, 'x']))[0] ?? '';
        expect(Number(cell)).toBe(n === 0 ? 0 : n);
        expect(cell.startsWith("'")).toBe(false);
      }),
    );
  });
});
