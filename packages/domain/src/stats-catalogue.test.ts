import { describe, expect, it } from 'vitest';
import { STAT_IDS } from './constants.js';
import { BENCHMARK_STAT_IDS, STATS_CATALOGUE, STAT_TERMS, statDisplay } from './stats-catalogue.js';

describe('stats catalogue', () => {
  it('covers every statistic of STAT_IDS, each under its own id', () => {
    expect(Object.keys(STATS_CATALOGUE).sort()).toEqual([...STAT_IDS].sort());
    for (const id of STAT_IDS) expect(statDisplay(id).id).toBe(id);
  });

  it('marks exactly the starred statistics of seed 001 §3 as needing a benchmark', () => {
    expect([...BENCHMARK_STAT_IDS].sort()).toEqual(
      [
        'alpha',
        'beta',
        'correlation',
        'informationRatio',
        'trackingError',
        'treynorRatio',
        'm2RiskAdjustedPerfMonthly',
      ].sort(),
    );
  });

  it('shows consecutive-month counts without decimals, everything else with two', () => {
    for (const id of STAT_IDS) {
      const d = statDisplay(id);
      const isCount = id.startsWith('maxConsecutive');
      expect(d.digits, id).toBe(isCount ? 0 : 2);
      if (isCount) expect(d.unit).toBe('monthCount');
    }
  });

  it('gives returns and volatilities as percentages and ratios as decimals', () => {
    expect(statDisplay('cumulativeReturn').format).toBe('percent');
    expect(statDisplay('annualizedVolatility').format).toBe('percent');
    expect(statDisplay('maximumDrawdown')).toMatchObject({ format: 'percent', showAsLoss: true });
    expect(statDisplay('sharpeRatio').format).toBe('decimal');
    expect(statDisplay('beta').format).toBe('decimal');
    expect(statDisplay('valueAtRiskFivePercentOneMonth')).toMatchObject({
      format: 'percent',
      unit: 'oneMonthLoss',
    });
  });

  it('says M2 and the monthly statistics are monthly figures', () => {
    expect(statDisplay('m2RiskAdjustedPerfMonthly').unit).toBe('monthlyReturn');
    expect(statDisplay('averageMonthlyReturns').unit).toBe('monthlyReturn');
    expect(statDisplay('ratioOfPositiveMonthlyReturns').unit).toBe('monthlyShare');
  });

  it('links the knowledge-base terms of seed 001 §9 with URL-safe slugs', () => {
    for (const term of STAT_TERMS) expect(term).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(STAT_TERMS).toEqual(
      expect.arrayContaining([
        'alpha',
        'sharpe-ratio',
        'm2',
        'value-at-risk',
        'maximum-drawdown',
        'omega-ratio',
      ]),
    );
    expect(statDisplay('averageMonthlyReturns').term).toBeNull();
  });
});
