import { holdingKeyOf, type Holding } from '../../schemas/holdings.js';
import { hasIsinShape } from '../../tenant/security-identifiers.js';
import {
  currencyCodeOf,
  holdingTermKey,
  type HoldingVocabularyKind,
} from '../../schemas/holding-vocabulary.js';
import { isRealDate } from '../../tenant/common.js';
import {
  CSV_MAX_ERRORS as MAX_LISTED_ERRORS,
  normaliseHeader,
  readCsvLines,
  readCsvNumber as parseDecimal,
  type CsvError,
  type CsvNumberProblem as NumberProblem,
} from '../core/index.js';
import {
  HOLDING_DESCRIPTIVE_COLUMNS,
  HOLDING_HEADER_NAMES,
  HOLDING_TERM_COLUMNS,
} from './holding-columns.js';

/*
 * Holding data CSV of one product for one date (holding data tab; seed 000 §5 "Holding CSV", §8 "Holding CSV", §4
 * "Holding data import"): a `.csv` file, a header row, 9 columns in this order: holding name, currency, ISIN, asset
 * class, instrument type, sector, region, weight, value. Weight and value are required decimal-point numbers
 * (weight as a decimal fraction, 0.052 = 5.2 %, as `holdingSchema` stores it; both may be negative or zero for short
 * or closed positions). Name, currency and ISIN identify a holding and appear once. The translatable properties
 * must be accepted values (../../schemas/holding-vocabulary.ts); the currency an ISO 4217 code; the ISIN, when
 * given, in ISIN format (empty for cash or derivatives; the check digit is not verified, as for share classes:
 * demo and pre-launch data carry placeholder ISINs). The import date is chosen in the tab, not in the file, and
 * must not be a date the product already has holdings for (it must be deleted first).
 */

export const HOLDING_CSV_COLUMNS = [...HOLDING_DESCRIPTIVE_COLUMNS, 'weight', 'value'] as const;
export type HoldingCsvColumn = (typeof HOLDING_CSV_COLUMNS)[number];

/** Header names accepted per column (compared with `normaliseHeader`). */
const HEADER_NAMES: Record<HoldingCsvColumn, readonly string[]> = {
  ...HOLDING_HEADER_NAMES,
  weight: ['weight'],
  value: ['value', 'marketvalue'],
};

/** i18n keys of the holding CSV errors; their texts: web/src/locales/<lang>/holdings-admin.json (../messages.ts). */
export const HOLDING_CSV_MESSAGE_KEYS = [
  'csv.holding.notCsvFile',
  'csv.holding.invalidDate',
  'csv.holding.dateExists',
  'csv.holding.emptyFile',
  'csv.holding.missingHeader',
  'csv.holding.badHeader',
  'csv.holding.columnCount',
  'csv.holding.unterminatedQuote',
  'csv.holding.noRows',
  'csv.holding.emptyValue',
  'csv.holding.tooLong',
  'csv.holding.invalidCurrency',
  'csv.holding.invalidIsin',
  'csv.holding.invalidValue',
  'csv.holding.invalidNumber',
  'csv.holding.decimalComma',
  'csv.holding.thousandsSeparator',
  'csv.holding.numberOutOfRange',
  'csv.holding.duplicateKey',
] as const;
export type HoldingCsvMessageKey = (typeof HOLDING_CSV_MESSAGE_KEYS)[number];

/**
 * An error of the holding CSV (the core's error type): `row` is `null` for the file as a whole (its name, the import
 * date), `column` is `date` for the import date; `duplicateKey` has the `firstRow` of the holding.
 */
export type HoldingCsvError = CsvError<HoldingCsvMessageKey, HoldingCsvColumn | 'date', number | null>;

export interface HoldingCsvInput {
  /** Name of the uploaded file (must end in `.csv`). */
  fileName: string;
  text: string;
  /** The date the holdings are for (YYYY-MM-DD), chosen in the tab. */
  date: string;
  /** Dates the product already has holdings for. */
  existingDates: readonly string[];
}

export type HoldingCsvResult =
  | { ok: true; date: string; holdings: Holding[] }
  | { ok: false; errors: HoldingCsvError[]; moreErrors: number };

const NUMBER_MESSAGES: Record<NumberProblem, HoldingCsvMessageKey> = {
  empty: 'csv.holding.emptyValue',
  decimalComma: 'csv.holding.decimalComma',
  thousandsSeparator: 'csv.holding.thousandsSeparator',
  invalidNumber: 'csv.holding.invalidNumber',
  outOfRange: 'csv.holding.numberOutOfRange',
};

/**
 * Parses and validates a holding data CSV. Returns the holdings in file order (translatable values as their keys,
 * currency and ISIN upper case), or every error found (the first `MAX_LISTED_ERRORS`, and how many more), never both.
 */
