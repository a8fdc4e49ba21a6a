import type { FactsheetPeriodsResponse } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { toPeriodReturns } from './get-period-returns';

const base: Omit<FactsheetPeriodsResponse, 'periods' | 'window' | 'benchmarkId'> = {
  productId: 'fund',
  mode: 'live',
  currency: 'CHF',
  frequency: 'daily',
  oldDataEndDate: null,
  conventions: {
    returnMethod: 'simple',
    scale: 252,
    riskFreeAnnual: 0,
    varMethod: 'historical-type7',
    priceField: 'price',
    benchmarkAlignment: 'common-dates',
    pairScale: 252,
    riskFreeSeries: null,
  },
  annualizePeriodsBiggerThanOneYear: false,
};
const line = (
  period: FactsheetPeriodsResponse['periods'][number]['period'],
  fund: number,
  benchmark: number | null,
) => ({
  period,
  available: true,
  reason: null,
  startDate: '2024-11-20',
  endDate: '2026-11-20',
  nReturns: 500,
  annualized: false,
  fund,
  benchmark,
});

describe('toPeriodReturns', () => {
  it('orders the columns 1M, 3M, YTD, 1Y, 3Y, 5Y, since inception; a period too long for the series is n/a', () => {
    const response: FactsheetPeriodsResponse = {
      ...base,
      benchmarkId: 'msci-world',
      window: { available: true, startDate: '2021-06-02', endDate: '2026-11-20', nReturns: 1400 },
      periods: [
        line('max', 0.31, 0.42),
        line('12m', 0.05, 0.07),
        line('6m', 0.02, 0.03),
        line('1m', 0.01, -0.02),
        line('3m', 0.015, 0.01),
        line('ytd', 0.04, 0.06),
        line('36m', 0.12, 0.2),
        {
          period: '60m',
          available: false,
          reason: 'insufficientHistory',
          startDate: null,
          endDate: null,
          nReturns: 0,
          annualized: false,
          fund: null,
          benchmark: null,
        },
      ],
    };
    const data = toPeriodReturns(response);
    expect(data?.columns.map((c) => c.period)).toEqual(['1m', '3m', 'ytd', '12m', '36m', '60m', 'max']);
    expect(data?.columns.map((c) => c.fund)).toEqual([0.01, 0.015, 0.04, 0.05, 0.12, null, 0.31]);
    expect(data?.columns.map((c) => c.benchmark)).toEqual([-0.02, 0.01, 0.06, 0.07, 0.2, null, 0.42]);
    expect(data?.columns[5]).toMatchObject({ startDate: null, endDate: null });
    expect(data?.hasBenchmark).toBe(true);
  });

  it('has no benchmark row without a benchmark, and no table without returns', () => {
    const none = toPeriodReturns({
      ...base,
      benchmarkId: null,
      window: { available: true, startDate: '2021-06-02', endDate: '2026-11-20', nReturns: 1400 },
      periods: [line('max', 0.31, null)],
    });
    expect(none?.hasBenchmark).toBe(false);
    expect(
      toPeriodReturns({
        ...base,
        benchmarkId: null,
        window: { available: false, reason: 'noData' },
        periods: [],
      }),
    ).toBeNull();
  });
});
