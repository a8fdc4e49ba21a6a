import { alignAll } from './align-all.js';
import { lastIndexOnOrBefore } from './dates.js';
import { prepareSeries } from './prepare.js';

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
 * Cumulative weighted returns of a product built from weighted components: a **constant mix**, rebalanced to the
 * target weights at every common price date (what a model portfolio or strategy with fixed weights means, and how
 * such a product's own series is built, so the card and the product's series agree). With normalised weights `w_i`
 * (sum 1), component returns `r_i,t = P_i,t / P_i,t-1 - 1` between consecutive common dates, and the window start
 * `s`:
 *
 *   portfolio return `r_t = sum_i w_i * r_i,t`,  value `V_s = 1`, `V_t = V_t-1 * (1 + r_t)`,  total `R_t = V_t - 1`;
 *   contribution of component i: `C_i,s = 0`, `C_i,t = C_i,t-1 + V_t-1 * w_i * r_i,t`,  so `sum_i C_i,t = R_t`
 *   exactly (each period's gain `V_t - V_t-1` is split by what each component earned on its share of `V_t-1`).
 *
 * This is PerformanceAnalytics' `Return.portfolio(R, weights, rebalance_on = "days")` total, with contributions
 * carried by the portfolio value (Carino-free, exactly additive). Components are joined on their common dates
 * (inner join, like the benchmark alignment). The window is `[from, to]` as for series windows: it starts at the
 * last common date on or before `from` (or the first common date). Empty result when there is no component, no
 * common date, or the weights sum to 0.
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
  const n = end - start + 1;
  const weights = components.map((c) => c.weight / weightSum);
  const contributions = components.map((c, k) => ({
    id: c.id,
    weight: weights[k] ?? 0,
    values: new Array<number>(n).fill(0),
  }));
  const total = new Array<number>(n).fill(0);
  let value = 1;
  for (let t = 1; t < n; t++) {
    const i = start + t;
    let r = 0;
    for (let k = 0; k < components.length; k++) {
      const prices = joined.prices[k];
      const part = contributions[k];
      if (!prices || !part) continue;
      const rk = (prices[i] ?? NaN) / (prices[i - 1] ?? NaN) - 1;
      const wr = (weights[k] ?? 0) * rk;
      r += wr;
      part.values[t] = (part.values[t - 1] ?? 0) + value * wr;
    }
    value *= 1 + r;
    total[t] = value - 1;
  }
  return { dates: joined.dates.slice(start, end + 1), total, contributions };
}
