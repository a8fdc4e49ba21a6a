import { describe, expect, it } from 'vitest';
import type { UpdateFrequency } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { computeAnalysisSeries } from './analysis-series.js';
import { computeComparison, type ComparisonMember, type DateCut } from './comparison.js';
import fixture from './fixtures/conformance.json';
import { prepareAnalytics } from './prepare.js';
import { computeStatisticsTable } from './statistics-table.js';

// Real series (PerformanceAnalytics' `managers` and `EuStockMarkets` data, in the conformance fixture), so the pair
// correlations are checked against PerformanceAnalytics' own figures.

type FileName = keyof typeof fixture.files;

function seriesOf(name: FileName): PriceSeries {
  const f = fixture.files[name];
  return { dates: f.dates, prices: f.prices, adjusted: f.prices };
}

function cutOf(s: PriceSeries, cut: DateCut): PriceSeries {
  const keep = s.dates.map(
    (d) => (cut.start === undefined || d >= cut.start) && (cut.end === undefined || d <= cut.end),
  );
  // The analysis page's cut starts at the last price on or before the start (the first return's anchor).
  const first = keep.indexOf(true);
  if (first > 0 && cut.start !== undefined && s.dates[first] !== cut.start) keep[first - 1] = true;
  const pick = <T>(xs: readonly T[]) => xs.filter((_, i) => keep[i]);
  return { dates: pick(s.dates), prices: pick(s.prices), adjusted: pick(s.adjusted) };
}

function member(
  productId: string,
  fund: FileName,
  frequency: UpdateFrequency,
  benchmark: FileName | null = null,
): ComparisonMember {
  const f = seriesOf(fund);
  const b = benchmark ? seriesOf(benchmark) : null;
  return {
    productId,
    series: prepareAnalytics({ fund: f, benchmark: b, frequency }),
    prepareCut: (cut) =>
      prepareAnalytics({ fund: cutOf(f, cut), benchmark: b ? cutOf(b, cut) : null, frequency }),
  };
}

/** PerformanceAnalytics' correlation of a conformance case, for a period, with rf = 0. */
function paCorrelation(caseName: string, period: string): number | null {
  const c = fixture.cases.find((x) => x.name === caseName);
  const table = c?.tables.find((t) => t.riskFreeAnnual === 0);
  const cell = table?.cells.find((x) => x.statId === 'correlation' && x.period === period);
  if (!cell) throw new Error(`no correlation for ${caseName} ${period}`);
  return cell.value;
}

