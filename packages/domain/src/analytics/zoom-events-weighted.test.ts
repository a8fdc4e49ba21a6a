import { describe, expect, it } from 'vitest';
import { eventsInRange } from './events.js';
import { inferScale, scaleFor } from './frequency.js';
import { AnalyticsInputError } from './prepare.js';
import { weightedReturns } from './weighted.js';
import { zoomPresetStart, zoomPresets } from './zoom.js';

describe('zoom presets (seed 001 §5, §9)', () => {
  const dates = ['2019-03-15', '2020-06-30', '2024-02-29', '2024-05-31'];
  it('start dates', () => {
    expect(zoomPresetStart('1m', dates[0] ?? '', '2024-05-31')).toBe('2024-04-30');
    expect(zoomPresetStart('3m', '', '2024-05-31')).toBe('2024-02-29');
    expect(zoomPresetStart('ytd', '', '2024-05-31')).toBe('2023-12-31');
    expect(zoomPresetStart('10y', '', '2024-05-31')).toBe('2014-05-31');
    expect(zoomPresetStart('max', '2019-03-15', '2024-05-31')).toBe('2019-03-15');
  });
  it('hidden unless the start is after the data start; max always shown', () => {
    const z = zoomPresets(dates, '2024-06-10');
    const visible = Object.fromEntries(z.map((p) => [p.preset, p.visible]));
    expect(visible).toEqual({
      '1m': true,
      '3m': true,
      '6m': true,
      ytd: true,
      '1y': true,
      '2y': true,
      '3y': true,
      '5y': true,
      '10y': false,
      max: true,
    });
    expect(z.find((p) => p.preset === '10y')?.hiddenReason).toBe('startsBeforeData');
    // a start exactly on the data start is not "after" it
    expect(zoomPresets(['2023-05-31', '2024-05-31'], '2024-06-01', ['1y'])[0]?.visible).toBe(false);
  });
  it('YTD hidden when the last data date is more than two months old', () => {
    expect(zoomPresets(dates, '2024-07-31', ['ytd'])[0]?.visible).toBe(true);
    expect(zoomPresets(dates, '2024-08-01', ['ytd'])[0]).toMatchObject({
      visible: false,
      hiddenReason: 'staleData',
    });
  });
  it('keeps the configured buttons order; no data, no buttons', () => {
    expect(zoomPresets(dates, '2024-06-01', ['max', '1m']).map((p) => p.preset)).toEqual(['max', '1m']);
    expect(zoomPresets([], '2024-06-01')).toEqual([]);
  });
});

describe('market events in the visible range', () => {
  const events = [
    { name: 'financial crisis', startDate: '2008-01-01', endDate: '2010-01-31' },
    { name: 'covid', startDate: '2019-12-01', endDate: '2020-12-31' },
    { name: 'ongoing', startDate: '2024-01-01', endDate: null },
  ];
  it('keeps overlapping events, passes them through unchanged', () => {
    expect(eventsInRange(events, '2009-06-01', '2020-01-15').map((e) => e.name)).toEqual([
      'financial crisis',
      'covid',
    ]);
    expect(eventsInRange(events, '2025-01-01', '2025-12-31')).toEqual([events[2]]);
    expect(eventsInRange(events, '2011-01-01', '2019-11-30')).toEqual([]);
    expect(eventsInRange(events, '2010-01-31', '2010-02-01')[0]).toBe(events[0]);
  });
});

