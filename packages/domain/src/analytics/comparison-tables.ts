import { statDisplay } from '../stats-catalogue.js';
import type { StatId } from '../constants.js';
import type { ComparedProduct, ComparisonProduct, ComparisonResponse } from '../contracts/comparison.js';

/*
 * The comparison's answer read as tables (docs/comparison.md): what the comparison page, its CSV and its PDF all show
 * the same way, so the three cannot disagree on which details line up, which years appear or which pair is which.
 */

type Refused = Extract<ComparisonProduct, { refused: { status: number } }>;
/** A product of the answer the reader may not see: its id and refusal only. */
export type RefusedProduct = Pick<Refused, 'productId' | 'refused'>;

/** The compared products of an answer, in request order. */
export const comparedProducts = (response: Pick<ComparisonResponse, 'products'>): ComparedProduct[] =>
  response.products.filter((p): p is ComparedProduct => p.refused === null);

/** The refused products of an answer, in request order, reduced to their id and refusal (nothing else exists). */
export const refusedProducts = (response: Pick<ComparisonResponse, 'products'>): RefusedProduct[] =>
  response.products.flatMap((p) =>
    p.refused === null ? [] : [{ productId: p.productId, refused: p.refused }],
  );

/**
 * The date the comparison's figures reach: the last date every product has (the common range's end), else the
 * latest last price of a compared product; `null` when no product has a price.
 */
export function comparisonAsOf(response: Pick<ComparisonResponse, 'common' | 'products'>): string | null {
  if (response.common) return response.common.endDate;
  const last = comparedProducts(response).flatMap((p) => (p.keyFacts.lastDate ? [p.keyFacts.lastDate] : []));
  return last.length === 0 ? null : last.reduce((a, b) => (a > b ? a : b));
}

/** One row of the products' own details (fees, legal form, domicile, ...) side by side. */
export interface DetailRow {
  /** The key as the first product stating it words it. */
  key: string;
  /** One per product, in the products' order; `null` where the product does not state it. */
  values: (string | null)[];
}

/** The text a key is matched by: case, surrounding and repeated spaces do not make two keys different. */
const matchKey = (key: string) => key.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The union of the products' detail rows: free key/value rows in the reader's language, each product with its own
 * set and order, matched by their key's text, in the order the keys are first met. A product stating one key twice
 * keeps both values, joined, rather than losing one; a row without a key is left out.
 */
export function comparisonDetailRows(products: readonly Pick<ComparedProduct, 'keyFacts'>[]): DetailRow[] {
  const rows = new Map<string, DetailRow>();
  products.forEach((product, index) => {
    for (const { key, value } of product.keyFacts.details) {
      const match = matchKey(key);
      if (match === '') continue;
      let row = rows.get(match);
      if (!row) {
        row = { key: key.trim(), values: products.map(() => null) };
        rows.set(match, row);
      }
      const before = row.values[index];
      row.values[index] = before === null || before === undefined ? value : `${before}; ${value}`;
    }
  });
  return [...rows.values()];
}

type PairCorrelation = ComparisonResponse['correlations'][number];

export type CorrelationCell =
  | { kind: 'self' }
  | { kind: 'pair'; value: number | null; nReturns: number; startDate: string | null; endDate: string | null }
  /** A pair the answer does not hold (it holds every pair of compared products: a defensive n/a). */
  | { kind: 'missing' };

/**
 * The full symmetric matrix of the pairs the API sends once each (a before b, in request order), rows and columns
 * in the order of `productIds`; a product against itself is 1 by definition.
 */
export function correlationMatrix(
  productIds: readonly string[],
  correlations: readonly PairCorrelation[],
): CorrelationCell[][] {
  const byPair = new Map<string, PairCorrelation>();
  for (const c of correlations) {
    byPair.set(`${c.a}\u0000${c.b}`, c);
    byPair.set(`${c.b}\u0000${c.a}`, c);
  }
  return productIds.map((row) =>
    productIds.map((column): CorrelationCell => {
      if (row === column) return { kind: 'self' };
      const c = byPair.get(`${row}\u0000${column}`);
      return c
        ? { kind: 'pair', value: c.value, nReturns: c.nReturns, startDate: c.startDate, endDate: c.endDate }
        : { kind: 'missing' };
    }),
  );
}

/** One calendar year side by side: each product's return of the year, `null` where it has none. */
export interface ComparisonYearRow {
  year: number;
  values: (number | null)[];
}

/**
 * Every calendar year any product has a return for, newest first (a product launched later has `null` for the
 * earlier years, never 0). The first and last year of a product's window can be partial, as on the page.
 */
export function comparisonYearRows(
  products: readonly Pick<ComparedProduct, 'yearlyReturns'>[],
): ComparisonYearRow[] {
  const byProduct = products.map((p) => new Map(p.yearlyReturns.map((r) => [r.year, r.value])));
  const years = [...new Set(byProduct.flatMap((m) => [...m.keys()]))].sort((a, b) => b - a);
  return years.map((year) => ({ year, values: byProduct.map((m) => m.get(year) ?? null) }));
}

/** A product's statistic of the answer, `null` where its table does not hold it or it is undefined. */
export function statisticOf(product: Pick<ComparedProduct, 'statistics'>, statId: StatId): number | null {
  return product.statistics.cells.find((c) => c.statId === statId)?.value ?? null;
}

/**
 * A statistic with the sign the pages show it with: a loss magnitude (the maximum drawdown, stored as a positive
 * fraction, METRICS.md §4) as a negative number, every other one as it is.
 */
export function signedStatistic(statId: StatId, value: number | null): number | null {
  if (value === null) return null;
  return statDisplay(statId).showAsLoss ? -Math.abs(value) : value;
}

/** The window a product's statistics cover, or `null` when its period holds no return. */
export function statisticsWindowOf(
  product: Pick<ComparedProduct, 'statistics'>,
): { startDate: string; endDate: string; nReturns: number } | null {
  const fund = product.statistics.periods[0]?.fund;
  return fund?.available
    ? { startDate: fund.startDate, endDate: fund.endDate, nReturns: fund.nReturns }
    : null;
}
