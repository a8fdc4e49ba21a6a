import { describe, expect, it } from 'vitest';
import {
  alignOnCommonDates,
  bucketReturns,
  computeCards,
  drawdownEpisodes,
  performanceStats,
  scaleOf,
  thin,
  windowOf,
  type LocalAnalysisInput,
} from './analysis-data-local';

// Weekdays from Monday 2020-01-06 (no holidays), `n` of them.
function weekdays(n: number, from = '2020-01-06'): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  while (out.length < n) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

const ALL = { start: '1900-01-01', end: '2100-12-31' };

function input(overrides: Partial<LocalAnalysisInput> = {}): LocalAnalysisInput {
  const dates = weekdays(600);
  // Deterministic wiggle: +1 %, -0.5 %, +0.2 % repeating, so every statistic is defined.
  const steps = [0.01, -0.005, 0.002];
  const prices = [100];
  for (let i = 1; i < dates.length; i++) prices.push((prices[i - 1] ?? 0) * (1 + (steps[i % 3] ?? 0)));
  const bench = prices.map((p, i) => p * (1 + 0.001 * Math.sin(i)));
  return {
    fund: { id: 'f', label: 'Fund', dates, prices },
    benchmark: { id: 'b', label: 'Bench', dates, prices: bench },
    live: null,
    components: null,
    frequency: 'daily',
    range: ALL,
    perfStats: [
      'cumulativeReturn',
      'maximumDrawdown',
      'beta',
      'alpha',
      'maxConsecutivePositiveMonthlyReturns',
    ],
    ...overrides,
  };
}

describe('windows and helpers', () => {
  it('anchors the analysis period on the last price on or before its start', () => {
    const dates = ['2024-01-02', '2024-01-03', '2024-01-05', '2024-01-08'];
    expect(windowOf(dates, { start: '2024-01-04', end: '2024-01-08' })).toEqual({ s: 1, e: 3 });
    expect(windowOf(dates, { start: '2023-01-01', end: '2024-01-06' })).toEqual({ s: 0, e: 2 });
    expect(windowOf(dates, { start: '2024-01-08', end: '2024-01-08' })).toBeNull();
  });

  it('derives the scale from the frequency, and from the date gaps for "other"', () => {
    expect(scaleOf('weekly', [])).toBe(52);
    expect(scaleOf('other', ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'])).toBe(12);
  });

  it('thins long lines, keeping the last point and, for drawdowns, the troughs', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ date: String(i), value: i === 501 ? -5 : 0 }));
    const thinned = thin(points, 100, 'min');
    expect(thinned.length).toBeLessThanOrEqual(101);
    expect(thinned.at(-1)?.date).toBe('999');
    expect(thinned.some((p) => p.value === -5)).toBe(true);
  });

  it('aligns two series on their common dates only', () => {
    const a = { dates: ['d1', 'd2', 'd3'], prices: [1, 2, 3] };
    const b = { dates: ['d2', 'd3', 'd4'], prices: [20, 30, 40] };
    expect(alignOnCommonDates(a, b)).toEqual({ dates: ['d2', 'd3'], a: [2, 3], b: [20, 30] });
  });

  it('compounds calendar-month buckets anchored on the window start (METRICS.md §3)', () => {
    const dates = ['2024-01-31', '2024-02-15', '2024-02-29', '2024-03-15'];
    const prices = [100, 110, 121, 108.9];
    const months = bucketReturns(dates, prices, 0, 3, 7);
    expect(months.map((m) => m.key)).toEqual(['2024-02', '2024-03']);
    expect(months[0]?.value).toBeCloseTo(0.21, 12);
    expect(months[1]?.value).toBeCloseTo(-0.1, 12);
    expect(months[1]?.lastDate).toBe('2024-03-15');
  });

  it('finds drawdown episodes with peak, trough and recovery, deepest first', () => {
    const dates = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const prices = [100, 90, 100, 105, 84, 95, 96];
    const episodes = drawdownEpisodes(dates, prices, 0, 6);
    expect(episodes.map((e) => [e.startDate, e.troughDate, e.recoveryDate, e.lengthToTrough])).toEqual([
      ['d', 'e', null, 1],
      ['a', 'b', 'c', 1],
    ]);
    expect(episodes[0]?.depth).toBeCloseTo(84 / 105 - 1, 12);
    expect(episodes[1]?.depth).toBeCloseTo(-0.1, 12);
  });
});

