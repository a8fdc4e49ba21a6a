import { holdingKeyOf, type Holding, type HoldingKey } from '../../schemas/holdings.js';
import { currencyCodeOf, holdingTermKey } from '../../schemas/holding-vocabulary.js';
import {
  CSV_MAX_ERRORS as MAX_LISTED_ERRORS,
  columnNamed as namedIn,
  readCsvLines,
  type CsvError,
} from '../core/index.js';
import { HOLDING_HEADER_NAMES, HOLDING_TERM_COLUMNS } from './holding-columns.js';

/*
 * Holding override CSV of one product (`/admin/operations/override-holding-data`; seed 000 §3 "Holding: identified by
 * the triple name, currency, ISIN; each field has an override value", §5 and §8 "Holding override CSV"). A `.csv`
 * file with a header row naming its columns (any order, any case and spacing):
 * - the key, all required: `holding name`, `currency`, `isin` (ISIN empty for holdings without one);
 * - one or more override columns: `asset class`, `instrument type`, `sector`, `region`, `override currency` (the
 *   currency the holding is shown in, e.g. a hedged position; the key keeps the currency it was imported with),
 *   `override name` (the name shown, e.g. `Nestlé` for `NESTLE SA-REG`; at most 300 characters).
 * Weight and value change with every date, so they are not overridden here.
 * An empty override cell keeps the holding's own value; a row needs at least one override. Each key must be a
 * holding the product has (in any snapshot) and appear once. Values must be accepted values
 * (../../schemas/holding-vocabulary.ts) or ISO 4217 codes.
 */

export const HOLDING_OVERRIDE_KEY_COLUMNS = ['holdingName', 'currency', 'isin'] as const;
export const HOLDING_OVERRIDE_VALUE_COLUMNS = [
  'assetClass',
  'instrumentType',
  'sector',
  'region',
  'overrideCurrency',
  'overrideName',
] as const;
export type HoldingOverrideCsvColumn =
  (typeof HOLDING_OVERRIDE_KEY_COLUMNS)[number] | (typeof HOLDING_OVERRIDE_VALUE_COLUMNS)[number];

const HEADER_NAMES: Record<HoldingOverrideCsvColumn, readonly string[]> = {
  ...HOLDING_HEADER_NAMES,
  overrideCurrency: ['overridecurrency', 'currencyoverride', 'newcurrency'],
  overrideName: ['overridename', 'nameoverride', 'overrideholdingname', 'displayname'],
};
const columnNamed = (name: string): HoldingOverrideCsvColumn | undefined => namedIn(name, HEADER_NAMES);

/** i18n keys of the holding override CSV errors; their texts: web/src/locales/<lang>/holdings-admin.json. */
export const HOLDING_OVERRIDE_CSV_MESSAGE_KEYS = [
  'csv.holdingOverride.notCsvFile',
  'csv.holdingOverride.emptyFile',
  'csv.holdingOverride.missingHeader',
  'csv.holdingOverride.unterminatedQuote',
  'csv.holdingOverride.missingColumn',
  'csv.holdingOverride.unexpectedColumn',
  'csv.holdingOverride.duplicateColumn',
  'csv.holdingOverride.noOverrideColumn',
  'csv.holdingOverride.noRows',
  'csv.holdingOverride.columnCount',
  'csv.holdingOverride.missingKey',
  'csv.holdingOverride.unknownHolding',
  'csv.holdingOverride.duplicateKey',
  'csv.holdingOverride.invalidCurrency',
  'csv.holdingOverride.invalidValue',
  'csv.holdingOverride.tooLong',
  'csv.holdingOverride.noValue',
] as const;
export type HoldingOverrideCsvMessageKey = (typeof HOLDING_OVERRIDE_CSV_MESSAGE_KEYS)[number];

/**
 * An error of the holding override CSV (the core's error type): `row` is `null` for the file as a whole (its name);
 * the value of a key problem is the key as `name, currency, ISIN`; `duplicateKey` has the `firstRow` of the holding.
 */
export type HoldingOverrideCsvError = CsvError<
  HoldingOverrideCsvMessageKey,
  HoldingOverrideCsvColumn,
  number | null
>;

export type HoldingOverrideValues = Partial<
  Pick<Holding, 'assetClass' | 'instrumentType' | 'sector' | 'region' | 'currency' | 'holdingName'>
>;

export interface HoldingOverrideRow {
  row: number;
  /** The product's holding (as stored) this override applies to. */
  key: HoldingKey;
  /** At least one value; as `holdingOverrideSchema.values` stores it (`overrideCurrency` is `currency`, `overrideName` `holdingName`). */
  values: HoldingOverrideValues;
}

export interface HoldingOverrideCsvInput {
  fileName: string;
  text: string;
  /** Every holding key of the product (over all its dates). */
  knownHoldings: readonly HoldingKey[];
}

export type HoldingOverrideCsvResult =
  | { ok: true; overrides: HoldingOverrideRow[] }
  | { ok: false; errors: HoldingOverrideCsvError[]; moreErrors: number };

/** Parses and validates a holding override CSV: the overrides in file order, or every error found, never both. */
export function parseHoldingOverrideCsv(input: HoldingOverrideCsvInput): HoldingOverrideCsvResult {
  const errors: HoldingOverrideCsvError[] = [];
  if (!/\.csv$/i.test(input.fileName.trim())) {
    errors.push({
      row: null,
      column: null,
      value: input.fileName,
      messageKey: 'csv.holdingOverride.notCsvFile',
    });
  }
  const overrides = readOverrides(input, errors);
  if (errors.length > 0) {
    return {
      ok: false,
      errors: errors.slice(0, MAX_LISTED_ERRORS),
      moreErrors: Math.max(0, errors.length - MAX_LISTED_ERRORS),
    };
  }
  return { ok: true, overrides };
}