describe('weighted returns (constant mix, rebalanced at every common date)', () => {
  const a = {
    id: 'a',
    dates: ['2024-01-01', '2024-01-02', '2024-01-03'],
    prices: [100, 110, 121],
    weight: 3,
  };
  const b = { id: 'b', dates: ['2024-01-01', '2024-01-03', '2024-01-04'], prices: [50, 40, 45], weight: 1 };
  it('joins on common dates; contributions add up to the total', () => {
    const w = weightedReturns([a, b]);
    expect(w.dates).toEqual(['2024-01-01', '2024-01-03']);
    expect(w.contributions.map((c) => c.weight)).toEqual([0.75, 0.25]);
    expect(w.total[0]).toBe(0);
    expect(w.total[1]).toBeCloseTo(0.75 * 0.21 + 0.25 * -0.2, 15);
    expect((w.contributions[0]?.values[1] ?? 0) + (w.contributions[1]?.values[1] ?? 0)).toBeCloseTo(
      w.total[1] ?? NaN,
      15,
    );
  });
  it('is rebalanced to the target weights at every common date, not buy-and-hold', () => {
    const up = { id: 'up', dates: ['2024-01-01', '2024-01-02', '2024-01-03'], prices: [1, 2, 4], weight: 1 };
    const flat = {
      id: 'flat',
      dates: ['2024-01-01', '2024-01-02', '2024-01-03'],
      prices: [1, 1, 1],
      weight: 1,
    };
    // daily rebalancing: 1.5 * 1.5 - 1 = 1.25; buy-and-hold would give (4 + 1) / 2 - 1 = 1.5
    const w = weightedReturns([up, flat]);
    expect(w.total).toEqual([0, 0.5, 1.25]);
    // contributions: up earns 0.5 * 1 on day 1, then 0.5 * 1 on a portfolio worth 1.5
    expect(w.contributions[0]?.values).toEqual([0, 0.5, 1.25]);
    expect(w.contributions[1]?.values).toEqual([0, 0, 0]);
    expect(weightedReturns([up, flat], { from: '2024-01-02' }).total).toEqual([0, 0.5]);
  });
  it('contributions add up to the total at every date on long random series', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const dates = Array.from({ length: 400 }, (_, i) =>
      new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const walk = () => {
      let p = 100;
      return dates.map(() => (p *= 1 + (rnd() - 0.5) * 0.04));
    };
    const parts = ['x', 'y', 'z'].map((id, k) => ({ id, dates, prices: walk(), weight: k + 1 }));
    const w = weightedReturns(parts, { from: '2020-03-01' });
    w.total.forEach((tot, t) => {
      const sum = w.contributions.reduce((acc, c) => acc + (c.values[t] ?? NaN), 0);
      expect(sum).toBeCloseTo(tot, 12);
    });
    // The total compounds the weighted daily returns.
    let v = 1;
    for (let t = 1; t < w.dates.length; t++) {
      const i = dates.indexOf(w.dates[t] ?? '');
      v *=
        1 + parts.reduce((a, p) => a + (p.weight / 6) * ((p.prices[i] ?? 0) / (p.prices[i - 1] ?? 1) - 1), 0);
    }
    expect(w.total.at(-1)).toBeCloseTo(v - 1, 12);
  });
  it('empty cases and invalid prices', () => {
    expect(weightedReturns([]).dates).toEqual([]);
    expect(weightedReturns([{ ...a, weight: 0 }]).dates).toEqual([]);
    expect(weightedReturns([a], { to: '2023-12-31' }).dates).toEqual([]);
    expect(() => weightedReturns([{ ...a, prices: [1, 0, 1] }])).toThrow(AnalyticsInputError);
  });
});

describe('scale', () => {
  it('fixed by frequency; inferred from the median gap for other', () => {
    expect(scaleFor('daily')).toBe(252);
    expect(scaleFor('weekly')).toBe(52);
    expect(scaleFor('monthly')).toBe(12);
    expect(scaleFor('quarterly')).toBe(4);
    expect(scaleFor('yearly')).toBe(1);
    expect(inferScale(['2024-01-05', '2024-01-08', '2024-01-09', '2024-01-10'])).toBe(252);
    expect(inferScale(['2024-01-05', '2024-01-12', '2024-01-19'])).toBe(52);
    expect(scaleFor('other', ['2024-01-31', '2024-02-29', '2024-03-31'])).toBe(12);
    expect(inferScale(['2024-03-31', '2024-06-30', '2024-09-30'])).toBe(4);
    expect(inferScale(['2022-12-31', '2023-12-31'])).toBe(1);
    expect(inferScale([])).toBe(252);
  });
});
