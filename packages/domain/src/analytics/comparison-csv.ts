import { STAT_IDS, type StatId } from '../constants.js';
import type { ComparisonResponse } from '../contracts/comparison.js';
import type { CsvCell } from '../csv/csv-writer.js';
import { safeCsv } from '../csv/price-download.js';
import {
  comparedProducts,
  comparisonAsOf,
  comparisonDetailRows,
  comparisonYearRows,
  correlationMatrix,
  refusedProducts,
  signedStatistic,
  statisticOf,
  statisticsWindowOf,
} from './comparison-tables.js';

/*
 * The comparison as a spreadsheet (issue 28 item 4, docs/comparison.md "Export"): the page's tables one under the
 * other, one column per compared product, so a spreadsheet user can chart or recompute them. Numbers are written as
 * numbers (fractions, not percentages; a drawdown negative, as the page shows it), dates as ISO dates, a missing
 * value as an empty cell; every text (product names, details, labels) goes through the one formula rule of
 * ../csv/csv-writer.ts. A refused product is named by its id and status only: the answer holds nothing else of it.
 * The words are the caller's (the web translates them), so this module stays language-free.
 */

/** The texts of the file, in the reader's language. */
export interface ComparisonCsvLabels {
  /** The first column's header, above the row names (the products' names head the other columns). */
  product: string;
  productId: string;
  sections: {
    keyFacts: string;
    /** The statistics section's title, naming the period ("Statistics over the common period"). */
    statistics: string;
    yearlyReturns: string;
    correlations: string;
    refused: string;
  };
  keyFacts: {
    currency: string;
    isin: string;
    inception: string;
    aum: string;
    lastPrice: string;
    lastDate: string;
    benchmark: string;
  };
  /** The statistics window's rows. */
  window: { startDate: string; endDate: string; returns: string };
  stats: Readonly<Record<StatId, string>>;
  /** What a refused product's status means (sign in, no access, not found). */
  refusedStatus: Readonly<Record<401 | 403 | 404, string>>;
}

/** Refused rows take three cells (id, status, its meaning): the file is at least that wide. */
const MIN_COLUMNS = 3;

/**
 * The comparison as CSV text (comma-separated, CRLF rows): a header of the products' names, then the sections key
 * facts, statistics of the chosen period (every statistic of the catalogue, in its order), calendar-year returns
 * (newest first), correlations (the symmetric matrix) and the refused products, separated by empty rows. A section
 * without content (no years, fewer than two products, nothing refused) is left out.
 */
export function comparisonCsv(response: ComparisonResponse, labels: ComparisonCsvLabels): string {
  const products = comparedProducts(response);
  const width = Math.max(MIN_COLUMNS, 1 + products.length);
  const pad = (cells: readonly CsvCell[]): CsvCell[] => [
    ...cells,
    ...Array.from({ length: Math.max(0, width - cells.length) }, () => null),
  ];
  const header = [labels.product, ...products.map((p) => p.name)];
  while (header.length < width) header.push('');
  const rows: CsvCell[][] = [];
  const section = (title: string, body: readonly (readonly CsvCell[])[]) => {
    if (body.length === 0) return;
    if (rows.length > 0) rows.push([]);
    rows.push(pad([title]));
    for (const row of body) rows.push(pad(row));
  };
  const line = (label: string, value: (p: (typeof products)[number]) => CsvCell): CsvCell[] => [
    label,
    ...products.map(value),
  ];

  rows.push(pad(line(labels.productId, (p) => p.productId)));
  if (products.length > 0) {
    const k = labels.keyFacts;
    section(labels.sections.keyFacts, [
      line(k.currency, (p) => p.keyFacts.currency),
      line(k.isin, (p) => p.keyFacts.isin),
      line(k.inception, (p) => p.keyFacts.inceptionDate),
      line(k.aum, (p) => p.keyFacts.aum),
      line(k.lastPrice, (p) => p.keyFacts.lastPrice),
      line(k.lastDate, (p) => p.keyFacts.lastDate),
      line(k.benchmark, (p) => p.benchmark?.name ?? null),
      ...comparisonDetailRows(products).map((d) => [d.key, ...d.values]),
    ]);
    const windows = products.map(statisticsWindowOf);
    section(labels.sections.statistics, [
      [labels.window.startDate, ...windows.map((w) => w?.startDate ?? null)],
      [labels.window.endDate, ...windows.map((w) => w?.endDate ?? null)],
      [labels.window.returns, ...windows.map((w) => w?.nReturns ?? null)],
      ...STAT_IDS.map((id) => line(labels.stats[id], (p) => signedStatistic(id, statisticOf(p, id)))),
    ]);
    section(
      labels.sections.yearlyReturns,
      comparisonYearRows(products).map((r) => [r.year, ...r.values]),
    );
    if (products.length >= 2) {
      const matrix = correlationMatrix(
        products.map((p) => p.productId),
        response.correlations,
      );
      section(
        labels.sections.correlations,
        products.map((p, i) => [
          p.name,
          ...(matrix[i] ?? []).map((cell) =>
            cell.kind === 'self' ? 1 : cell.kind === 'pair' ? cell.value : null,
          ),
        ]),
      );
    }
  }
  section(
    labels.sections.refused,
    refusedProducts(response).map((p) => [
      p.productId,
      p.refused.status,
      labels.refusedStatus[p.refused.status],
    ]),
  );
  return safeCsv(header, rows);
}

/**
 * The export's file name: `comparison-<period>-<date>.<extension>` (the date the figures reach, see
 * {@link comparisonAsOf}), with anything but letters, digits, `-`, `_` and `.` replaced by `_`.
 */
export function comparisonFileName(
  response: Pick<ComparisonResponse, 'period' | 'common' | 'products'>,
  extension: 'csv' | 'pdf',
): string {
  const date = comparisonAsOf(response);
  const base = `comparison-${response.period}${date ? `-${date}` : ''}`;
  return `${base.replace(/[^\w.-]/g, '_')}.${extension}`;
}