function readOverrides(
  input: HoldingOverrideCsvInput,
  errors: HoldingOverrideCsvError[],
): HoldingOverrideRow[] {
  const [header, ...lines] = readCsvLines(input.text);
  if (!header) {
    errors.push({ row: 1, column: null, value: '', messageKey: 'csv.holdingOverride.emptyFile' });
    return [];
  }
  if (header.text.trim() === '') {
    errors.push({
      row: 1,
      column: null,
      value: header.text,
      messageKey: 'csv.holdingOverride.missingHeader',
    });
    return [];
  }
  if (!header.fields) {
    errors.push({
      row: 1,
      column: null,
      value: header.text,
      messageKey: 'csv.holdingOverride.unterminatedQuote',
    });
    return [];
  }
  const headerErrors = errors.length;
  const indexOf = new Map<HoldingOverrideCsvColumn, number>();
  header.fields.forEach((name, k) => {
    const column = columnNamed(name);
    if (!column)
      errors.push({ row: 1, column: null, value: name, messageKey: 'csv.holdingOverride.unexpectedColumn' });
    else if (indexOf.has(column)) {
      errors.push({ row: 1, column, value: name, messageKey: 'csv.holdingOverride.duplicateColumn' });
    } else indexOf.set(column, k);
  });
  for (const column of HOLDING_OVERRIDE_KEY_COLUMNS) {
    if (!indexOf.has(column)) {
      errors.push({ row: 1, column, value: '', messageKey: 'csv.holdingOverride.missingColumn' });
    }
  }
  const valueColumns = HOLDING_OVERRIDE_VALUE_COLUMNS.filter((c) => indexOf.has(c));
  if (valueColumns.length === 0) {
    errors.push({
      row: 1,
      column: null,
      value: header.text,
      messageKey: 'csv.holdingOverride.noOverrideColumn',
    });
  }
  if (errors.length > headerErrors) return [];
  if (lines.length === 0) {
    errors.push({ row: 1, column: null, value: header.text, messageKey: 'csv.holdingOverride.noRows' });
    return [];
  }

  const known = new Map(input.knownHoldings.map((k) => [holdingKeyOf(k), k]));
  const firstRowOf = new Map<string, number>();
  const overrides: HoldingOverrideRow[] = [];
  for (const line of lines) {
    const { row, fields } = line;
    if (!fields) {
      errors.push({
        row,
        column: null,
        value: line.text,
        messageKey: 'csv.holdingOverride.unterminatedQuote',
      });
      continue;
    }
    if (fields.length !== header.fields.length) {
      errors.push({ row, column: null, value: line.text, messageKey: 'csv.holdingOverride.columnCount' });
      continue;
    }
    const cell = (column: HoldingOverrideCsvColumn): string => {
      const k = indexOf.get(column);
      return k === undefined ? '' : (fields[k] ?? '');
    };
    const before = errors.length;
    const fail = (column: HoldingOverrideCsvColumn, messageKey: HoldingOverrideCsvMessageKey): void => {
      errors.push({ row, column, value: cell(column), messageKey });
    };

    const holdingName = cell('holdingName');
    if (holdingName === '') fail('holdingName', 'csv.holdingOverride.missingKey');
    const currency = currencyCodeOf(cell('currency'));
    if (cell('currency') === '') fail('currency', 'csv.holdingOverride.missingKey');
    else if (currency === null) fail('currency', 'csv.holdingOverride.invalidCurrency');
    const isin = cell('isin').toUpperCase();

    const values: HoldingOverrideValues = {};
    for (const column of HOLDING_TERM_COLUMNS) {
      if (cell(column) === '') continue;
      const key = holdingTermKey(column, cell(column));
      if (key === null) fail(column, 'csv.holdingOverride.invalidValue');
      else values[column] = key;
    }
    if (cell('overrideCurrency') !== '') {
      const code = currencyCodeOf(cell('overrideCurrency'));
      if (code === null) fail('overrideCurrency', 'csv.holdingOverride.invalidCurrency');
      else values.currency = code;
    }
    const name = cell('overrideName');
    if (name.length > 300) fail('overrideName', 'csv.holdingOverride.tooLong');
    else if (name !== '') values.holdingName = name;
    const keyText = [holdingName, cell('currency'), isin].join(', ');
    if (errors.length === before && Object.keys(values).length === 0) {
      errors.push({ row, column: null, value: line.text, messageKey: 'csv.holdingOverride.noValue' });
    }
    if (holdingName === '' || currency === null) continue;

    const id = holdingKeyOf({ holdingName, currency, isin });
    const key = known.get(id);
    const firstRow = firstRowOf.get(id);
    if (!key) {
      errors.push({ row, column: null, value: keyText, messageKey: 'csv.holdingOverride.unknownHolding' });
    } else if (firstRow !== undefined) {
      errors.push({
        row,
        column: null,
        value: keyText,
        messageKey: 'csv.holdingOverride.duplicateKey',
        firstRow,
      });
    } else {
      firstRowOf.set(id, row);
      if (errors.length === before) overrides.push({ row, key, values });
    }
  }
  return overrides;
}
