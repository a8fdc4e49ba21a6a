import type { PricePoint, PriceSeries } from '../prices/layout.js';
import { isRealDate } from '../tenant/common.js';

/**
 * Price CSV of a single product (seed 000 §5 "Price CSV (single product)"):
 * a header row, then 2 or 3 columns `date,price[,adjusted_price]`; dates strictly `YYYY-MM-DD`; no duplicate dates;
 * decimal point, no thousands separators; no empty values. Rows may come in any order (the result is sorted).
 *
 * A small strict parser rather than a general CSV library: the format is narrow, the errors must name the row,
 * column and value, and the domain package stays dependency-free. Fields may be double-quoted (spreadsheet
 * exports); quoted content is validated like any other value (so `"1,234.5"` is a thousands-separator error).
 */

export type PriceCsvColumn = 'date' | 'price' | 'adjusted_price';

/** i18n keys of the price CSV errors (namespace `csv`). */
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

/** English texts of the keys (the CLI prints them; the web app has its own translations). */
export const PRICE_CSV_MESSAGES_EN: Record<PriceCsvMessageKey, string> = {
  'csv.price.emptyFile': 'The file is empty.',
  'csv.price.missingHeader': 'The first row must be a header: date,price[,adjusted_price].',
  'csv.price.badHeader': 'Unexpected column name; expected date, price and optionally adjusted_price.',
  'csv.price.columnCount': 'Wrong number of values: every row needs as many values as the header (2 or 3).',
  'csv.price.emptyValue': 'Empty value.',
  'csv.price.invalidDate': 'Not a date as YYYY-MM-DD.',
  'csv.price.duplicateDate': 'This date appears more than once.',
  'csv.price.invalidNumber': 'Not a number.',
  'csv.price.decimalComma': 'Use a decimal point, not a comma.',
  'csv.price.thousandsSeparator': 'Remove the thousands separators.',
  'csv.price.nonPositive': 'Prices must be greater than zero.',
  'csv.price.unterminatedQuote': 'A quoted value is not closed.',
};

export interface CsvRowError {
  /** 1-based line number in the file (the header is row 1). */
  row: number;
  /** The column concerned, or `null` for a whole-row problem. */
  column: PriceCsvColumn | null;
  /** The offending raw value (or the whole line for row-level problems). */
  value: string;
  messageKey: PriceCsvMessageKey;
  /** For `duplicateDate`: the row where the date first appeared. */
  firstRow?: number;
}

export type PriceCsvResult =
  { ok: true; rows: PricePoint[]; hasAdjustedPrice: boolean } | { ok: false; errors: CsvRowError[] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_RE = /^[+-]?\d{1,3}(?:[,' \u00a0\u2019]\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA_RE = /^[+-]?\d+,\d+$/;

/** Header names accepted per column (compared lower-case without spaces, `_` and `-`). */
const HEADER_NAMES: Record<PriceCsvColumn, readonly string[]> = {
  date: ['date'],
  price: ['price', 'nav', 'close'],
  adjusted_price: ['adjustedprice', 'adjprice', 'priceadj', 'adjusted', 'adjustedclose', 'adjclose'],
};
const COLUMNS: readonly PriceCsvColumn[] = ['date', 'price', 'adjusted_price'];

/** Splits a line into fields by `separator` (RFC 4180 double quotes); `null` if a quote is left open. */
export function splitCsvLine(line: string, separator = ','): string[] | null {
  const out: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < line.length) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch === '"') {
        if (line.charAt(i + 1) === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      out.push(field);
      field = '';
    } else field += ch;
    i++;
  }
  if (quoted) return null;
  out.push(field);
  return out;
}

/** Why a price text is not a plain decimal-point number, or `null` if it is one (also used by the bulk price CSV). */
export function numberProblem(text: string): PriceCsvMessageKey | null {
  if (NUMBER_RE.test(text)) return null;
  if (GROUPED_RE.test(text)) return 'csv.price.thousandsSeparator';
  if (DECIMAL_COMMA_RE.test(text)) return 'csv.price.decimalComma';
  if (/^[+-]?[\d,.' \u00a0\u2019]+$/.test(text) && /\d/.test(text)) return 'csv.price.thousandsSeparator';
  return 'csv.price.invalidNumber';
}

const normaliseHeader = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/**
 * Parses and validates a single-product price CSV. Returns the rows sorted by date (with `adjustedPrice` when the
 * file has the third column), or **every** row error found (`{row, column, value, messageKey}`), never both.
 */
export function parsePriceCsv(text: string): PriceCsvResult {
  const errors: CsvRowError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
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

/** One line per error, in English, for logs and the CLI: `row 3, price: "1,5" - Use a decimal point, not a comma.` */
export function formatCsvRowError(e: CsvRowError): string {
  const where = e.column ? `row ${e.row}, ${e.column}` : `row ${e.row}`;
  return `${where}: ${JSON.stringify(e.value)} - ${PRICE_CSV_MESSAGES_EN[e.messageKey]}`;
}

/** Columnar series of parsed rows (adjusted defaults to the price, seed 000 §3 "Price point"). */
export function priceRowsToSeries(rows: readonly PricePoint[]): PriceSeries {
  return {
    dates: rows.map((r) => r.date),
    prices: rows.map((r) => r.price),
    adjusted: rows.map((r) => r.adjustedPrice ?? r.price),
  };
}
