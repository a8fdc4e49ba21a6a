import type { UpdateFrequency } from '../../constants.js';
import type { PricePoint, PriceSeriesKind } from '../../prices/layout.js';
import {
  priceQualityWarnings,
  type PriceQualityMessageKey,
  type PriceQualityWarning,
} from '../../prices/price-quality.js';
import { seriesValueProblem, seriesValueRule } from '../../prices/risk-free.js';
import { isRealDate } from '../../tenant/common.js';
import {
  detectDelimiter,
  normaliseHeader,
  numberTextProblem,
  splitCsvRow,
  type CsvError,
} from '../core/index.js';

/**
 * Bulk price update CSV (seed 000 §5 "Bulk price CSV", §8 "Bulk price dry run"): a header `ID,DATE,PRICE` with an
 * optional fourth column `PRICE_ADJ`, then one price per row for any number of products or benchmarks. Each id has
 * unique dates; ids must be known and the user must be allowed to update them. The cell rules are those of the
 * single-product price CSV (`price-csv.ts`): strict `YYYY-MM-DD` calendar dates, decimal point, no thousands
 * separators, no empty values, prices above zero. A risk-free rate id (`saron`, ...: prices/risk-free.ts) names a
 * series of annual rates in percent, which may be zero or negative but stay inside ±100 (`rateOutOfRange`): the
 * value rule follows the id's series kind. Rows may come in any order; each id's prices come back sorted.
 * A `;` separated file (a spreadsheet in a European locale) is read too, numbers still with a decimal point.
 *
 * Built for a million rows: the parser takes the file as a stream of text chunks (`createBulkPriceCsvParser`), keeps
 * per id only typed arrays of day, row and prices, and finds duplicate dates by sorting at the end. The caller
 * decodes bytes to text (a `TextDecoder` in stream mode, or `setEncoding('utf8')`), so a chunk may end anywhere,
 * even between `\r` and `\n`. Quoted fields are read on one line (no value of this format holds a line break) by the
 * CSV core's tokeniser (../core), which also gives the separator, header and number rules and the error type.
 *
 * The dry run also lists price quality warnings (`prices/price-quality.ts`) that never block the update.
 */

export const BULK_PRICE_CSV_COLUMNS = ['ID', 'DATE', 'PRICE', 'PRICE_ADJ'] as const;
export type BulkPriceCsvColumn = (typeof BULK_PRICE_CSV_COLUMNS)[number];

/** i18n keys of the bulk price CSV errors; their texts: web/src/locales/<lang>/bulk-prices.json (../messages.ts). */
export const BULK_PRICE_CSV_MESSAGE_KEYS = [
  'csv.bulkPrice.emptyFile',
  'csv.bulkPrice.missingHeader',
  'csv.bulkPrice.badHeader',
  'csv.bulkPrice.columnCount',
  'csv.bulkPrice.noRows',
  'csv.bulkPrice.unterminatedQuote',
  'csv.bulkPrice.emptyValue',
  'csv.bulkPrice.unknownId',
  'csv.bulkPrice.unauthorizedId',
  'csv.bulkPrice.invalidDate',
  'csv.bulkPrice.duplicateDate',
  'csv.bulkPrice.invalidNumber',
  'csv.bulkPrice.decimalComma',
  'csv.bulkPrice.thousandsSeparator',
  'csv.bulkPrice.nonPositive',
  'csv.bulkPrice.rateOutOfRange',
  'csv.bulkPrice.tooLarge',
] as const;
export type BulkPriceCsvMessageKey = (typeof BULK_PRICE_CSV_MESSAGE_KEYS)[number];

/**
 * An error of the bulk price CSV (the core's error type): `duplicateDate` has the `id` and the `firstRow` where it
 * had this date; `unknownId` and `unauthorizedId` are reported once, at the id's first row, with `rowCount`.
 */
export type BulkPriceCsvError = CsvError<BulkPriceCsvMessageKey, BulkPriceCsvColumn>;

