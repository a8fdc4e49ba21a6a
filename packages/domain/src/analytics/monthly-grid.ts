/*
 * The classic year x month table of returns (issue 26 item 2): one row per calendar year, twelve monthly returns and
 * the year's total, for the fund and, under it, the benchmark. The analysis page's card and the factsheet's block
 * both read it, so the two cannot disagree on which months a year has or what its total is.
 *
 * The monthly returns are METRICS.md §5 `monthlyReturns` (each month from the last price of the previous month, the
 * first one from the window's anchor). A year's total chains its months, `prod(1 + r_m) - 1`: the months of a year
 * chain from the last price of the previous year (or the anchor) to the last price of the year, which is exactly the
 * calendar-year return of §5 `yearlyReturns` over the same window, partial first and last years included.
 */

/** One month's return of one series (the API's `monthly-cumulative-returns` row). */
export interface MonthlyReturnInput {
  year: number;
  /** 1..12 */
  month: number;
  value: number;
}

/** One line of the table: twelve cells (January first; `null` = no return that month) and the year's total. */
export interface MonthlyGridLine {
  months: (number | null)[];
  /** The chained return of the months present; `null` when the year has none. */
  total: number | null;
  /** Months with a return (a partial first or last year has fewer than 12). */
  count: number;
}

/** A year of the table: the fund's line and the benchmark's (`null` without a benchmark). */
export interface MonthlyGridYear {
  year: number;
  fund: MonthlyGridLine;
  benchmark: MonthlyGridLine | null;
}

function lineOf(rows: ReadonlyMap<number, number>): MonthlyGridLine {
  const months = Array.from({ length: 12 }, (_, m) => rows.get(m + 1) ?? null);
  const present = months.filter((v): v is number => v !== null && Number.isFinite(v));
  const total = present.length === 0 ? null : present.reduce((w, r) => w * (1 + r), 1) - 1;
  return { months, total, count: present.length };
}

function byYear(rows: readonly MonthlyReturnInput[]): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    if (!Number.isFinite(r.value) || r.month < 1 || r.month > 12) continue;
    const year = out.get(r.year) ?? new Map<number, number>();
    year.set(r.month, r.value);
    out.set(r.year, year);
  }
  return out;
}

/**
 * The year x month table of the fund's monthly returns and the benchmark's (`null`: no benchmark), most recent year
 * first. The years are the fund's (a benchmark month outside them is not the fund's window); a year the benchmark has
 * no return in gets an empty benchmark line. `years` keeps only the most recent ones (the factsheet shows five).
 */
export function monthlyReturnsGrid(
  fund: readonly MonthlyReturnInput[],
  benchmark: readonly MonthlyReturnInput[] | null,
  options: { years?: number } = {},
): MonthlyGridYear[] {
  const fundYears = byYear(fund);
  const benchYears = benchmark ? byYear(benchmark) : null;
  const years = [...fundYears.keys()].sort((a, b) => b - a).slice(0, options.years ?? Infinity);
  return years.map((year) => ({
    year,
    fund: lineOf(fundYears.get(year) ?? new Map()),
    benchmark: benchYears ? lineOf(benchYears.get(year) ?? new Map()) : null,
  }));
}
