import Papa from 'papaparse';
import { detectDelimiter } from './header.js';

/*
 * The one CSV tokeniser of the importers: papaparse, fed one line at a time. Every importer reads line by line so
 * that its row numbers are those a spreadsheet shows and a broken quote spoils its own row only (papaparse on the
 * whole text would swallow the rest of the file into one field). Quote rules (RFC 4180, as papaparse reads them):
 * a value is quoted when a `"` opens it, `""` inside it is a quote, a `"` inside an unquoted value is text
 * (`5" disk`). Two established rules papaparse lacks are applied around it, so existing files read as before:
 * blanks between a separator and an opening quote, or between a closing quote and the next separator, are ignored
 * (`a, "b, c" ;` reads `b, c`).
 */

/** Why a line does not split: a quoted value left open, or text after a closing quote (`"a"b`). */
export type CsvSplitProblem = 'unterminatedQuote' | 'textAfterQuote';

export type CsvSplitResult = { ok: true; fields: string[] } | { ok: false; problem: CsvSplitProblem };

const isBlank = (ch: string): boolean => ch !== '' && ch.trim() === '';

/** The fields of one line, split on `delimiter` (no line break inside: the caller splits lines). */
export function splitCsvRow(line: string, delimiter: string): CsvSplitResult {
  // No quote: nothing for a tokeniser to decide (and the million-row bulk price file is mostly this).
  if (!line.includes('"')) return { ok: true, fields: line.split(delimiter) };
  const parsed = parserFor(delimiter).parse(
    blanksAroundQuotesDropped(line, delimiter),
    0,
    false,
  ) as PapaResult;
  const codes = new Set(parsed.errors.map((e) => e.code));
  if (codes.has('InvalidQuotes')) return { ok: false, problem: 'textAfterQuote' };
  if (codes.has('MissingQuotes')) return { ok: false, problem: 'unterminatedQuote' };
  return { ok: true, fields: parsed.data[0] ?? [''] };
}

interface PapaResult {
  data: string[][];
  errors: { code: string }[];
}

/**
 * papaparse's own parser, one per separator: `Papa.parse` wraps it in a streamer, which costs more than the
 * parsing of one line (and drops a leading byte-order mark, which a line keeps as text).
 */
const parsers = new Map<string, Papa.Parser>();
function parserFor(delimiter: string): Papa.Parser {
  let parser = parsers.get(delimiter);
  if (!parser) {
    parser = new Papa.Parser({ delimiter, newline: '\n', quoteChar: '"' });
    parsers.set(delimiter, parser);
  }
  return parser;
}

/**
 * `line` without the blanks before an opening quote and after a closing quote (those are no part of a value);
 * everything else, quoted content included, as written.
 */
function blanksAroundQuotesDropped(line: string, delimiter: string): string {
  let out = '';
  let atFieldStart = true;
  let i = 0;
  while (i < line.length) {
    const ch = line.charAt(i);
    if (atFieldStart) {
      atFieldStart = false;
      let j = i;
      while (isBlank(line.charAt(j)) && line.charAt(j) !== delimiter) j++;
      if (line.charAt(j) === '"') {
        const end = closingQuote(line, j);
        if (end < 0) return out + line.slice(j);
        out += line.slice(j, end + 1);
        let k = end + 1;
        while (isBlank(line.charAt(k)) && line.charAt(k) !== delimiter) k++;
        i = k === line.length || line.charAt(k) === delimiter ? k : end + 1;
        continue;
      }
    }
    out += ch;
    if (ch === delimiter) atFieldStart = true;
    i++;
  }
  return out;
}

/** The index of the quote closing the value opened at `open` (`""` is an escaped quote), or -1. */
function closingQuote(line: string, open: number): number {
  let i = open + 1;
  while (i < line.length) {
    if (line.charAt(i) === '"') {
      if (line.charAt(i + 1) === '"') i += 2;
      else return i;
    } else i++;
  }
  return -1;
}

/** A file's lines: byte-order mark dropped, `\r\n`, `\n` and `\r` accepted. */
export function csvLinesOf(text: string, limit?: number): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, limit);
}

/** One line of a file as read by {@link readCsvLines}. */
export interface CsvLine {
  /** 1-based line of the file (the header is 1). */
  row: number;
  /** The line as written, for row-level errors. */
  text: string;
  /** Trimmed fields, or `null` when a quote does not read (left open, or text after its closing quote). */
  fields: string[] | null;
}

/**
 * A file as lines of fields: byte-order mark, CRLF and CR accepted; trailing blank lines dropped; blank lines in
 * between skipped but counted. The separator is the one of `,`, `;` or tab that the first line uses most.
 */
export function readCsvLines(text: string): CsvLine[] {
  const lines = csvLinesOf(text);
  while (lines.length > 0 && (lines[lines.length - 1] ?? '').trim() === '') lines.pop();
  const delimiter = detectDelimiter(lines[0] ?? '');
  const out: CsvLine[] = [];
  lines.forEach((line, i) => {
    if (i > 0 && line.trim() === '') return;
    const split = splitCsvRow(line, delimiter);
    out.push({ row: i + 1, text: line, fields: split.ok ? split.fields.map((f) => f.trim()) : null });
  });
  return out;
}