describe('computeComparison', () => {
  it('correlates every pair on their common dates exactly as PerformanceAnalytics does', () => {
    const monthly = computeComparison(
      [member('ham1', 'managers_ham1', 'monthly'), member('sp500', 'managers_sp500_tr', 'monthly')],
      { period: '36m' },
    );
    expect(monthly.correlations).toHaveLength(1);
    expect(monthly.correlations[0]?.value).toBeCloseTo(paCorrelation('ham1-sp500-monthly', '36m') ?? NaN, 12);
    const daily = computeComparison(
      [member('dax', 'eustockmarkets_dax', 'daily'), member('smi', 'eustockmarkets_smi', 'daily')],
      { period: '12m' },
    );
    expect(daily.correlations[0]?.value).toBeCloseTo(paCorrelation('dax-smi-daily', '12m') ?? NaN, 12);
    expect(daily.correlations[0]).toMatchObject({ a: 'dax', b: 'smi', endDate: '1998-08-14' });
  });

  it('gives each product the statistics table of its own analysis page for the period', () => {
    const members = [
      member('ham1', 'managers_ham1', 'monthly', 'managers_sp500_tr'),
      member('ham2', 'managers_ham2', 'monthly', 'managers_sp500_tr'),
    ];
    const c = computeComparison(members, { period: '60m', end: '2005-12-31' });
    for (const [i, name] of (['managers_ham1', 'managers_ham2'] as const).entries()) {
      const own = computeStatisticsTable(
        prepareAnalytics({
          fund: cutOf(seriesOf(name), { start: undefined, end: '2005-12-31' }),
          benchmark: cutOf(seriesOf('managers_sp500_tr'), { start: undefined, end: '2005-12-31' }),
          frequency: 'monthly',
        }),
        { periods: ['60m'] },
      );
      expect(c.columns[i]?.statistics).toEqual(own);
      // Every statistic of METRICS.md, relative ones against the product's benchmark.
      expect(c.columns[i]?.statistics.cells.find((x) => x.statId === 'beta')?.value).not.toBeNull();
    }
  });

  it('compares over the dates every product has: rebased to 100 at the common start, statistics over the common range', () => {
    const c = computeComparison(
      [member('ham1', 'managers_ham1', 'monthly'), member('ham2', 'managers_ham2', 'monthly')],
      { period: 'common' },
    );
    expect(c.common).toEqual({ startDate: '1996-07-31', endDate: '2006-12-31' });
    expect(c.chartStart).toBe('1996-07-31');
    for (const column of c.columns) {
      expect(column.cumulative.dates[0]).toBe('1996-07-31');
      expect(column.cumulative.values[0]).toBe(100);
      expect(column.drawdowns.values[0]).toBe(0);
      const max = column.statistics.periods[0]?.fund;
      expect(max).toMatchObject({ available: true, startDate: '1996-07-31', endDate: '2006-12-31' });
    }
    // The line is the product's own cumulative-returns chart from that date (its analysis page's zoom).
    const own = computeAnalysisSeries(
      prepareAnalytics({ fund: seriesOf('managers_ham1'), frequency: 'monthly' }),
      {
        window: { from: '1996-07-31', to: null },
        initialValue: 100,
        withResample: 1000,
      },
    );
    expect(c.columns[0]?.cumulative).toEqual(own.cumulativeReturns.fund);
    expect(c.columns[0]?.yearlyReturns).toEqual(own.yearlyReturns.fund);
    expect(c.columns[0]?.rollingVolatility.values).toEqual(own.rolling1y.fund.rollingAnnualizedVolatility);
    const ham1 = seriesOf('managers_ham1');
    const at = (d: string) => ham1.prices[ham1.dates.indexOf(d)] ?? NaN;
    expect(c.columns[0]?.cumulative.values.at(-1)).toBeCloseTo(
      (100 * at('2006-12-31')) / at('1996-07-31'),
      10,
    );
  });

  it('starts the lines at the requested date and keeps each product to its own prices', () => {
    const c = computeComparison(
      [member('dax', 'eustockmarkets_dax', 'daily'), member('ham1', 'managers_ham1', 'monthly')],
      { period: 'common', start: '1997-01-01', end: '1998-06-30' },
    );
    expect(c.chartStart).toBe('1997-01-01');
    // The last price on or before the start anchors each line (a monthly fund: 1996-12-31).
    expect(c.columns[1]?.cumulative.dates[0]).toBe('1996-12-31');
    expect(c.columns[1]?.window).toEqual({ startDate: '1996-12-31', endDate: '1998-06-30', nReturns: 18 });
    expect(c.columns[0]?.window?.endDate).toBe('1998-06-30');
    // A daily and a monthly product correlate on the month ends both have.
    expect(c.correlations[0]?.nReturns).toBeGreaterThan(10);
  });

  it('says so when products share no dates: no common range, no correlation, each column its own', () => {
    const early: ComparisonMember = member('early', 'managers_ham1', 'monthly');
    const late: ComparisonMember = {
      ...member('late', 'eustockmarkets_dax', 'daily'),
    };
    const c = computeComparison([late, early], { period: 'common', end: '1995-12-31' });
    // dax ends 1998-08; cut at 1995-12-31 it keeps 1991-1995, ham1 keeps one price: no two common dates.
    expect(c.common).toBeNull();
    expect(c.correlations[0]).toMatchObject({ value: null, nReturns: 0 });
    for (const column of c.columns) {
      expect(column.statistics.periods[0]?.fund.available).toBe(false);
    }
  });

  it('handles a product without prices and a flat one', () => {
    const empty: ComparisonMember = {
      productId: 'empty',
      series: prepareAnalytics({ fund: { dates: [], prices: [], adjusted: [] }, frequency: 'daily' }),
      prepareCut: () =>
        prepareAnalytics({ fund: { dates: [], prices: [], adjusted: [] }, frequency: 'daily' }),
    };
    const flatSeries: PriceSeries = {
      dates: ['2024-01-31', '2024-02-29', '2024-03-31'],
      prices: [100, 100, 100],
      adjusted: [100, 100, 100],
    };
    const flat: ComparisonMember = {
      productId: 'flat',
      series: prepareAnalytics({ fund: flatSeries, frequency: 'monthly' }),
      prepareCut: (cut) => prepareAnalytics({ fund: cutOf(flatSeries, cut), frequency: 'monthly' }),
    };
    const c = computeComparison([flat, empty], { period: 'max' });
    expect(c.common).toBeNull();
    expect(c.columns[0]?.cumulative.values).toEqual([100, 100, 100]);
    expect(c.columns[0]?.statistics.cells.find((x) => x.statId === 'annualizedVolatility')?.value).toBe(0);
    expect(c.columns[0]?.statistics.cells.find((x) => x.statId === 'sharpeRatio')).toMatchObject({
      value: null,
      nullReason: 'undefined',
    });
    expect(c.columns[1]?.cumulative.values).toEqual([]);
    expect(c.columns[1]?.statistics.periods[0]?.fund).toMatchObject({ available: false, reason: 'noData' });
    expect(c.correlations[0]?.value).toBeNull();
  });
});
