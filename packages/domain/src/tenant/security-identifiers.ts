/*
 * Identifiers of a listed security as a share class carries them (seed 000 §1 "Administrators manage … share
 * classes"): ISIN, Swiss valor and Bloomberg ticker. Pure checks shared by the catalogue schema, the admin form and
 * the share-class API, so that a value the form accepts is one the server and `npm run tenants:check` accept too.
 */

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/**
 * The ISO 6166 check digit of the first eleven characters of an ISIN: letters become their number (A = 10 … Z = 35),
 * then the Luhn algorithm runs over the resulting digit string (doubling every second digit from the right, starting
 * with the rightmost). `null` when the body is not two letters and nine letters or digits.
 */
export function isinCheckDigit(body: string): number | null {
  if (!/^[A-Z]{2}[A-Z0-9]{9}$/.test(body)) return null;
  // The body is ASCII (checked above): one character per code unit.
  const digits = Array.from({ length: body.length }, (_, i) => parseInt(body.charAt(i), 36).toString()).join(
    '',
  );
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The ISIN's shape only, without the check digit: for positions of a holdings file, which come from a custodian's
 * export as they are (the file is the record; the share class's own ISIN is held to `isValidIsin`).
 */
export const hasIsinShape = (isin: string): boolean => ISIN_SHAPE.test(isin);

/** An ISIN (ISO 6166): two letters, nine letters or digits, and the check digit `isinCheckDigit` gives. */
export function isValidIsin(isin: string): boolean {
  return ISIN_SHAPE.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin.slice(11));
}

/** Why an ISIN is refused: its shape, or a well-shaped ISIN whose last digit is not the check digit. */
export function isinProblem(isin: string): 'invalidIsin' | 'isinCheckDigit' | null {
  if (!ISIN_SHAPE.test(isin)) return 'invalidIsin';
  return isValidIsin(isin) ? null : 'isinCheckDigit';
}

/**
 * A Swiss security number (Valorennummer, SIX): digits only, 1 to 9 of them (the body of a Swiss ISIN has room for
 * nine), without leading zeros.
 */
export const VALOR_PATTERN = /^[1-9][0-9]{0,8}$/;
export const isValidValor = (valor: string): boolean => VALOR_PATTERN.test(valor);

/**
 * The valor a Swiss or Liechtenstein ISIN embeds (`CH` / `LI` + the valor padded to nine digits + check digit), else
 * `null` (another country, or a body that is not all digits).
 */
export function valorOfIsin(isin: string): string | null {
  const m = /^(?:CH|LI)([0-9]{9})[0-9]$/.exec(isin);
  return m?.[1] ? String(Number(m[1])) : null;
}

/** Bloomberg's market sectors (the "yellow keys"), in the spelling the terminal shows. */
export const BLOOMBERG_SECTORS = [
  'Equity',
  'Index',
  'Corp',
  'Govt',
  'Mtge',
  'M-Mkt',
  'Muni',
  'Pfd',
  'Comdty',
  'Curncy',
] as const;

/**
 * A Bloomberg ticker as fund documents print it: `<ticker> <exchange>[ <market sector>]`, e.g. `ALQGLBA SW Equity`
 * or `XYZ LN`. The ticker is 1 to 16 capital letters or digits (`/`, `.` and `-` allowed inside, as in `BRK/B`), the
 * exchange code two capital letters or digits (Bloomberg's composite codes: SW, LN, US, GR, LX, ID …), the sector
 * one of `BLOOMBERG_SECTORS`, single spaces between. Stored in this canonical spelling (`normalizeBloombergTicker`).
 */
export const BLOOMBERG_TICKER_PATTERN = new RegExp(
  `^[A-Z0-9](?:[A-Z0-9/.-]{0,14}[A-Z0-9])? [A-Z0-9]{2}(?: (?:${BLOOMBERG_SECTORS.join('|')}))?$`,
);
export const isValidBloombergTicker = (code: string): boolean => BLOOMBERG_TICKER_PATTERN.test(code);

/**
 * The canonical spelling of what an editor typed: spaces trimmed and collapsed, ticker and exchange in capitals, the
 * sector in Bloomberg's spelling whatever its case (`xyz ln equity` → `XYZ LN Equity`). Anything else is left as typed
 * for `isValidBloombergTicker` to refuse.
 */
export function normalizeBloombergTicker(raw: string): string {
  const parts = raw.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2 || parts.length > 3) return parts.join(' ');
  const [ticker = '', exchange = '', sector] = parts;
  const canonicalSector =
    sector === undefined
      ? undefined
      : (BLOOMBERG_SECTORS.find((s) => s.toLowerCase() === sector.toLowerCase()) ?? sector);
  return [ticker.toUpperCase(), exchange.toUpperCase(), canonicalSector].filter(Boolean).join(' ');
}
