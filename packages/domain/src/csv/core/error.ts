/*
 * The one error type of the CSV importers: where (row, column), what was written (value), and why (a message key
 * with its params). The domain has the keys only; their texts live once, in the web locales of the importer's
 * screen (web/src/locales/<lang>/<file>.json: price-data, bulk-prices, bulk-components, holdings-admin), in every
 * language. The server sends errors as they are (keys and params); the web translates them; the CLI prints the
 * English text of the same files (`formatCsvError`).
 */

/** At most this many errors are listed; the rest are counted. */
export const CSV_MAX_ERRORS = 1000;

export type CsvMessageParams = Record<string, string | number>;

export interface CsvError<
  K extends string = string,
  C extends string = string,
  R extends number | null = number,
> {
  /** 1-based line of the file (the header is row 1); `null` for the file as a whole where an importer allows it. */
  row: R;
  /** The column concerned, or `null` for a whole-row or whole-file problem. */
  column: C | null;
  /** The offending value as written (trimmed for cells; the whole line for row problems). */
  value: string;
  messageKey: K;
  /** What the message needs besides the value (`{{name}}` in the texts). */
  params?: CsvMessageParams;
  /** The row where the same key, date or holding first appeared (duplicates). */
  firstRow?: number;
  /** Bulk prices: the id of a duplicate date, and how many rows carry an unknown or refused id. */
  id?: string;
  rowCount?: number;
}

/** `text` with `{{name}}` filled from `params` (i18next syntax); unknown names are left as written. */
export function fillCsvMessage(text: string, params: CsvMessageParams | undefined): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

/** The text of a dotted `key` (`csv.price.emptyFile`) in a locale file's nested object, if it has one. */
export function csvMessageIn(catalogue: unknown, key: string): string | undefined {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
  return typeof text === 'string' ? text : undefined;
}

/**
 * One line per error, for logs and the CLI: `row 3, price: "1,5" - Use a decimal point, not a comma.` (`file`
 * where the error has no row). `catalogue` is a locale file (the key itself is printed when it has no text).
 */
export function formatCsvError(e: CsvError<string, string, number | null>, catalogue: unknown): string {
  const where = [e.row === null ? 'file' : `row ${e.row}`, e.column].filter(Boolean).join(', ');
  const text = fillCsvMessage(csvMessageIn(catalogue, e.messageKey) ?? e.messageKey, e.params);
  return `${where}: ${JSON.stringify(e.value)} - ${text}`;
}
