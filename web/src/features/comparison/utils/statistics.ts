import { STAT_IDS, type ComparedProduct, type StatId } from '@portal/domain';
import { missingReasonOf, type MissingReason } from '../../../lib/statistics-display';

/*
 * The statistics table of the comparison: one row per statistic of the catalogue, one column per product, each
 * column the product's own statistics table for the chosen period (computed as on its analysis page, so the figures
 * agree with it).
 */

export interface StatisticCell {
  value: number | null;
  /** Set when `value` is `null`: the explanation to show with the "n/a". */
  missing: MissingReason | null;
}

export interface StatisticRow {
  statId: StatId;
  /** One per product, in the products' order. */
  cells: StatisticCell[];
}

/**
 * Every statistic of the catalogue (`STAT_IDS` order) with each product's value: a statistic a product's table does
 * not hold reads as undefined, never as 0.
 */
export function statisticRows(products: readonly Pick<ComparedProduct, 'statistics'>[]): StatisticRow[] {
  const byStat = products.map((p) => new Map(p.statistics.cells.map((c) => [c.statId, c])));
  return STAT_IDS.map((statId) => ({
    statId,
    cells: byStat.map((cells): StatisticCell => {
      const cell = cells.get(statId);
      const value = cell?.value ?? null;
      return { value, missing: value === null ? missingReasonOf(cell?.nullReason) : null };
    }),
  }));
}
