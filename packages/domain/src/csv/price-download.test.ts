import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_PREFIXES } from './csv-writer.js';
import { parsePriceCsv } from './price-csv.js';
import { priceDownloadCsv, priceDownloadFileName, safeCsv } from './price-download.js';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('safeCsv (formula neutralising)', () => {
  it('prefixes every text cell a spreadsheet would run with an apostrophe, header included', () => {
    const texts = CSV_FORMULA_PREFIXES.map((p) => `${p}HYPERLINK("http://x","y")`);
    const csv = safeCsv(
      ['=cmd', 'name'],
      texts.map((t) => [t, 'plain']),
    );
    const [header, ...rows] = cellsOf(csv);
    expect(header).toEqual(["'=cmd", 'name']);
    expect(rows.map((r) => r[0])).toEqual(texts.map((t) => `'${t}`));
    expect(rows.every((r) => r[1] === 'plain')).toBe(true);
  });

  it('writes numbers as numbers (a negative stays negative) and empties null and non-finite values', () => {
    const csv = safeCsv(['a', 'b', 'c', 'd'], [[-1.5, null, Number.NaN, true]]);
    expect(csv).toBe('a,b,c,d\r\n-1.5,,,true');
  });

  it('quotes a text cell holding a comma, a quote or a line break', () => {
    const csv = safeCsv(['x'], [['a,b'], ['say "hi"'], ['two\nlines']]);
    expect(cellsOf(csv).slice(1)).toEqual([['a,b'], ['say "hi"'], ['two\nlines']]);
  });
});

describe('priceDownloadCsv', () => {
  const series = {
    dates: ['2026-01-02', '2026-01-05', '2026-01-06'],
    prices: [100, 101.25, 99.875],
    adjustedPrices: null,
  };

  it('writes `date,price` rows the price importer reads back unchanged', () => {
    const csv = priceDownloadCsv(series);
    expect(csv.split('\r\n')[0]).toBe('date,price');
    const parsed = parsePriceCsv(csv);
    expect(parsed.ok && parsed.rows.map((r) => [r.date, r.price])).toEqual(
      series.dates.map((d, i) => [d, series.prices[i]]),
    );
    expect(parsed.ok && parsed.hasAdjustedPrice).toBe(false);
  });

  it('adds the adjusted column when the series has one', () => {
    const csv = priceDownloadCsv({ ...series, adjustedPrices: [99, 100.2, 98.9] });
    expect(csv.split('\r\n')[0]).toBe('date,price,adjusted_price');
    const parsed = parsePriceCsv(csv);
    expect(parsed.ok && parsed.rows.map((r) => r.adjustedPrice)).toEqual([99, 100.2, 98.9]);
  });

  it('names the file after the series and its last date, without characters a file system refuses', () => {
    expect(priceDownloadFileName('global-equity-chf', '2026-10-30')).toBe(
      'global-equity-chf-prices-2026-10-30.csv',
    );
    expect(priceDownloadFileName('a/b:c', null)).toBe('a_b_c-prices.csv');
  });
});
