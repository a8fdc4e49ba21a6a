/*
 * The header row of every importer: which separator the file uses, and header names compared loosely.
 */

/** The separators a file may use: `,`, `;` (spreadsheets in locales with a decimal comma) and tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The separator of a header line: the candidate it holds most often, the first candidate on a tie or when it
 * holds none. An importer may narrow the candidates (the bulk price and component files take `,` and `;` only).
 */
export function detectDelimiter<D extends CsvDelimiter = CsvDelimiter>(
  headerLine: string,
  candidates: readonly [D, ...D[]] = CSV_DELIMITERS as unknown as readonly [D, ...D[]],
): D {
  let best = candidates[0];
  let bestCount = 0;
  for (const d of candidates) {
    const n = headerLine.split(d).length - 1;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/**
 * A header name as compared: lower case, without spaces, `_`, `-` and `.` (`Asset class` = `asset_class`,
 * `PRICE_ADJ` = `price-adj`).
 */
export const normaliseHeader = (name: string): string => name.toLowerCase().replace(/[\s_.-]/g, '');

/** The column of `names` (accepted spellings per column, normalised) that a header cell names, if any. */
export function columnNamed<C extends string>(
  cell: string,
  names: Readonly<Record<C, readonly string[]>>,
): C | undefined {
  const n = normaliseHeader(cell);
  return (Object.keys(names) as C[]).find((c) => names[c].includes(n));
}
