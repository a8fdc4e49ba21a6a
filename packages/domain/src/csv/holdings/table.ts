/*
 * Reading of the two holdings CSV formats into lines of fields, and their number rule. A line-based reader rather
 * than papaparse: every error must name the line a spreadsheet shows, and a quoted value spanning lines (never
 * meaningful in a holdings file) is reported as an unclosed quote on the line where it opens.
 */

import { numberProblem, splitCsvLine, type PriceCsvMessageKey } from '../price-csv.js';

export interface CsvLine {
  /** 1-based line of the file (the header is 1). */
  row: number;
  /** The line as written, for row-level errors. */
  text: string;
  /** Trimmed fields, or `null` when a quote is left open. */
  fields: string[] | null;
}

/**
 * Splits a file into lines (BOM, CRLF and CR accepted; trailing blank lines dropped; blank lines in between skipped
 * but counted). The separator is the one of `,`, `;` or tab that the header line uses most (`,` if none).
 */
export function readCsvLines(text: string): CsvLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const delimiter = delimiterOf(lines[0] ?? '');
  const out: CsvLine[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.trim() === '') return;
    out.push({ row: i + 1, text: line, fields: splitCsvLine(line, delimiter)?.map((f) => f.trim()) ?? null });
  });
  return out;
}

function delimiterOf(header: string): string {
  const counts = [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

/** Header names compare in lower case without spaces, `_`, `-` and `.` (`Asset class` = `asset_class`). */
export const normaliseHeader = (h: string): string => h.toLowerCase().replace(/[\s_.-]/g, '');

/** The price CSV's number rule (one rule for every importer), named for these importers. */
const NUMBER_PROBLEMS: Partial<Record<PriceCsvMessageKey, NumberProblem>> = {
  'csv.price.thousandsSeparator': 'thousandsSeparator',
  'csv.price.decimalComma': 'decimalComma',
  'csv.price.invalidNumber': 'invalidNumber',
};

export type NumberProblem = 'empty' | 'decimalComma' | 'thousandsSeparator' | 'invalidNumber' | 'outOfRange';

/**
 * A number written with a decimal point and no thousands separators (seed 000 §5, as in the price CSV), or why the
 * text is not one. Negative and zero values are numbers (short positions, closed positions).
 */
export function parseDecimal(
  text: string,
): { ok: true; value: number } | { ok: false; problem: NumberProblem } {
  if (text === '') return { ok: false, problem: 'empty' };
  const problem = numberProblem(text);
  if (problem === null) {
    const value = Number(text);
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'outOfRange' };
  }
  return { ok: false, problem: NUMBER_PROBLEMS[problem] ?? 'invalidNumber' };
}

/** At most this many errors are listed; the rest are counted (`moreErrors`). */
export const MAX_LISTED_ERRORS = 1000;
