import { alignAll } from './align-all.js';
import { lastIndexOnOrBefore } from './dates.js';
import { prepareSeries } from './prepare.js';
import type { DatedValues } from './resample.js';

/** One component of a product built from weighted parts. */
export interface WeightedComponent {
  id: string;
  dates: readonly string[];
  prices: ArrayLike<number>;
  /** Weight at the start of the window (any non-negative scale; normalised by their sum). */
  weight: number;
}

export interface WeightedReturns {
  /** Common dates of all components within the window. */
  dates: string[];
  /** Cumulative return of the weighted portfolio since the window start. */
  total: number[];
  /** Contribution of each component to `total` (they sum to `total` at every date). */
  contributions: { id: string; weight: number; values: number[] }[];
}

/**
 * Cumulative weighted returns, **buy-and-hold from the window start**. With normalised weights `w_i` (sum 1) fixed
 * at the window start `s` and component prices `P_i`:
 *
 *   `V_t = sum_i w_i * P_i,t / P_i,s`,  total cumulative return `R_t = V_t - 1`,
 *   contribution of component i: `C_i,t = w_i * (P_i,t / P_i,s - 1)`,  so `sum_i C_i,t = R_t`.
 *
 * Why buy-and-hold rather than rebalancing every period: the weights describe an allocation made at one date, the
 * contributions then add up exactly to the total (a rebalanced mix has no additive decomposition of cumulative
 * returns), and it does not assume costless rebalancing trades every day. Components are joined on their common
 * dates (inner join, like the benchmark alignment). The window is `[from, to]` as for series windows: it starts at
 * the last common date on or before `from` (or the first common date). Empty result when there is no component,
 * no common date, or the weights sum to 0.
 */
export function weightedReturns(
  components: readonly WeightedComponent[],
  window: { from?: string | null; to?: string | null } = {},
): WeightedReturns {
  const empty: WeightedReturns = { dates: [], total: [], contributions: [] };
  const weightSum = components.reduce((a, c) => a + c.weight, 0);
  if (components.length === 0 || !(weightSum > 0)) return empty;
  // Same preconditions as every engine input (ascending dates, positive prices); throws AnalyticsInputError.
  for (const c of components) prepareSeries(c.dates, c.prices, c.id);
  const joined = alignAll(components);
  const end = window.to ? lastIndexOnOrBefore(joined.dates, window.to) : joined.dates.length - 1;
  const start = window.from ? Math.max(0, lastIndexOnOrBefore(joined.dates, window.from)) : 0;
  if (end < 0 || start > end) return empty;
  const out: WeightedReturns = {
    dates: joined.dates.slice(start, end + 1),
    total: new Array<number>(end - start + 1).fill(0),
    contributions: [],
  };
  components.forEach((c, k) => {
    const w = c.weight / weightSum;
    const prices = joined.prices[k] ?? new Float64Array(0);
    const base = prices[start] ?? NaN;
    const values: number[] = [];
    for (let i = start; i <= end; i++) {
      const v = w * ((prices[i] ?? NaN) / base - 1);
      values.push(v);
      out.total[i - start] = (out.total[i - start] ?? 0) + v;
    }
    out.contributions.push({ id: c.id, weight: w, values });
  });
  return out;
}

/** Convenience: the total as a dated series (for charts shared with the cumulative-returns code). */
export function weightedTotal(w: WeightedReturns): DatedValues {
  return { dates: w.dates, values: w.total };
}
