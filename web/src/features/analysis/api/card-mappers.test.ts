import type {
  Asset,
  BetaResponse,
  CumulativeReturnsResponse,
  MonthlyReturnsResponse,
  PerformanceDataResponse,
  YearlyReturnsResponse,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { toBetaCard } from './get-beta';
import { toCumulativeReturnsCard } from './get-cumulative-returns';
import { toPerformanceStatsCard } from './get-performance-data';
import { toYearlyReturnsCard } from './get-yearly-cumulative-returns';
import { groupedOptions } from './get-assets';
import { toMonthlyTable } from './get-monthly-returns';

const base = {
  productId: 'fund',
  mode: 'historical' as const,
  benchmarkId: 'bench',
  currency: 'CHF',
  frequency: 'daily' as const,
  oldDataEndDate: null,
  conventions: {
    returnMethod: 'simple' as const,
    scale: 252,
    riskFreeAnnual: 0,
    varMethod: 'historical-type7' as const,
    priceField: 'price' as const,
    benchmarkAlignment: 'common-dates' as const,
    pairScale: 252,
    riskFreeSeries: null,
  },
  window: { available: true as const, startDate: '2020-03-02', endDate: '2022-06-30', nReturns: 600 },
};
const labels = { fundId: 'fund', fund: 'Fund', benchmark: 'Bench' };

describe('toPerformanceStatsCard', () => {
  const response: PerformanceDataResponse = {
    ...base,
    periods: [
      {
        period: 'max',
        fund: {
          period: 'max',
          available: true,
          startDate: '2020-03-02',
          endDate: '2022-06-30',
          nReturns: 600,
        },
        aligned: null,
      },
      {
        period: '60m',
        fund: { period: '60m', available: false, reason: 'insufficientHistory' },
        aligned: null,
      },
      {
        period: '1m',
        fund: { period: '1m', available: true, startDate: '2022-05-31', endDate: '2022-06-30', nReturns: 21 },
        aligned: null,
      },
    ],
    cells: [
      {
        period: 'max',
        startDate: null,
        endDate: null,
        nReturns: 600,
        statId: 'cumulativeReturn',
        value: 0.5,
      },
      {
        period: 'max',
        startDate: null,
        endDate: null,
        nReturns: 600,
        statId: 'beta',
        value: null,
        nullReason: 'benchmarkRequired',
      },
      { period: '1m', startDate: null, endDate: null, nReturns: 21, statId: 'cumulativeReturn', value: 0.01 },
    ],
  };

  it('orders the available periods shortest first and explains missing values', () => {
    const card = toPerformanceStatsCard(response, ['cumulativeReturn', 'beta'], 'Bench');
    if (card.status !== 'ok') throw new Error('expected data');
    expect(card.data.columns.map((c) => c.period)).toEqual(['1m', 'max']);
    expect(card.data.rows[0]?.cells).toEqual([{ value: 0.01 }, { value: 0.5 }]);
    expect(card.data.rows[1]?.cells[1]).toEqual({ value: null, missing: 'needsBenchmark' });
    expect(card.data.conventions.scale).toBe(252);
  });

  it('reports a window without returns as not enough data', () => {
    const card = toPerformanceStatsCard(
      { ...response, window: { available: false, reason: 'noData' } },
      ['cumulativeReturn'],
      null,
    );
    expect(card).toEqual({ status: 'notEnoughData', reason: 'noPrices' });
  });
});

describe('toCumulativeReturnsCard', () => {
  const series = (dates: string[], values: number[]) => ({ dates, values, oldDataEndDate: null });
  const response: CumulativeReturnsResponse = {
    ...base,
    initialValue: null,
    maxPoints: 1000,
    fund: series(['2020-01-01', '2021-01-01', '2022-01-01'], [0, 0.2, 0.5]),
    benchmark: null,
  };

  it('rebases the live line on the fund at the live series start', () => {
    const live: CumulativeReturnsResponse = {
      ...response,
      mode: 'live',
      fund: series(['2021-01-01', '2022-01-01'], [0, 0.1]),
    };
    const card = toCumulativeReturnsCard(response, labels, { response: live, label: 'Live' });
    if (card.status !== 'ok') throw new Error('expected data');
    expect(card.data.benchmark).toBeNull();
    expect(card.data.liveComparison?.points.map((p) => p.value)).toEqual([
      expect.closeTo(0.2, 12),
      expect.closeTo(1.2 * 1.1 - 1, 12),
    ]);
  });
});

describe('toYearlyReturnsCard', () => {
  it('marks the first and last years partial and joins the benchmark by year', () => {
    const response: YearlyReturnsResponse = {
      ...base,
      fund: [
        { year: 2020, lastDate: '2020-12-31', value: 0.1 },
        { year: 2021, lastDate: '2021-12-31', value: -0.05 },
        { year: 2022, lastDate: '2022-06-30', value: 0.02 },
      ],
      benchmark: [{ year: 2021, lastDate: '2021-12-31', value: 0.03 }],
    };
    const card = toYearlyReturnsCard(response);
    if (card.status !== 'ok') throw new Error('expected data');
    expect(card.data.rows.map((r) => [r.year, r.benchmark, r.partial])).toEqual([
      [2020, null, true],
      [2021, 0.03, false],
      [2022, null, true],
    ]);
  });
});

describe('toBetaCard', () => {
  it('asks for a benchmark when there is none', () => {
    const response: BetaResponse = {
      ...base,
      benchmarkId: null,
      rollingWindow: 252,
      maxPoints: 1000,
      beta: null,
    };
    expect(toBetaCard(response, labels)).toEqual({ status: 'notEnoughData', reason: 'needsBenchmark' });
  });
});

describe('toMonthlyTable', () => {
  const response: MonthlyReturnsResponse = {
    ...base,
    fund: [
      { year: 2021, month: 12, lastDate: '2021-12-31', value: 0.02 },
      { year: 2022, month: 1, lastDate: '2022-01-31', value: -0.01 },
      { year: 2022, month: 2, lastDate: '2022-02-28', value: 0.03 },
    ],
    benchmark: [{ year: 2022, month: 1, lastDate: '2022-01-31', value: 0.005 }],
  };

  it('tables the months by year, most recent first, with the chained total and the benchmark line', () => {
    const table = toMonthlyTable(response);
    if (table.status !== 'ok') throw new Error(table.reason);
    expect(table.years.map((y) => y.year)).toEqual([2022, 2021]);
    expect(table.years[0]?.fund.months.slice(0, 3)).toEqual([-0.01, 0.03, null]);
    expect(table.years[0]?.fund.total).toBeCloseTo(0.99 * 1.03 - 1, 15);
    expect(table.years[0]?.benchmark?.total).toBeCloseTo(0.005, 15);
    expect(table.years[1]?.benchmark).toEqual({ months: Array<null>(12).fill(null), total: null, count: 0 });
  });

  it('says why there is no table: no prices, or no month yet', () => {
    expect(toMonthlyTable({ ...response, window: { available: false, reason: 'noData' } })).toEqual({
      status: 'notEnoughData',
      reason: 'noPrices',
    });
    expect(toMonthlyTable({ ...response, fund: [], benchmark: null })).toEqual({
      status: 'notEnoughData',
      reason: 'needsHistory',
    });
  });
});

describe('groupedOptions (the benchmark picker, seed 000 §7)', () => {
  const asset = (id_: string, group: Asset['group'], name: string): Asset => ({
    id_,
    group,
    name: { en: name, de: `${name} (de)` },
    currency: 'CHF',
    modes: ['live'],
    locked: false,
  });
  const assets = [
    asset('msci-world', 'benchmark', 'MSCI World'),
    asset('peer-fund', 'fund', 'Peer Fund'),
    asset('sbi', 'benchmark', 'SBI'),
  ];

  it('groups the offered options by the asset list’s group, products before benchmarks, in the offered order', () => {
    const offered = [
      { value: 'sbi', label: 'sbi' },
      { value: 'peer-fund', label: 'peer-fund' },
      { value: 'msci-world', label: 'msci-world' },
    ];
    expect(groupedOptions(offered, assets, 'de')).toEqual([
      { group: 'fund', items: [{ value: 'peer-fund', label: 'Peer Fund (de)' }] },
      {
        group: 'benchmark',
        items: [
          { value: 'sbi', label: 'SBI (de)' },
          { value: 'msci-world', label: 'MSCI World (de)' },
        ],
      },
    ]);
  });

  it('puts what the list does not hold (or everything while it loads) with the benchmarks, under its own label', () => {
    const offered = [{ value: 'other', label: 'Other index' }];
    expect(groupedOptions(offered, assets, 'en')).toEqual([
      { group: 'benchmark', items: [{ value: 'other', label: 'Other index' }] },
    ]);
    expect(groupedOptions(offered, null, 'en')).toEqual(groupedOptions(offered, [], 'en'));
    expect(groupedOptions([], assets, 'en')).toEqual([]);
  });
});
