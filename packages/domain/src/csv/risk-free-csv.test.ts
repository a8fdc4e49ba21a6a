import { describe, expect, it } from 'vitest';
import { formatCsvError } from './core/index.js';
import { englishLocale } from './fuzz-support.js';
import { parseRiskFreeCsv, riskFreeIdOfFileName, type RiskFreeCsvError } from './risk-free-csv.js';

const errorsOf = (text: string): RiskFreeCsvError[] => {
  const r = parseRiskFreeCsv(text);
  if (r.ok) throw new Error('parsed');
  return r.errors;
};

describe('risk-free CSV: accepted files', () => {
  it('rates in % p.a. become decimals, rows sorted, zero and negative rates kept', () => {
    expect(parseRiskFreeCsv('date,rate\n2022-09-26,0.45\n2015-01-15,-0.75\n2022-06-20,0\n')).toEqual({
      ok: true,
      dates: ['2015-01-15', '2022-06-20', '2022-09-26'],
      rates: [-0.0075, 0, 0.0045],
    });
  });

  it('BOM, CRLF, a semicolon separator, quoted values and header spellings', () => {
    const r = parseRiskFreeCsv('\uFEFFDate;Rate\r\n"2024-01-02"; "1.25"\r\n2024-01-03;1.5\r\n\r\n');
    expect(r).toEqual({ ok: true, dates: ['2024-01-02', '2024-01-03'], rates: [0.0125, 0.015] });
  });
});

describe('risk-free CSV: errors name the row, the column and the value', () => {
  it('whole-file problems', () => {
    expect(errorsOf('')).toEqual([{ row: 1, column: null, value: '', messageKey: 'csv.riskFree.emptyFile' }]);
    expect(errorsOf('2024-01-02,1.0\n')[0]?.messageKey).toBe('csv.riskFree.missingHeader');
    expect(errorsOf('date,rate,extra\n')[0]?.messageKey).toBe('csv.riskFree.columnCount');
    expect(errorsOf('date,rate\n')[0]?.messageKey).toBe('csv.riskFree.noRows');
    expect(errorsOf('"date,rate\n')[0]?.messageKey).toBe('csv.riskFree.unterminatedQuote');
    expect(errorsOf('day,yield\n2024-01-02,1\n')).toEqual([
      { row: 1, column: 'date', value: 'day', messageKey: 'csv.riskFree.badHeader' },
      { row: 1, column: 'rate', value: 'yield', messageKey: 'csv.riskFree.badHeader' },
    ]);
  });

  it('every row error of the file, with its row, column and value', () => {
    const text = [
      'date,rate',
      '2024-01-02,1.25',
      '2024-02-30,1',
      '2024-01-02,1.3',
      '2024-01-04,"1,5"',
      '2024-01-05,1,234.5',
      '2024-01-06,',
      '2024-01-07,abc',
      '2024-01-08,150',
      '2024-01-09,-100',
      '"2024-01-10,1',
      '24-01-11,2',
    ].join('\n');
    expect(errorsOf(text)).toEqual([
      { row: 3, column: 'date', value: '2024-02-30', messageKey: 'csv.riskFree.invalidDate' },
      { row: 4, column: 'date', value: '2024-01-02', messageKey: 'csv.riskFree.duplicateDate', firstRow: 2 },
      { row: 5, column: 'rate', value: '1,5', messageKey: 'csv.riskFree.decimalComma' },
      { row: 6, column: null, value: '2024-01-05,1,234.5', messageKey: 'csv.riskFree.columnCount' },
      { row: 7, column: 'rate', value: '', messageKey: 'csv.riskFree.emptyValue' },
      { row: 8, column: 'rate', value: 'abc', messageKey: 'csv.riskFree.invalidNumber' },
      { row: 9, column: 'rate', value: '150', messageKey: 'csv.riskFree.outOfRange' },
      { row: 10, column: 'rate', value: '-100', messageKey: 'csv.riskFree.outOfRange' },
      { row: 11, column: null, value: '"2024-01-10,1', messageKey: 'csv.riskFree.unterminatedQuote' },
      { row: 12, column: 'date', value: '24-01-11', messageKey: 'csv.riskFree.invalidDate' },
    ]);
  });

  it('thousands separators and an empty date', () => {
    expect(errorsOf('date;rate\n2024-01-02;1,234.5\n;1\n')).toEqual([
      { row: 2, column: 'rate', value: '1,234.5', messageKey: 'csv.riskFree.thousandsSeparator' },
      { row: 3, column: 'date', value: '', messageKey: 'csv.riskFree.emptyValue' },
    ]);
  });

  it('the English texts come from the price data locale (the CLI prints them)', () => {
    const [e] = errorsOf('date,rate\n2024-01-02,1,5\n');
    expect(e && formatCsvError(e, englishLocale('price-data'))).toBe(
      'row 2: "2024-01-02,1,5" - Wrong number of values: every row needs a date and a rate.',
    );
  });
});

describe('risk-free series id from a file name', () => {
  it('upper-cased base name without the extension', () => {
    expect(riskFreeIdOfFileName('saron.csv')).toBe('SARON');
    expect(riskFreeIdOfFileName('data/rates/estr-2024.csv')).toBe('ESTR-2024');
    expect(riskFreeIdOfFileName('C:\\rates\\sofr')).toBe('SOFR');
  });
});