/** A price quality warning (never blocking) placed in the file. */
export interface BulkPriceWarning {
  /** The row of the point concerned (see `PriceQualityWarning.index`). */
  row: number;
  column: BulkPriceCsvColumn;
  /** The date for calendar warnings, the price for `unchanged` and `extremeMove`. */
  value: string;
  id: string;
  date: string;
  messageKey: PriceQualityMessageKey;
  /** The earlier point: previous price of a gap or a move, first price of an unchanged run. */
  fromRow?: number;
  fromDate?: string;
  businessDays?: number;
  move?: number;
  sigmas?: number;
}

/** At most this many errors are listed (`errorCount` says how many there are). */
export const BULK_PRICE_CSV_MAX_ERRORS = 1000;
/** At most this many warnings are listed, and at most this many of one kind per id. */
export const BULK_PRICE_CSV_MAX_WARNINGS = 1000;
export const BULK_PRICE_CSV_MAX_WARNINGS_PER_ID_AND_KIND = 10;
/** A value longer than this is cut (with `…`) in an error: a file without line breaks is one huge "row". */
export const BULK_PRICE_CSV_MAX_VALUE_LENGTH = 200;

export interface BulkPriceCsvOptions {
  /** Every product and benchmark id of the tenant. */
  knownIds: ReadonlySet<string>;
  /** The ids whose prices the user may update (checked again by the function that applies the update). */
  updatableIds: ReadonlySet<string>;
  /** Update frequency of an id's series, for the quality warnings (default `daily`). */
  frequencyOf?: (id: string) => UpdateFrequency | undefined;
  /** Kind of an id's series, which decides its value rule (default `product`: prices above zero). */
  kindOf?: (id: string) => PriceSeriesKind | undefined;
}

interface Diagnostics {
  /** The first errors by row (at most `BULK_PRICE_CSV_MAX_ERRORS`), and how many there are in all. */
  errorCount: number;
  warnings: BulkPriceWarning[];
  warningCount: number;
}

export type BulkPriceCsvResult =
  | (Diagnostics & {
      ok: true;
      /** Each id's new series, sorted by date; ids in order of first appearance. */
      byId: Map<string, PricePoint[]>;
      hasAdjustedPrice: boolean;
      /** Price rows read (blank lines aside). */
      rowCount: number;
    })
  | (Diagnostics & { ok: false; errors: BulkPriceCsvError[] });

export interface BulkPriceCsvParser {
  /** Feeds the next piece of the text (any size, cut anywhere). */
  push(chunk: string): void;
  /** Ends the file and returns the result; the parser is done after it. */
  finish(): BulkPriceCsvResult;
}

/** Header names accepted per column (compared with the core's `normaliseHeader`). */
const HEADER_NAMES: Record<BulkPriceCsvColumn, readonly string[]> = {
  ID: ['id', 'productid'],
  DATE: ['date'],
  PRICE: ['price'],
  PRICE_ADJ: ['priceadj', 'adjustedprice', 'adjprice'],
};
const LOOKS_LIKE_DATE = /^\s*\d{4}-\d{1,2}-\d{1,2}\s*$/;
const CELL_KEYS = {
  invalidNumber: 'csv.bulkPrice.invalidNumber',
  decimalComma: 'csv.bulkPrice.decimalComma',
  thousandsSeparator: 'csv.bulkPrice.thousandsSeparator',
} as const satisfies Record<string, BulkPriceCsvMessageKey>;
/** Date texts remembered (a file has a few thousand distinct dates; garbage must not grow the cache forever). */
const DATE_CACHE_LIMIT = 100_000;
/** Sort key = day * 2^24 + index: exact in a double while an id has fewer than 2^24 rows. */
const INDEX_BITS = 2 ** 24;

type IdStatus = 'ok' | 'unknownId' | 'unauthorizedId';
interface IdState {
  status: IdStatus;
  rows: number;
  /** The id error reported at its first row (when it made the list), to fill in `rowCount` at the end. */
  error: BulkPriceCsvError | null;
  series: SeriesBuffer | null;
}