describe('performance statistics', () => {
  it('computes the fund statistics of every available period', () => {
    const result = performanceStats(input({ range: { start: '2021-06-30', end: ALL.end } }));
    if (result.status !== 'ok') throw new Error('expected data');
    const periods = result.data.columns.map((c) => c.period);
    // The analysis period starts mid-2021: longer periods than it are not offered.
    expect(periods).toEqual(['1m', '3m', '6m', 'ytd', 'max']);
    const max = result.data.columns.at(-1);
    expect(max?.startDate).toBe('2021-06-30');
    const cum = result.data.rows.find((r) => r.statId === 'cumulativeReturn')?.cells.at(-1)?.value;
    const f = input().fund;
    const s = f.dates.indexOf('2021-06-30');
    expect(cum).toBeCloseTo((f.prices.at(-1) ?? 0) / (f.prices[s] ?? 1) - 1, 12);
    expect(result.data.conventions).toEqual({
      returnMethod: 'simple',
      scale: 252,
      riskFreeRate: 0,
      varMethod: 'historical',
      varQuantile: 'type7',
    });
  });

  it('reports a benchmark statistic without a benchmark as missing, never as 0', () => {
    const result = performanceStats(input({ benchmark: null }));
    if (result.status !== 'ok') throw new Error('expected data');
    const beta = result.data.rows.find((r) => r.statId === 'beta');
    expect(beta?.cells.every((c) => c.value === null && c.missing === 'needsBenchmark')).toBe(true);
    expect(result.data.benchmarkLabel).toBeNull();
  });

  it('gives a beta of 1 and an alpha of 0 against the fund itself', () => {
    const base = input();
    const result = performanceStats({ ...base, benchmark: { ...base.fund, id: 'self' } });
    if (result.status !== 'ok') throw new Error('expected data');
    const max = (id: string) => result.data.rows.find((r) => r.statId === id)?.cells.at(-1)?.value;
    expect(max('beta')).toBeCloseTo(1, 12);
    expect(max('alpha')).toBeCloseTo(0, 12);
  });
});

describe('card data', () => {
  it('rebases the benchmark on the fund at the period start', () => {
    const cards = computeCards(input({ range: { start: '2021-01-04', end: ALL.end } }), [
      'cumulativeReturns',
    ]);
    const c = cards.cumulativeReturns;
    if (c?.status !== 'ok') throw new Error('expected data');
    expect(c.data.fund.points[0]).toEqual({ date: '2021-01-04', value: 0 });
    expect(c.data.benchmark?.points[0]?.value).toBeCloseTo(0, 12);
  });

  it('leaves the first year of a rolling metric empty and needs a benchmark for beta', () => {
    const cards = computeCards(input(), ['volatility', 'beta']);
    const vol = cards.volatility;
    if (vol?.status !== 'ok') throw new Error('expected data');
    expect(vol.data.window).toBe(252);
    expect(vol.data.series[0]?.points[0]?.value).toBeNull();
    expect(vol.data.series[0]?.points.at(-1)?.value).toBeGreaterThan(0);
    expect(computeCards(input({ benchmark: null }), ['beta']).beta).toEqual({
      status: 'notEnoughData',
      reason: 'needsBenchmark',
    });
  });

  it('marks the partial first and last years and counts every month in the return profile', () => {
    const cards = computeCards(input(), ['yearlyCumulativeReturns', 'returnProfile']);
    const yearly = cards.yearlyCumulativeReturns;
    const profile = cards.returnProfile;
    if (yearly?.status !== 'ok' || profile?.status !== 'ok') throw new Error('expected data');
    expect(yearly.data.rows.map((r) => [r.year, r.partial])).toEqual([
      [2020, true],
      [2021, false],
      [2022, true],
    ]);
    expect(profile.data.bins.reduce((a, b) => a + b.fund, 0)).toBe(profile.data.fundCount);
  });

  it('says why a card cannot be drawn', () => {
    const empty = input({ fund: { id: 'f', label: 'F', dates: [], prices: [] } });
    expect(computeCards(empty, ['drawdowns']).drawdowns).toEqual({
      status: 'notEnoughData',
      reason: 'noPrices',
    });
    expect(computeCards(input(), ['cumulativeWeightedReturns']).cumulativeWeightedReturns).toEqual({
      status: 'notEnoughData',
      reason: 'needsComponents',
    });
  });
});
