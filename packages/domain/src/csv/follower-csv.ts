import { z } from 'zod';
import { normalizeFollowerEmail } from '../schemas/followers.js';
import { csvLinesOf, detectDelimiter, normaliseHeader, splitCsvRow } from './core/index.js';

/*
 * A list of followers to add to a product (seed 000 §5 "Follower add"): any CSV a spreadsheet or a CRM exports
 * (comma or semicolon separated, quoted, with a byte-order mark, with other columns) whose header names a column
 * `email` or `e-mail` (any case). Reading is the CSV core's (./core: line by line, so rows are those a spreadsheet
 * shows; a line whose quotes do not read is a wrong-format row); the rules here: wrong-format addresses are listed by
 * row and value, an address repeated in the file is kept once, and addresses already following the product in the
 * product are filtered out (`followersToAdd`).
 */

const emailSchema = /* @__PURE__ */ z.email().max(254);
/** Header names of the address column, normalised (`E-Mail` = `email`). */
const HEADER_NAME = 'email';

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

export function parseFollowerCsv(text: string): FollowerCsvResult {
  const lines = csvLinesOf(text);
  // The separator of the first non-blank line (the header); blank rows are skipped but counted.
  const delimiter = detectDelimiter(lines.find((line) => line.trim() !== '') ?? '');
  const rows = lines.map((line) => {
    const split = splitCsvRow(line, delimiter);
    return { line, cells: split.ok ? split.fields : null };
  });
  const isBlank = (cells: readonly string[] | null) => cells?.every((c) => c.trim() === '') ?? false;
  const headerIndex = rows.findIndex((r) => !isBlank(r.cells));
  const header = rows[headerIndex]?.cells;
  if (headerIndex < 0) return { ok: false, error: 'emptyFile' };
  const column = (header ?? []).findIndex((name) => normaliseHeader(name) === HEADER_NAME);
  if (column < 0) return { ok: false, error: 'missingHeader' };

  const list: FollowerCsvList = { emails: [], invalid: [], duplicates: [] };
  const firstRowOf = new Map<string, number>();
  rows.forEach(({ line, cells }, i) => {
    const row = i + 1;
    if (i <= headerIndex || isBlank(cells)) return;
    const value = cells ? (cells[column] ?? '').trim() : line.trim();
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