/** One id's rows as read: date as yyyymmdd, file row, prices (NaN where the cell was wrong). */
class SeriesBuffer {
  n = 0;
  days = new Int32Array(64);
  rows = new Int32Array(64);
  prices = new Float64Array(64);
  adjusted: Float64Array | null;
  constructor(withAdjusted: boolean) {
    this.adjusted = withAdjusted ? new Float64Array(64) : null;
  }
  push(day: number, row: number, price: number, adjusted: number): void {
    if (this.n === this.days.length) this.grow();
    this.days[this.n] = day;
    this.rows[this.n] = row;
    this.prices[this.n] = price;
    if (this.adjusted) this.adjusted[this.n] = adjusted;
    this.n++;
  }
  private grow(): void {
    const size = this.days.length * 2;
    const copy = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.days = copy(this.days, (k) => new Int32Array(k));
    this.rows = copy(this.rows, (k) => new Int32Array(k));
    this.prices = copy(this.prices, (k) => new Float64Array(k));
    if (this.adjusted) this.adjusted = copy(this.adjusted, (k) => new Float64Array(k));
  }
  /** Indices in date order, equal dates in row order. */
  order(): Int32Array | number[] {
    const { n, days } = this;
    if (n >= INDEX_BITS) {
      return Array.from({ length: n }, (_, i) => i).sort((a, b) => (days[a] ?? 0) - (days[b] ?? 0) || a - b);
    }
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (days[i] ?? 0) * INDEX_BITS + i;
    keys.sort();
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = (keys[i] ?? 0) % INDEX_BITS;
    return out;
  }
}

const CALENDAR_WARNINGS: ReadonlySet<PriceQualityMessageKey> = new Set([
  'priceQuality.weekendDate',
  'priceQuality.gap',
]);

const COLUMN_ORDER: Record<BulkPriceCsvColumn, number> = { ID: 0, DATE: 1, PRICE: 2, PRICE_ADJ: 3 };
const byPlace = (a: BulkPriceCsvError, b: BulkPriceCsvError): number =>
  a.row - b.row || (a.column ? COLUMN_ORDER[a.column] : -1) - (b.column ? COLUMN_ORDER[b.column] : -1);

/** The first `limit` of two lists each sorted by place. */
function mergeFirst(a: BulkPriceCsvError[], b: BulkPriceCsvError[], limit: number): BulkPriceCsvError[] {
  const out: BulkPriceCsvError[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit && (i < a.length || j < b.length)) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || byPlace(x, y) <= 0)) {
      out.push(x);
      i++;
    } else if (y) {
      out.push(y);
      j++;
    }
  }
  return out;
}

/**
 * A streaming validator of a bulk price CSV: `push` the text in chunks, then `finish`. Never throws on any input
 * (`push` after `finish` is a programming error and does).
 */
