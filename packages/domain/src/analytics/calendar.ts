import type { PreparedSeries } from './prepare.js';

/** Calendar-period returns of a window: `values[k]` ends at price index `lastIndex[k]`. */
export interface CalendarReturns {
  values: Float64Array;
  lastIndex: Int32Array;
}

/**
 * Calendar-month (or calendar-year) returns **within** the window `[start, end]` (METRICS.md §3):
 * `R_m = P(last price in month m) / P(last price of the previous bucket) - 1`, the first bucket anchored on the
 * window's start price (= `prod(1 + r_i) - 1` over the month, PA `apply.monthly(R, Return.cumulative)`). First and
 * last buckets can be partial; a start price that is the last of its month creates no empty month; for monthly data
 * each return is its own month. `unit: 'year'` gives PA `apply.yearly`.
 */
export function calendarReturns(
  s: PreparedSeries,
  start: number,
  end: number,
  unit: 'month' | 'year' = 'month',
): CalendarReturns {
  const div = unit === 'month' ? 1 : 12;
  const keys = s.monthKeys;
  const p = s.prices;
  let count = 0;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || Math.floor((keys[i] ?? 0) / div) !== Math.floor((keys[i + 1] ?? 0) / div)) count++;
  }
  const values = new Float64Array(count);
  const lastIndex = new Int32Array(count);
  let anchor = p[start] ?? NaN;
  let k = 0;
  for (let i = start + 1; i <= end; i++) {
    if (i === end || Math.floor((keys[i] ?? 0) / div) !== Math.floor((keys[i + 1] ?? 0) / div)) {
      const price = p[i] ?? NaN;
      values[k] = price / anchor - 1;
      lastIndex[k] = i;
      anchor = price;
      k++;
    }
  }
  return { values, lastIndex };
}
