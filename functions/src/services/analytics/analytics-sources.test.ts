import { describe, expect, it } from 'vitest';
import { cutSeries, wholeWindow, windowSpec } from './analytics-sources.js';
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
