// The value rule of stored rate series (|rate| < 100 % p.a.), so a file the CLI reads is one the portal stores.
import { seriesValueProblem } from '../prices/risk-free.js';
import { isRealDate } from '../tenant/common.js';
import {
  normaliseHeader,
  readCsvLines,
  readCsvNumber,
  type CsvError,
  type CsvNumberProblem,
} from './core/index.js';

/*
 * Risk-free rate CSV (METRICS.md "Risk-free rate from a series"): a header row, then `date,rate` with the annual
 * rate in percent (`1.25` = 1.25 % p.a.). Validated like a price CSV (dates `YYYY-MM-DD`, no duplicate date, a
 * decimal point, no thousands separators, no empty value; rows in any order, the result is sorted), except that a
 * rate may be zero or negative: SARON and €STR were below zero from 2015 to 2022. A rate of 100 % or more (either
 * sign) is refused as a unit mistake (basis points?) rather than read, since no interbank rate has come near it.
 */

export type RiskFreeCsvColumn = 'date' | 'rate';

/** i18n keys of the risk-free CSV errors; their texts: web/src/locales/<lang>/price-data.json (./messages.ts). */
export const RISK_FREE_CSV_MESSAGE_KEYS = [
  'csv.riskFree.emptyFile',
  'csv.riskFree.missingHeader',
  'csv.riskFree.badHeader',
  'csv.riskFree.columnCount',
  'csv.riskFree.noRows',
  'csv.riskFree.emptyValue',
  'csv.riskFree.invalidDate',
  'csv.riskFree.duplicateDate',
  'csv.riskFree.invalidNumber',
  'csv.riskFree.decimalComma',
  'csv.riskFree.thousandsSeparator',
  'csv.riskFree.outOfRange',
  'csv.riskFree.unterminatedQuote',
] as const;
export type RiskFreeCsvMessageKey = (typeof RISK_FREE_CSV_MESSAGE_KEYS)[number];

/** An error of the risk-free CSV (the core's error type; `firstRow` for `duplicateDate`). */
export type RiskFreeCsvError = CsvError<RiskFreeCsvMessageKey, RiskFreeCsvColumn>;

/** The parsed file: dates ascending, rates as decimals (`1.25` in the file is `0.0125` here). */
export interface RiskFreeRates {
  dates: string[];
  rates: number[];
}

export type RiskFreeCsvResult = ({ ok: true } & RiskFreeRates) | { ok: false; errors: RiskFreeCsvError[] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const COLUMNS: readonly RiskFreeCsvColumn[] = ['date', 'rate'];
const HEADER_NAMES: Record<RiskFreeCsvColumn, readonly string[]> = {
  date: ['date'],
  rate: ['rate', 'ratepct', 'rate%', 'fixing', 'value'],
};

const NUMBER_KEYS: Record<CsvNumberProblem, RiskFreeCsvMessageKey> = {
  empty: 'csv.riskFree.emptyValue',
  decimalComma: 'csv.riskFree.decimalComma',
  thousandsSeparator: 'csv.riskFree.thousandsSeparator',
  invalidNumber: 'csv.riskFree.invalidNumber',
  outOfRange: 'csv.riskFree.outOfRange',
};

/**
 * The decimal of a percentage as written: `0.45` -> `0.0045` by shifting the exponent, which gives the double
 * nearest to the written decimal (`0.45 / 100` would be `0.0045000000000000005`).
 */
const percentToDecimal = (text: string, value: number): number =>
  /e/i.test(text) ? value / 100 : Number(`${text}e-2`);

const fileError = (messageKey: RiskFreeCsvMessageKey, value: string): RiskFreeCsvResult => ({
  ok: false,
  errors: [{ row: 1, column: null, value, messageKey }],
});

/**
 * Parses and validates a risk-free rate CSV. Returns the dated rates sorted by date, as decimals, or **every** row
 * error found (`{row, column, value, messageKey}`), never both.
 */
export function parseRiskFreeCsv(text: string): RiskFreeCsvResult {
  const [header, ...lines] = readCsvLines(text);
  if (!header || header.text.trim() === '') return fileError('csv.riskFree.emptyFile', header?.text ?? '');
  if (!header.fields) return fileError('csv.riskFree.unterminatedQuote', header.text);
  if (DATE_RE.test(header.fields[0] ?? '')) return fileError('csv.riskFree.missingHeader', header.text);
  if (header.fields.length !== COLUMNS.length) return fileError('csv.riskFree.columnCount', header.text);
  const errors: RiskFreeCsvError[] = [];
  COLUMNS.forEach((column, k) => {
    const name = header.fields?.[k] ?? '';
    if (!HEADER_NAMES[column].includes(normaliseHeader(name)))
      errors.push({ row: 1, column, value: name, messageKey: 'csv.riskFree.badHeader' });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) return fileError('csv.riskFree.noRows', header.text);

  const rows: { date: string; rate: number }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, text: line, fields } of lines) {
    if (!fields) {
      errors.push({ row, column: null, value: line, messageKey: 'csv.riskFree.unterminatedQuote' });
      continue;
    }
    if (fields.length !== COLUMNS.length) {
      errors.push({ row, column: null, value: line, messageKey: 'csv.riskFree.columnCount' });
      continue;
    }
    const [date = '', rateText = ''] = fields;
    const before = errors.length;
    const firstRow = firstRowOf.get(date);
    if (date === '') errors.push({ row, column: 'date', value: date, messageKey: 'csv.riskFree.emptyValue' });
    else if (!DATE_RE.test(date) || !isRealDate(date))
      errors.push({ row, column: 'date', value: date, messageKey: 'csv.riskFree.invalidDate' });
    else if (firstRow !== undefined)
      errors.push({ row, column: 'date', value: date, messageKey: 'csv.riskFree.duplicateDate', firstRow });
    else firstRowOf.set(date, row);
    const rate = readCsvNumber(rateText);
    if (!rate.ok)
      errors.push({ row, column: 'rate', value: rateText, messageKey: NUMBER_KEYS[rate.problem] });
    else if (seriesValueProblem('ratePercent', rate.value) !== null)
      errors.push({ row, column: 'rate', value: rateText, messageKey: 'csv.riskFree.outOfRange' });
    if (errors.length === before && rate.ok)
      rows.push({ date, rate: percentToDecimal(rateText, rate.value) });
  }
  if (errors.length > 0) return { ok: false, errors };
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ok: true, dates: rows.map((r) => r.date), rates: rows.map((r) => r.rate) };
}

/** The series id a file name suggests (`saron.csv` -> `SARON`, `data/estr-2024.csv` -> `ESTR-2024`). */
export function riskFreeIdOfFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[^.]*$/, '').toUpperCase();
}
