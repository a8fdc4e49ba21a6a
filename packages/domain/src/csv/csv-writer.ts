/*
 * Writing CSV that is safe to open in a spreadsheet (the platform export, seed 000 §2 "exports"). A text cell that
 * starts with `=`, `+`, `-` or `@` (or a tab or carriage return, OWASP "CSV Injection") would be run as a formula
 * by Excel, LibreOffice or Google Sheets: such a cell is neutralised by a leading apostrophe, which spreadsheets
 * show as text and do not execute. The full-width forms of those characters (U+FF1D, U+FF0B, U+FF0D, U+FF20) are
 * treated alike, since some spreadsheet locales fold them.
 *
 * Numbers are a different type: a cell given as a number (a price, a weight, a negative return) is written as the
 * number it is, `-1.5` stays `-1.5`, so the export stays machine-readable. Only a column the writer declares
 * numeric takes numbers; text that merely looks like a number (a holding named "-5") is text and neutralised. Every
 * cell is quoted when it holds the separator, a quote or a line break (RFC 4180), quotes doubled. Rows end in CRLF.
 */

/** A cell of the export: text (neutralised), a number (as is), a flag, or empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** First characters a spreadsheet would treat as the start of a formula (OWASP, plus their full-width forms). */
export const CSV_FORMULA_PREFIXES = [
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uff1d',
  '\uff0b',
  '\uff0d',
  '\uff20',
] as const;

/** `true` when a spreadsheet would execute `text` as a formula. */
export const isFormulaLike = (text: string): boolean =>
  (CSV_FORMULA_PREFIXES as readonly string[]).includes(text.charAt(0));

/** The text a spreadsheet shows as is: formula-like text gets a leading apostrophe, everything else is unchanged. */
export const neutraliseCsvText = (text: string): string => (isFormulaLike(text) ? `'${text}` : text);

const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as written: numbers as numbers (non-finite ones empty), text neutralised and quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = neutraliseCsvText(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row, CRLF-terminated. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;