export function createBulkPriceCsvParser(options: BulkPriceCsvOptions): BulkPriceCsvParser {
  const errors: BulkPriceCsvError[] = [];
  let errorCount = 0;
  const addError = (e: BulkPriceCsvError): BulkPriceCsvError | null => {
    errorCount++;
    if (errors.length >= BULK_PRICE_CSV_MAX_ERRORS) return null;
    if (e.value.length > BULK_PRICE_CSV_MAX_VALUE_LENGTH) {
      e.value = `${e.value.slice(0, BULK_PRICE_CSV_MAX_VALUE_LENGTH)}…`;
    }
    errors.push(e);
    return e;
  };

  let started = false;
  let finished = false;
  let buffer = '';
  /** The last chunk ended with `\r`: a `\n` opening the next one belongs to that line break. */
  let pendingCR = false;
  let row = 0;

  let separator = ',';
  let width = 0;
  let headerDone = false;
  let headerRow = 0;
  let headerFailed = false;
  let dataRows = 0;
  /** Blank lines after the header, reported only if a non-blank line follows (trailing ones are dropped). */
  let blankRows: number[] = [];

  const ids = new Map<string, IdState>();
  /** Date text -> yyyymmdd, or 0 when not a date; and back. */
  const dateCache = new Map<string, number>();
  const dateText = new Map<number, string>();

  function dateKey(text: string): number {
    const cached = dateCache.get(text);
    if (cached !== undefined) return cached;
    const key = isRealDate(text)
      ? Number(text.slice(0, 4)) * 10000 + Number(text.slice(5, 7)) * 100 + Number(text.slice(8, 10))
      : 0;
    if (dateCache.size < DATE_CACHE_LIMIT) dateCache.set(text, key);
    if (key !== 0 && !dateText.has(key)) dateText.set(key, text);
    return key;
  }

  function idState(id: string, at: number): IdState {
    let state = ids.get(id);
    if (!state) {
      const status: IdStatus = !options.knownIds.has(id)
        ? 'unknownId'
        : options.updatableIds.has(id)
          ? 'ok'
          : 'unauthorizedId';
      const error =
        status === 'ok'
          ? null
          : addError({ row: at, column: 'ID', value: id, messageKey: `csv.bulkPrice.${status}` });
      state = { status, rows: 0, error, series: status === 'ok' ? new SeriesBuffer(width === 4) : null };
      ids.set(id, state);
    }
    state.rows++;
    return state;
  }

  /** A price cell of an id of `kind`: its number, or NaN after reporting why not. */
  function priceCell(raw: string, column: BulkPriceCsvColumn, at: number, kind: PriceSeriesKind): number {
    const text = raw.trim();
    let problem: BulkPriceCsvMessageKey | null = null;
    if (text === '') problem = 'csv.bulkPrice.emptyValue';
    else {
      const p = numberTextProblem(text);
      if (p) problem = CELL_KEYS[p];
    }
    const value = problem ? NaN : Number(text);
    if (!problem && !Number.isFinite(value)) problem = 'csv.bulkPrice.tooLarge';
    else if (!problem) {
      const p = seriesValueProblem(seriesValueRule(kind), value);
      if (p) problem = `csv.bulkPrice.${p}`;
    }
    if (problem) {
      addError({ row: at, column, value: text, messageKey: problem });
      return NaN;
    }
    return value;
  }

  function header(line: string): void {
    headerDone = true;
    headerRow = row;
    separator = detectDelimiter(line, [',', ';']);
    const split = splitCsvRow(line, separator);
    const names = split.ok ? split.fields : null;
    const problem: BulkPriceCsvMessageKey | null = !names
      ? 'csv.bulkPrice.unterminatedQuote'
      : names.some((h) => LOOKS_LIKE_DATE.test(h))
        ? 'csv.bulkPrice.missingHeader'
        : names.length < 3 || names.length > 4
          ? 'csv.bulkPrice.columnCount'
          : null;
    if (problem || !names) {
      headerFailed = true;
      addError({ row, column: null, value: line, messageKey: problem ?? 'csv.bulkPrice.unterminatedQuote' });
      return;
    }
    names.forEach((h, k) => {
      const column = BULK_PRICE_CSV_COLUMNS[k];
      if (column && !HEADER_NAMES[column].includes(normaliseHeader(h))) {
        headerFailed = true;
        addError({ row, column, value: h.trim(), messageKey: 'csv.bulkPrice.badHeader' });
      }
    });
    width = names.length;
  }

  function record(line: string): void {
    dataRows++;
    const split = splitCsvRow(line, separator);
    const fields = split.ok ? split.fields : null;
    if (!fields) {
      addError({ row, column: null, value: line, messageKey: 'csv.bulkPrice.unterminatedQuote' });
      return;
    }
    if (fields.length !== width) {
      addError({ row, column: null, value: line, messageKey: 'csv.bulkPrice.columnCount' });
      return;
    }
    const id = (fields[0] ?? '').trim();
    let state: IdState | null = null;
    if (id === '') addError({ row, column: 'ID', value: '', messageKey: 'csv.bulkPrice.emptyValue' });
    else state = idState(id, row);

    const dateRaw = (fields[1] ?? '').trim();
    let day = 0;
    if (dateRaw === '') addError({ row, column: 'DATE', value: '', messageKey: 'csv.bulkPrice.emptyValue' });
    else {
      day = dateKey(dateRaw);
      if (day === 0)
        addError({ row, column: 'DATE', value: dateRaw, messageKey: 'csv.bulkPrice.invalidDate' });
    }
    const kind = (id === '' ? undefined : options.kindOf?.(id)) ?? 'product';
    const price = priceCell(fields[2] ?? '', 'PRICE', row, kind);
    const adjusted = width === 4 ? priceCell(fields[3] ?? '', 'PRICE_ADJ', row, kind) : price;
    if (state?.series && day !== 0) state.series.push(day, row, price, adjusted);
  }

  function line(text: string): void {
    row++;
    if (headerFailed) return;
    const blank = text.trim() === '';
    if (!headerDone) {
      if (!blank) header(text);
      return;
    }
    if (blank) {
      blankRows.push(row);
      return;
    }
    for (const r of blankRows)
      addError({ row: r, column: null, value: '', messageKey: 'csv.bulkPrice.emptyValue' });
    blankRows = [];
    record(text);
  }

  function push(chunk: string): void {
    if (finished) throw new Error('bulk price CSV parser: push after finish');
    let text = chunk;
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    if (pendingCR && text.length > 0) {
      pendingCR = false;
      if (text.charCodeAt(0) === 10) text = text.slice(1);
    }
    text = buffer + text;
    const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    if (lastBreak < 0) {
      buffer = text;
      return;
    }
    buffer = text.slice(lastBreak + 1);
    const crlf = text.charCodeAt(lastBreak) === 10 && lastBreak > 0 && text.charCodeAt(lastBreak - 1) === 13;
    if (lastBreak === text.length - 1 && text.charCodeAt(lastBreak) === 13) pendingCR = true;
    const body = text.slice(0, crlf ? lastBreak - 1 : lastBreak);
    // A plain split is much cheaper than the regular expression, and most files end lines with \n alone.
    for (const l of body.includes('\r') ? body.split(/\r\n|\n|\r/) : body.split('\n')) line(l);
  }

  function finish(): BulkPriceCsvResult {
    if (finished) throw new Error('bulk price CSV parser: finish called twice');
    if (buffer !== '') line(buffer);
    finished = true;
    buffer = '';
    const empty = { errorCount: 0, warnings: [], warningCount: 0 };
    if (!headerDone) {
      return {
        ...empty,
        ok: false,
        errorCount: 1,
        errors: [{ row: 1, column: null, value: '', messageKey: 'csv.bulkPrice.emptyFile' }],
      };
    }
    if (headerFailed) return { ...empty, ok: false, errorCount, errors };
    if (dataRows === 0) {
      return {
        ...empty,
        ok: false,
        errorCount: 1,
        errors: [{ row: headerRow + 1, column: null, value: '', messageKey: 'csv.bulkPrice.noRows' }],
      };
    }
    for (const state of ids.values()) {
      if (state.error) state.error.rowCount = state.rows;
    }
    return assemble();
  }

  /** Sorts each id's rows, reports duplicate dates, runs the quality checks and builds the result. */
  function assemble(): BulkPriceCsvResult {
    const duplicates: BulkPriceCsvError[] = [];
    let duplicateCount = 0;
    const byId = new Map<string, PricePoint[]>();
    const warnings: BulkPriceWarning[] = [];
    let warningCount = 0;
    const hasAdjustedPrice = width === 4;

    for (const [id, state] of ids) {
      const s = state.series;
      if (!s || s.n === 0) continue;
      const order = s.order();
      const points: PricePoint[] = [];
      const rows: number[] = [];
      let firstRowOfDay = 0;
      let lastDay = -1;
      for (const i of order) {
        const day = s.days[i] ?? 0;
        const at = s.rows[i] ?? 0;
        if (day === lastDay) {
          duplicateCount++;
          duplicates.push({
            row: at,
            column: 'DATE',
            value: dateText.get(day) ?? '',
            messageKey: 'csv.bulkPrice.duplicateDate',
            id,
            firstRow: firstRowOfDay,
          });
          // Found per id in date order, listed by row: keep the first ones by row in bounded memory.
          if (duplicates.length >= 2 * BULK_PRICE_CSV_MAX_ERRORS) {
            duplicates.sort(byPlace);
            duplicates.length = BULK_PRICE_CSV_MAX_ERRORS;
          }
          continue;
        }
        lastDay = day;
        firstRowOfDay = at;
        const price = s.prices[i] ?? NaN;
        const adjusted = s.adjusted?.[i] ?? price;
        if (Number.isNaN(price) || Number.isNaN(adjusted)) continue;
        const date = dateText.get(day) ?? '';
        points.push(hasAdjustedPrice ? { date, price, adjustedPrice: adjusted } : { date, price });
        rows.push(at);
      }
      byId.set(id, points);

      const listed = new Map<PriceQualityMessageKey, number>();
      const quality = priceQualityWarnings(points, { frequency: options.frequencyOf?.(id) ?? 'daily' });
      // Rates stay flat for months between central-bank moves and jump by design when they move: only the
      // calendar warnings (weekend, gap) mean something for a rate series.
      const rate = options.kindOf?.(id) === 'rate';
      for (const w of rate ? quality.filter((q) => CALENDAR_WARNINGS.has(q.messageKey)) : quality) {
        warningCount++;
        const n = listed.get(w.messageKey) ?? 0;
        if (
          n >= BULK_PRICE_CSV_MAX_WARNINGS_PER_ID_AND_KIND ||
          warnings.length >= BULK_PRICE_CSV_MAX_WARNINGS
        ) {
          continue;
        }
        listed.set(w.messageKey, n + 1);
        warnings.push(placeWarning(id, w, points, rows, hasAdjustedPrice));
      }
    }
    const diagnostics = { warnings, warningCount, errorCount: errorCount + duplicateCount };
    if (diagnostics.errorCount > 0) {
      // The stream's errors come in row order; duplicates are found after it and merged in by row.
      duplicates.sort(byPlace);
      return { ...diagnostics, ok: false, errors: mergeFirst(errors, duplicates, BULK_PRICE_CSV_MAX_ERRORS) };
    }
    return { ...diagnostics, ok: true, byId, hasAdjustedPrice, rowCount: dataRows };
  }

  return { push, finish };
}

