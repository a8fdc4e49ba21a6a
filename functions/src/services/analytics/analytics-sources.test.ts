import { describe, expect, it } from 'vitest';
import {
  cutSeries,
  riskFreeOf,
  wholeWindow,
  windowSpec,
  type AnalyticsSources,
} from './analytics-sources.js';
import { sliceSeries, windowRange } from './series-data.js';

const series = {
  dates: ['2024-01-02', '2024-01-03', '2024-01-05', '2024-01-08'],
  prices: [1, 2, 3, 4],
  adjusted: [1, 2, 3.5, 4],
};

describe('windows of a request', () => {
  it('valid-dates: prices strictly inside the dates', () => {
    expect(windowRange(series.dates, '2024-01-04', '2024-01-07')).toEqual({ from: 2, to: 2 });
    expect(sliceSeries(series, '2024-01-04', undefined).dates).toEqual(['2024-01-05', '2024-01-08']);
    expect(sliceSeries(series, '2024-02-01', undefined).dates).toEqual([]);
    expect(sliceSeries(series, undefined, undefined)).toBe(series);
  });

  it('statistics: anchored on the last price on or before the start', () => {
    expect(cutSeries(series, '2024-01-04', '2024-01-07')).toEqual({
      dates: ['2024-01-03', '2024-01-05'],
      prices: [2, 3],
      adjusted: [2, 3.5],
    });
    expect(cutSeries(series, '2023-12-01', '2024-01-02').dates).toEqual(['2024-01-02']);
    expect(cutSeries(series, undefined, '2023-12-31').dates).toEqual([]);
  });

  it('states the window, or why there is none', () => {
    expect(wholeWindow(series.dates)).toEqual({
      available: true,
      startDate: '2024-01-02',
      endDate: '2024-01-08',
      nReturns: 3,
    });
    expect(wholeWindow(['2024-01-02'])).toEqual({ available: false, reason: 'noReturns' });
    expect(wholeWindow([])).toEqual({ available: false, reason: 'noData' });
  });

  it('series: the whole history unless dates are given', () => {
    expect(windowSpec(undefined, undefined)).toBe('max');
    expect(windowSpec(undefined, '2024-01-01')).toEqual({ from: '0000-01-01', to: '2024-01-01' });
    expect(windowSpec('2020-01-01', undefined)).toEqual({ from: '2020-01-01', to: null });
  });
});

describe('the risk-free rates of a request (docs/risk-free.md)', () => {
  const saron = {
    seriesId: 'saron',
    series: { dates: ['2024-01-02', '2024-01-05'], prices: [-0.5, 1.25], adjusted: [-0.5, 1.25] },
    frequency: 'daily' as const,
    currency: 'CHF',
    version: 3,
  };
  const sources = (riskFree: AnalyticsSources['riskFree']) => ({ riskFree }) as AnalyticsSources;

  it("hands the engine the currency's series in decimals, cut at the window's end", () => {
    expect(riskFreeOf(sources(saron), undefined, undefined)).toEqual({
      id: 'saron',
      dates: ['2024-01-02', '2024-01-05'],
      rates: [-0.005, 0.0125],
    });
    expect(riskFreeOf(sources(saron), undefined, '2024-01-04')?.dates).toEqual(['2024-01-02']);
  });

  it('uses no series when a rate is typed, the currency has none or it was never uploaded', () => {
    expect(riskFreeOf(sources(saron), 0.02, undefined)).toBeNull();
    expect(riskFreeOf(sources(saron), 0, undefined)).toBeNull();
    expect(riskFreeOf(sources(null), undefined, undefined)).toBeNull();
    const empty = { ...saron, series: { dates: [], prices: [], adjusted: [] }, version: 0 };
    expect(riskFreeOf(sources(empty), undefined, undefined)).toBeNull();
  });
});