export function parseHoldingCsv(input: HoldingCsvInput): HoldingCsvResult {
  const errors: HoldingCsvError[] = [];
  if (!/\.csv$/i.test(input.fileName.trim())) {
    errors.push({ row: null, column: null, value: input.fileName, messageKey: 'csv.holding.notCsvFile' });
  }
  if (!isRealDate(input.date)) {
    errors.push({ row: null, column: 'date', value: input.date, messageKey: 'csv.holding.invalidDate' });
  } else if (input.existingDates.includes(input.date)) {
    errors.push({ row: null, column: 'date', value: input.date, messageKey: 'csv.holding.dateExists' });
  }
  const holdings = readHoldings(input.text, errors);
  if (errors.length > 0) {
    return {
      ok: false,
      errors: errors.slice(0, MAX_LISTED_ERRORS),
      moreErrors: Math.max(0, errors.length - MAX_LISTED_ERRORS),
    };
  }
  return { ok: true, date: input.date, holdings };
}

function readHoldings(text: string, errors: HoldingCsvError[]): Holding[] {
  const [header, ...lines] = readCsvLines(text);
  if (!header) {
    errors.push({ row: 1, column: null, value: '', messageKey: 'csv.holding.emptyFile' });
    return [];
  }
  if (header.text.trim() === '') {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holding.missingHeader' });
    return [];
  }
  if (!header.fields) {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holding.unterminatedQuote' });
    return [];
  }
  if (header.fields.length !== HOLDING_CSV_COLUMNS.length) {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holding.columnCount' });
    return [];
  }
  const mismatched = HOLDING_CSV_COLUMNS.filter(
    (column, k) => !HEADER_NAMES[column].includes(normaliseHeader(header.fields?.[k] ?? '')),
  );
  if (mismatched.length === HOLDING_CSV_COLUMNS.length && parseDecimal(header.fields[7] ?? '').ok) {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holding.missingHeader' });
    return [];
  }
  if (mismatched.length > 0) {
    for (const column of mismatched) {
      const value = header.fields[HOLDING_CSV_COLUMNS.indexOf(column)] ?? '';
      errors.push({ row: 1, column, value, messageKey: 'csv.holding.badHeader' });
    }
    return [];
  }
  if (lines.length === 0) {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holding.noRows' });
    return [];
  }
  const holdings: Holding[] = [];
  const firstRowOf = new Map<string, number>();
  for (const line of lines) {
    const { row } = line;
    if (!line.fields) {
      errors.push({ row, column: null, value: line.text, messageKey: 'csv.holding.unterminatedQuote' });
      continue;
    }
    if (line.fields.length !== HOLDING_CSV_COLUMNS.length) {
      errors.push({ row, column: null, value: line.text, messageKey: 'csv.holding.columnCount' });
      continue;
    }
    const cell = (column: HoldingCsvColumn): string =>
      line.fields?.[HOLDING_CSV_COLUMNS.indexOf(column)] ?? '';
    const before = errors.length;
    const fail = (column: HoldingCsvColumn, messageKey: HoldingCsvMessageKey): void => {
      errors.push({ row, column, value: cell(column), messageKey });
    };

    const holdingName = cell('holdingName');
    if (holdingName === '') fail('holdingName', 'csv.holding.emptyValue');
    else if (holdingName.length > 300) fail('holdingName', 'csv.holding.tooLong');
    const currency = currencyCodeOf(cell('currency'));
    if (cell('currency') === '') fail('currency', 'csv.holding.emptyValue');
    else if (currency === null) fail('currency', 'csv.holding.invalidCurrency');
    const isin = cell('isin').toUpperCase();
    if (isin !== '' && !hasIsinShape(isin)) fail('isin', 'csv.holding.invalidIsin');
    const terms: Partial<Record<HoldingVocabularyKind, string>> = {};
    for (const column of HOLDING_TERM_COLUMNS) {
      const key = holdingTermKey(column, cell(column));
      if (cell(column) === '') fail(column, 'csv.holding.emptyValue');
      else if (key === null) fail(column, 'csv.holding.invalidValue');
      else terms[column] = key;
    }
    const numbers: Partial<Record<'weight' | 'value', number>> = {};
    for (const column of ['weight', 'value'] as const) {
      const parsed = parseDecimal(cell(column));
      if (parsed.ok) numbers[column] = parsed.value;
      else fail(column, NUMBER_MESSAGES[parsed.problem]);
    }
    if (errors.length > before || currency === null) continue;

    const holding: Holding = {
      holdingName,
      currency,
      isin,
      assetClass: terms.assetClass ?? '',
      instrumentType: terms.instrumentType ?? '',
      sector: terms.sector ?? '',
      region: terms.region ?? '',
      weight: numbers.weight ?? NaN,
      value: numbers.value ?? NaN,
    };
    const key = holdingKeyOf(holding);
    const firstRow = firstRowOf.get(key);
    if (firstRow !== undefined) {
      errors.push({
        row,
        column: null,
        value: [holdingName, currency, isin].join(', '),
        messageKey: 'csv.holding.duplicateKey',
        firstRow,
      });
      continue;
    }
    firstRowOf.set(key, row);
    holdings.push(holding);
  }
  return holdings;
}
