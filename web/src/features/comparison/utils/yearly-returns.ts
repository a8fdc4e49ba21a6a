import type { ComparedProduct } from '@portal/domain';
import { isPartialYear } from '../../../lib/statistics-display';

/*
 * Calendar-year returns side by side: the years of every product, newest first, each product's return of the year
 * where it has one. A product launched later has no figure for the earlier years (shown as n/a, never 0).
 */

export interface YearCell {
  value: number;
  /**
   * The year is not whole in the window: its first year when the window starts inside it (no price of the year
   * before to start from), its last when its last price comes before the last trading days of December.
   */
  partial: boolean;
}

export interface YearRow {
  year: number;
  /** One per product, in the products' order; `null` where the product has no return for the year. */
  cells: (YearCell | null)[];
}

/** The cells of one product by year, with the partial first and last years marked. */
function cellsOf(product: Pick<ComparedProduct, 'yearlyReturns' | 'window'>): Map<number, YearCell> {
  const rows = product.yearlyReturns;
  const startDate = product.window?.startDate ?? null;
  return new Map(
    rows.map((row, i) => [row.year, { value: row.value, partial: isPartialYear(rows, i, startDate) }]),
  );
}

/** One row per year any product has, newest first. */
export function yearRows(products: readonly Pick<ComparedProduct, 'yearlyReturns' | 'window'>[]): YearRow[] {
  const byProduct = products.map(cellsOf);
  const years = [...new Set(byProduct.flatMap((cells) => [...cells.keys()]))].sort((a, b) => b - a);
  return years.map((year) => ({ year, cells: byProduct.map((cells) => cells.get(year) ?? null) }));
}
