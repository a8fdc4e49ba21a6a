import { numberProblem, type PriceCsvMessageKey } from '../csv/price-csv.js';
import { isRealDate } from '../tenant/common.js';
import type { PricePoint } from './layout.js';

/**
 * One price typed in the admin's price data tab (seed 000 §5 "New price date must not duplicate an existing one",
 * §8 "Single price add": date already has a value, empty values, unrecognised number format). The same rules as a
 * row of the single-product price CSV (`parsePriceCsv`): a strict `YYYY-MM-DD` date, a decimal point and no
 * thousands separators, a price above zero; the adjusted price is optional (it defaults to the price, §3).
 * The web form and the API both call this function, so they can never disagree.
 */

export type PriceEntryField = 'date' | 'price' | 'adjustedPrice';

/** The one key the CSV does not have: the date is already in the stored series. */
export const PRICE_ENTRY_DATE_EXISTS = 'priceEntry.dateExists';
export type PriceEntryMessageKey = PriceCsvMessageKey | typeof PRICE_ENTRY_DATE_EXISTS;

export const PRICE_ENTRY_MESSAGES_EN: Record<typeof PRICE_ENTRY_DATE_EXISTS, string> = {
  [PRICE_ENTRY_DATE_EXISTS]: 'This date already has a price: delete it first to enter another one.',
};

export interface PriceEntryError {
  field: PriceEntryField;
  value: string;
  messageKey: PriceEntryMessageKey;
}

export interface PriceEntryInput {
  date: string;
  price: string;
  /** Empty or absent: the adjusted price is the price. */
  adjustedPrice?: string | undefined;
}

export type PriceEntryResult = { ok: true; point: PricePoint } | { ok: false; errors: PriceEntryError[] };

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function numberOf(
  field: PriceEntryField,
  raw: string,
  errors: PriceEntryError[],
  required: boolean,
): number | undefined {
  const text = raw.trim();
  if (text === '') {
    if (required) errors.push({ field, value: text, messageKey: 'csv.price.emptyValue' });
    return undefined;
  }
  const problem = numberProblem(text);
  if (problem) {
    errors.push({ field, value: text, messageKey: problem });
    return undefined;
  }
  const value = Number(text);
  if (!(Number.isFinite(value) && value > 0)) {
    errors.push({ field, value: text, messageKey: 'csv.price.nonPositive' });
    return undefined;
  }
  return value;
}

/**
 * Validates one typed price. `dateTaken` tells whether the stored series already has the date (the API asks it
 * again inside the write's transaction). Returns the point, or every field error.
 */
export function parsePriceEntry(
  input: PriceEntryInput,
  dateTaken: (date: string) => boolean = () => false,
): PriceEntryResult {
  const errors: PriceEntryError[] = [];
  const date = input.date.trim();
  if (date === '') errors.push({ field: 'date', value: date, messageKey: 'csv.price.emptyValue' });
  else if (!DATE_RE.test(date) || !isRealDate(date))
    errors.push({ field: 'date', value: date, messageKey: 'csv.price.invalidDate' });
  else if (dateTaken(date)) errors.push({ field: 'date', value: date, messageKey: PRICE_ENTRY_DATE_EXISTS });
  const price = numberOf('price', input.price, errors, true);
  const adjusted = numberOf('adjustedPrice', input.adjustedPrice ?? '', errors, false);
  if (errors.length > 0 || price === undefined) return { ok: false, errors };
  return {
    ok: true,
    point: adjusted === undefined ? { date, price } : { date, price, adjustedPrice: adjusted },
  };
}
