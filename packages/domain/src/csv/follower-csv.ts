import Papa from 'papaparse';
import { z } from 'zod';
import { normalizeFollowerEmail } from '../schemas/followers.js';

/*
 * A list of followers to add to a product (seed 000 §5 "Follower add"): any CSV a spreadsheet or a CRM exports
 * (comma or semicolon separated, quoted, with a byte-order mark, with other columns) whose header names a column
 * `email` or `e-mail` (any case). Parsing is papaparse's job; the rules here: wrong-format addresses are listed by
 * row and value, an address repeated in the file is kept once, and addresses already following the product in the
 * product are filtered out (`followersToAdd`).
 */

const emailSchema = z.email().max(254);
const HEADER_NAMES = ['email', 'e-mail'];

export type FollowerCsvError =
  /** No rows at all. */
  | 'emptyFile'
  /** No column named email or e-mail in the first row. */
  | 'missingHeader';

export interface FollowerCsvList {
  /** Valid addresses, normalised (trimmed, lower case), each once, in file order, with the row they come from. */
  emails: { row: number; email: string }[];
  /** Rows whose address is not a valid e-mail (1-based rows of the file, as a spreadsheet numbers them). */
  invalid: { row: number; value: string }[];
  /** Rows repeating an address of an earlier row. */
  duplicates: { row: number; email: string; firstRow: number }[];
}

export type FollowerCsvResult = { ok: true; list: FollowerCsvList } | { ok: false; error: FollowerCsvError };

/**
 * The separator of the header row: papaparse's own guess needs every row to have the same number of fields, which
 * blank rows (kept for the row numbers) break, so we guess from the first non-blank line.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((d) => ({ d, n: header.split(d).length - 1 }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 0 ? best.d : ',';
}

export function parseFollowerCsv(text: string): FollowerCsvResult {
  const clean = text.replace(/^\uFEFF/, '');
  // Blank rows are skipped here, not by papaparse, so that row numbers stay those a spreadsheet shows.
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: false, delimiter: delimiterOf(clean) });
  const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
  const headerIndex = parsed.data.findIndex((cells) => !isBlank(cells));
  const header = parsed.data[headerIndex];
  if (!header) return { ok: false, error: 'emptyFile' };
  const column = header.findIndex((name) => HEADER_NAMES.includes(name.trim().toLowerCase()));
  if (column < 0) return { ok: false, error: 'missingHeader' };

  const list: FollowerCsvList = { emails: [], invalid: [], duplicates: [] };
  const firstRowOf = new Map<string, number>();
  parsed.data.forEach((cells, i) => {
    const row = i + 1;
    if (i <= headerIndex || isBlank(cells)) return;
    const value = (cells[column] ?? '').trim();
    if (!emailSchema.safeParse(value).success) {
      list.invalid.push({ row, value });
      return;
    }
    const email = normalizeFollowerEmail(value);
    const firstRow = firstRowOf.get(email);
    if (firstRow !== undefined) {
      list.duplicates.push({ row, email, firstRow });
      return;
    }
    firstRowOf.set(email, row);
    list.emails.push({ row, email });
  });
  return { ok: true, list };
}

/**
 * Which of `emails` to add as followers of a product, and which already follow it (seed 000 §5: "must not already
 * follow"; "already present ones are filtered out"). An address follows a product once, whatever the language:
 * a second language would only mean a second copy of every mail. Compared normalised.
 */
export function followersToAdd(
  emails: readonly string[],
  existing: readonly { email: string }[],
): { add: string[]; alreadyFollowing: string[] } {
  const following = new Set(existing.map((f) => normalizeFollowerEmail(f.email)));
  const add: string[] = [];
  const alreadyFollowing: string[] = [];
  for (const email of emails.map(normalizeFollowerEmail)) {
    if (following.has(email)) alreadyFollowing.push(email);
    else if (!add.includes(email)) add.push(email);
  }
  return { add, alreadyFollowing };
}
