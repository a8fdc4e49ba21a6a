/*
 * The number rule of every importer (seed 000 §5): a decimal point, no thousands separators, no empty value. The
 * reader says why a text is not a number, so each importer can name the problem with its own message key.
 */

export type CsvNumberProblem =
  'empty' | 'decimalComma' | 'thousandsSeparator' | 'invalidNumber' | 'outOfRange';

const NUMBER_RE = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const GROUPED_RE = /^[+-]?\d{1,3}(?:[,' \u00a0\u2019]\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA_RE = /^[+-]?\d+,\d+$/;
const NUMBER_LIKE_RE = /^[+-]?[\d,.' \u00a0\u2019]+$/;

export interface CsvNumberOptions {
  /**
   * How `1,234` (both a grouped thousand and a decimal comma) is named: `thousands` (the price and holding files,
   * default) or `decimal` (chart values of the bulk component file, where small numbers are the rule).
   */
  ambiguousComma?: 'thousands' | 'decimal';
}

/** Why `text` (trimmed, not empty) is not a plain decimal-point number, or `null` if it is one. */
export function numberTextProblem(
  text: string,
  options: CsvNumberOptions = {},
): 'decimalComma' | 'thousandsSeparator' | 'invalidNumber' | null {
  if (NUMBER_RE.test(text)) return null;
  if (options.ambiguousComma === 'decimal' && DECIMAL_COMMA_RE.test(text)) return 'decimalComma';
  if (GROUPED_RE.test(text)) return 'thousandsSeparator';
  if (DECIMAL_COMMA_RE.test(text)) return 'decimalComma';
  if (NUMBER_LIKE_RE.test(text) && /\d/.test(text)) return 'thousandsSeparator';
  return 'invalidNumber';
}

/** The number `text` holds (negative and zero included), or why it holds none (`outOfRange`: not finite). */
export function readCsvNumber(
  text: string,
  options: CsvNumberOptions = {},
): { ok: true; value: number } | { ok: false; problem: CsvNumberProblem } {
  if (text === '') return { ok: false, problem: 'empty' };
  const problem = numberTextProblem(text, options);
  if (problem) return { ok: false, problem };
  const value = Number(text);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'outOfRange' };
}
