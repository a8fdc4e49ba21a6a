import type { PricePoint, PriceSeries } from '../prices/layout.js';
import { isRealDate } from '../tenant/common.js';
import { csvLinesOf, normaliseHeader, numberTextProblem, splitCsvRow, type CsvError } from './core/index.js';

/**
 * Price CSV of a single product (seed 000 §5 "Price CSV (single product)"):
 * a header row, then 2 or 3 columns `date,price[,adjusted_price]`; dates strictly `YYYY-MM-DD`; no duplicate dates;
 * decimal point, no thousands separators; no empty values. Rows may come in any order (the result is sorted).
 *
 * Lines are split by the CSV core (./core: papaparse line by line, the number rule, the error type), so errors name
 * the row, column and value. Fields may be double-quoted (spreadsheet exports); quoted content is validated like
 * any other value (so `"1,234.5"` is a thousands-separator error).
 */

export type PriceCsvColumn = 'date' | 'price' | 'adjusted_price';

/** i18n keys of the price CSV errors; their texts: web/src/locales/<lang>/price-data.json (./messages.ts). */
export const PRICE_CSV_MESSAGE_KEYS = [
  'csv.price.emptyFile',
  'csv.price.missingHeader',
  'csv.price.badHeader',
  'csv.price.columnCount',
  'csv.price.emptyValue',
  'csv.price.invalidDate',
  'csv.price.duplicateDate',
  'csv.price.invalidNumber',
  'csv.price.decimalComma',
  'csv.price.thousandsSeparator',
  'csv.price.nonPositive',
  'csv.price.unterminatedQuote',
] as const;
export type PriceCsvMessageKey = (typeof PRICE_CSV_MESSAGE_KEYS)[number];

/** An error of the price CSV (the core's error type; `firstRow` for `duplicateDate`). */
export type CsvRowError = CsvError<PriceCsvMessageKey, PriceCsvColumn>;

export type PriceCsvResult =
  { ok: true; rows: PricePoint[]; hasAdjustedPrice: boolean } | { ok: false; errors: CsvRowError[] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Header names accepted per column (compared with the core's `normaliseHeader`). */
const HEADER_NAMES: Record<PriceCsvColumn, readonly string[]> = {
  date: ['date'],
  price: ['price', 'nav', 'close'],
  adjusted_price: ['adjustedprice', 'adjprice', 'priceadj', 'adjusted', 'adjustedclose', 'adjclose'],
};
const COLUMNS: readonly PriceCsvColumn[] = ['date', 'price', 'adjusted_price'];

/**
 * The fields of a line split by `separator` (the CSV core's tokeniser), or `null` when a quote does not read
 * (left open, or text after a closing quote).
 */
export function splitCsvLine(line: string, separator = ','): string[] | null {
  const split = splitCsvRow(line, separator);
  return split.ok ? split.fields : null;
}

const NUMBER_KEYS = {
  decimalComma: 'csv.price.decimalComma',
  thousandsSeparator: 'csv.price.thousandsSeparator',
  invalidNumber: 'csv.price.invalidNumber',
} as const satisfies Record<string, PriceCsvMessageKey>;

/** Why a price text is not a plain decimal-point number, or `null` if it is one (also used by the price entry form). */
export function numberProblem(text: string): PriceCsvMessageKey | null {
  const problem = numberTextProblem(text);
  return problem && NUMBER_KEYS[problem];
}

/**
 * Parses and validates a single-product price CSV. Returns the rows sorted by date (with `adjustedPrice` when the
 * file has the third column), or **every** row error found (`{row, column, value, messageKey}`), never both.
 */
export function parsePriceCsv(text: string): PriceCsvResult {
  const errors: CsvRowError[] = [];
  const lines = csvLinesOf(text);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const headerLine = lines[0];
  if (headerLine === undefined || headerLine.trim() === '') {
    return { ok: false, errors: [{ row: 1, column: null, value: '', messageKey: 'csv.price.emptyFile' }] };
  }
  const header = splitCsvLine(headerLine);
  if (!header) {
    return {
      ok: false,
      errors: [{ row: 1, column: null, value: headerLine, messageKey: 'csv.price.unterminatedQuote' }],
    };
  }
  if (DATE_RE.test((header[0] ?? '').trim())) {
    return {
      ok: false,
      errors: [{ row: 1, column: null, value: headerLine, messageKey: 'csv.price.missingHeader' }],
    };
  }
  if (header.length < 2 || header.length > 3) {
    return {
      ok: false,
      errors: [{ row: 1, column: null, value: headerLine, messageKey: 'csv.price.columnCount' }],
    };
  }
  header.forEach((h, k) => {
    const column = COLUMNS[k];
    if (column && !HEADER_NAMES[column].includes(normaliseHeader(h))) {
      errors.push({ row: 1, column, value: h, messageKey: 'csv.price.badHeader' });
    }
  });
  if (errors.length > 0) return { ok: false, errors };
  const width = header.length;
  const rows: PricePoint[] = [];
  const seen = new Map<string, number>();
  for (let li = 1; li < lines.length; li++) {
    const row = li + 1;
    const line = lines[li] ?? '';
    if (line.trim() === '') {
      errors.push({ row, column: null, value: line, messageKey: 'csv.price.emptyValue' });
      continue;
    }
    const fields = splitCsvLine(line);
    if (!fields) {
      errors.push({ row, column: null, value: line, messageKey: 'csv.price.unterminatedQuote' });
      continue;
    }
    if (fields.length !== width) {
      errors.push({ row, column: null, value: line, messageKey: 'csv.price.columnCount' });
      continue;
    }
    let ok = true;
    const date = (fields[0] ?? '').trim();
    if (date === '') {
      errors.push({ row, column: 'date', value: date, messageKey: 'csv.price.emptyValue' });
      ok = false;
    } else if (!DATE_RE.test(date) || !isRealDate(date)) {
      errors.push({ row, column: 'date', value: date, messageKey: 'csv.price.invalidDate' });
      ok = false;
    } else {
      const first = seen.get(date);
      if (first !== undefined) {
        errors.push({
          row,
          column: 'date',
          value: date,
          messageKey: 'csv.price.duplicateDate',
          firstRow: first,
        });
        ok = false;
      } else seen.set(date, row);
    }
    const numbers: number[] = [];
    for (let k = 1; k < width; k++) {
      const column = COLUMNS[k] ?? 'price';
      const raw = (fields[k] ?? '').trim();
      let problem: PriceCsvMessageKey | null = raw === '' ? 'csv.price.emptyValue' : numberProblem(raw);
      const value = Number(raw);
      if (!problem && !(Number.isFinite(value) && value > 0)) problem = 'csv.price.nonPositive';
      if (problem) {
        errors.push({ row, column, value: raw, messageKey: problem });
        ok = false;
      } else numbers.push(value);
    }
    if (ok) {
      const price = numbers[0] ?? NaN;
      const adjusted = numbers[1];
      rows.push(adjusted === undefined ? { date, price } : { date, price, adjustedPrice: adjusted });
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { ok: true, rows, hasAdjustedPrice: width === 3 };
}

/** Columnar series of parsed rows (adjusted defaults to the price, seed 000 §3 "Price point"). */
export function priceRowsToSeries(rows: readonly PricePoint[]): PriceSeries {
  return {
    dates: rows.map((r) => r.date),
    prices: rows.map((r) => r.price),
    adjusted: rows.map((r) => r.adjustedPrice ?? r.price),
  };
}