function placeWarning(
  id: string,
  w: PriceQualityWarning,
  points: readonly PricePoint[],
  rows: readonly number[],
  hasAdjustedPrice: boolean,
): BulkPriceWarning {
  const point = points[w.index];
  const date = point?.date ?? '';
  const base = { row: rows[w.index] ?? 0, id, date, messageKey: w.messageKey };
  const from =
    w.fromIndex === undefined
      ? {}
      : { fromRow: rows[w.fromIndex] ?? 0, fromDate: points[w.fromIndex]?.date ?? '' };
  switch (w.messageKey) {
    case 'priceQuality.weekendDate':
      return { ...base, column: 'DATE', value: date };
    case 'priceQuality.gap':
      return { ...base, column: 'DATE', value: date, ...from, businessDays: w.businessDays ?? 0 };
    case 'priceQuality.unchanged':
      return {
        ...base,
        column: 'PRICE',
        value: String(point?.price),
        ...from,
        businessDays: w.businessDays ?? 0,
      };
    case 'priceQuality.extremeMove':
      return {
        ...base,
        column: hasAdjustedPrice ? 'PRICE_ADJ' : 'PRICE',
        value: String(point?.adjustedPrice ?? point?.price),
        ...from,
        move: w.move ?? 0,
        sigmas: w.sigmas ?? 0,
      };
  }
}

