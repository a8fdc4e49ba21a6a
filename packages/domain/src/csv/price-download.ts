import Papa from 'papaparse';
import { neutraliseCsvText, type CsvCell } from './csv-writer.js';

/*
 * The "download prices" file of the analysis page (issue 26 item 2, docs/figures-on-pages.md):
 * a product's or a benchmark's prices as the API serves them (`product-prices`, `benchmark-prices`), in the format
 * the price CSV importer reads (`date,price[,adjusted_price]`, ./price-csv.ts), so a downloaded file can be edited
 * and uploaded again. Written with papaparse; every text cell goes through the one formula rule of ./csv-writer.ts
 * (a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe), numbers stay
 * numbers.
 */

/** A series as the prices endpoints answer it: `adjustedPrices` is `null` when it equals `prices` everywhere. */
export interface DownloadableSeries {
  dates: readonly string[];
  prices: readonly number[];
  adjustedPrices: readonly number[] | null;
}

/** A cell as papaparse writes it: text neutralised, a number as is (non-finite: empty), a flag as `true`/`false`. */
function safeCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutraliseCsvText(value);
}

/**
 * A CSV text (comma-separated, CRLF rows, quoted where needed) that a spreadsheet opens without running a formula:
 * the header and every text cell are neutralised before papaparse quotes them.
 */
export function safeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    {
      fields: header.map((h) => String(safeCell(h))),
      data: rows.map((row) => row.map(safeCell)),
    },
    { newline: '\r\n', quotes: false },
  );
}

/** The prices file: `date,price`, plus `adjusted_price` when the series has distribution-adjusted prices. */
export function priceDownloadCsv(series: DownloadableSeries): string {
  const adjusted = series.adjustedPrices;
  const header = adjusted ? ['date', 'price', 'adjusted_price'] : ['date', 'price'];
  const rows = series.dates.map((date, i) =>
    adjusted ? [date, series.prices[i], adjusted[i]] : [date, series.prices[i]],
  );
  return safeCsv(header, rows);
}

/** `<seriesId>-prices-<last date>.csv`, with anything but letters, digits, `-`, `_` and `.` replaced by `_`. */
export function priceDownloadFileName(seriesId: string, lastDate: string | null): string {
  const base = `${seriesId}-prices${lastDate ? `-${lastDate}` : ''}`;
  return `${base.replace(/[^\w.-]/g, '_')}.csv`;
}
