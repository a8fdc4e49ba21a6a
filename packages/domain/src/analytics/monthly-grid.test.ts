import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '../prices/layout.js';
import { computeAnalysisSeries } from './analysis-series.js';
import { monthlyReturnsGrid } from './monthly-grid.js';
import fixture from './fixtures/conformance.json';

function ref(id: string): PriceSeries {
  const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[id];
  if (!f) throw new Error(id);
  return { dates: f.dates, prices: f.prices, adjusted: f.prices };
}

describe('monthlyReturnsGrid (the year x month table)', () => {
  // DAX against SMI (EuStockMarkets, R datasets): a window that starts and ends inside a year.
  const s = computeAnalysisSeries({
    fund: ref('eustockmarkets_dax'),
    benchmark: ref('eustockmarkets_smi'),
    frequency: 'daily',
    oldDataEndDate: null,
  });
  const grid = monthlyReturnsGrid(s.monthlyReturns.fund, s.monthlyReturns.benchmark);

  it('has one row per calendar year, most recent first, with twelve month cells', () => {
    const years = [...new Set(s.monthlyReturns.fund.map((r) => r.year))].sort((a, b) => b - a);
    expect(grid.map((y) => y.year)).toEqual(years);
    for (const y of grid) {
      expect(y.fund.months).toHaveLength(12);
      expect(y.benchmark?.months).toHaveLength(12);
    }
  });

  it('puts each monthly return in its month, and leaves months outside the window empty', () => {
    for (const r of s.monthlyReturns.fund) {
      expect(grid.find((y) => y.year === r.year)?.fund.months[r.month - 1]).toBe(r.value);
    }
    const first = grid.at(-1);
    // The window starts on 1 July 1991: January to June of the first year have no return.
    expect(first?.fund.months.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(first?.fund.count).toBe(6);
  });

  it('gives each year the calendar-year return of the yearly table (partial years too), fund and benchmark', () => {
    const yearly = new Map(s.yearlyReturns.fund.map((r) => [r.year, r.value]));
    const yearlyBench = new Map((s.yearlyReturns.benchmark ?? []).map((r) => [r.year, r.value]));
    expect(grid.length).toBe(yearly.size);
    for (const y of grid) {
      expect(y.fund.total).toBeCloseTo(yearly.get(y.year) ?? NaN, 12);
      expect(y.benchmark?.total).toBeCloseTo(yearlyBench.get(y.year) ?? NaN, 12);
    }
  });

  it('keeps the most recent years when asked, and has no benchmark line without a benchmark', () => {
    const short = monthlyReturnsGrid(s.monthlyReturns.fund, null, { years: 2 });
    expect(short.map((y) => y.year)).toEqual(grid.slice(0, 2).map((y) => y.year));
    expect(short.every((y) => y.benchmark === null)).toBe(true);
  });

  it('gives a year the benchmark has no return in an empty benchmark line, and ignores non-finite values', () => {
    const g = monthlyReturnsGrid(
      [
        { year: 2024, month: 12, value: 0.01 },
        { year: 2025, month: 1, value: 0.02 },
        { year: 2025, month: 2, value: Number.NaN },
      ],
      [{ year: 2025, month: 1, value: -0.01 }],
    );
    expect(g.map((y) => y.year)).toEqual([2025, 2024]);
    expect(g[0]?.fund.months.slice(0, 2)).toEqual([0.02, null]);
    expect(g[0]?.fund.total).toBeCloseTo(0.02, 15);
    expect(g[1]?.benchmark).toEqual({ months: Array<null>(12).fill(null), total: null, count: 0 });
  });
});