/** Parses and validates a whole bulk price CSV held in memory (the same rules as the streaming parser). */
export function parseBulkPriceCsv(text: string, options: BulkPriceCsvOptions): BulkPriceCsvResult {
  const parser = createBulkPriceCsvParser(options);
  parser.push(text);
  return parser.finish();
}

/** Where the web app serves {@link SAMPLE_BULK_PRICE_CSV}. */
export const SAMPLE_BULK_PRICE_CSV_PATH = '/sample-bulk-price-data-update.csv';

/**
 * The downloadable sample: two demo products with an adjusted price that differs after a distribution.
 * Uploading it replaces the whole series of those products with these prices (seed 000 §4).
 */
export const SAMPLE_BULK_PRICE_CSV = [
  'ID,DATE,PRICE,PRICE_ADJ',
  'global-equity-chf,2026-01-05,131.42,131.42',
  'global-equity-chf,2026-01-06,132.05,132.05',
  'global-equity-chf,2026-01-07,131.87,131.87',
  'global-equity-chf,2026-01-08,130.96,132.21',
  'swiss-bond-i,2026-01-05,102.15,102.15',
  'swiss-bond-i,2026-01-06,102.18,102.18',
  'swiss-bond-i,2026-01-07,102.11,102.11',
  'swiss-bond-i,2026-01-08,102.2,102.2',
  '',
].join('\r\n');
