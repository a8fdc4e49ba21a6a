/**
 * The engine against an independent implementation of METRICS.md (tests/conformance/reference_stats.py, Python
 * standard library only), on the reference data of METRICS.md (EuStockMarkets daily and weekly, managers and EDHEC
 * monthly). Regenerate the fixture with that script when a definition changes.
 */
import { describe, expect, it } from 'vitest';
import { STAT_IDS } from '../constants.js';
import type { PriceSeries } from '../prices/layout.js';
import { computeAnalysisSeries } from './analysis-series.js';
import fixture from './fixtures/conformance.json';
import { prepareAnalytics } from './prepare.js';
import { rolling1y, rollingBeta } from './rolling.js';
import { computeStatisticsTable } from './statistics-table.js';

const REL = 1e-12;

/** Relative closeness with an absolute floor for values near 0 (e.g. a correlation of 1e-17). */
export function close(actual: number | null | undefined, expected: number | null, rel = REL): boolean {
  if (expected === null || actual === null || actual === undefined) return actual === expected;
  return Math.abs(actual - expected) <= rel * Math.max(Math.abs(expected), 1e-8);
}

function series(id: string): PriceSeries {
  const f = (fixture.files as Record<string, { dates: string[]; prices: number[] } | undefined>)[id];
  if (!f) throw new Error(`fixture without ${id}`);
  return { dates: f.dates, prices: f.prices, adjusted: f.prices };
}

type Frequency = 'daily' | 'weekly' | 'monthly';

describe('statistics table = independent reference implementation', () => {
  for (const c of fixture.cases) {
    for (const t of c.tables) {
      it(`${c.name}, rf ${t.riskFreeAnnual}: ${t.cells.length} cells`, () => {
        const table = computeStatisticsTable({
          fund: series(c.fund),
          benchmark: c.benchmark ? series(c.benchmark) : null,
          frequency: c.frequency as Frequency,
          riskFreeAnnual: t.riskFreeAnnual,
        });
        expect(table.cells).toHaveLength(t.cells.length);
        expect(t.cells).toHaveLength(8 * STAT_IDS.length);
        const mismatches: string[] = [];
        t.cells.forEach((want, i) => {
          const got = table.cells[i];
          const same =
            got?.period === want.period &&
            got.statId === want.statId &&
            got.startDate === want.startDate &&
            got.endDate === want.endDate &&
            got.nReturns === want.nReturns &&
            close(got.value, want.value);
          if (!same)
            mismatches.push(
              `${want.period} ${want.statId}: ${JSON.stringify(got)} vs ${JSON.stringify(want)}`,
            );
        });
        expect(mismatches).toEqual([]);
      });
    }
  }
});

describe('series = independent reference implementation', () => {
  for (const c of fixture.cases) {
    const input = {
      fund: series(c.fund),
      benchmark: c.benchmark ? series(c.benchmark) : null,
      frequency: c.frequency as Frequency,
    };
    it(`${c.name}: monthly and yearly returns, drawdown episodes`, () => {
      const s = computeAnalysisSeries(input);
      expect(s.monthlyReturns.fund.map((m) => m.lastDate)).toEqual(
        c.series.monthlyReturns.map((m) => m.lastDate),
      );
      s.monthlyReturns.fund.forEach((m, i) => {
        expect(close(m.value, c.series.monthlyReturns[i]?.value ?? null)).toBe(true);
      });
      expect(s.yearlyReturns.fund.map((m) => m.lastDate)).toEqual(
        c.series.yearlyReturns.map((m) => m.lastDate),
      );
      s.yearlyReturns.fund.forEach((m, i) => {
        expect(close(m.value, c.series.yearlyReturns[i]?.value ?? null)).toBe(true);
      });
      const episodes = s.drawdownEpisodes.fund;
      expect(episodes.map((e) => [e.peakDate, e.troughDate, e.recoveryDate])).toEqual(
        c.series.drawdownEpisodes.map((e) => [e.peakDate, e.troughDate, e.recoveryDate]),
      );
      episodes.forEach((e, i) => {
        expect(close(e.depth, c.series.drawdownEpisodes[i]?.depth ?? null)).toBe(true);
      });
    });
    it(`${c.name}: rolling one-year volatility, return, Sharpe and beta`, () => {
      const prep = prepareAnalytics(input);
      const roll = rolling1y(prep.fund, prep.scale);
      const at = new Map(roll.dates.map((d, i) => [d, i]));
      const want = c.series.rolling1y;
      expect(want.dates.length).toBeGreaterThan(0);
      want.dates.forEach((d, k) => {
        const i = at.get(d);
        expect(i).toBeDefined();
        if (i === undefined) return;
        expect(close(roll.rollingAnnualizedVolatility[i], want.vol[k] ?? null, 1e-9)).toBe(true);
        expect(close(roll.rollingAnnualizedReturn[i], want.ret[k] ?? null, 1e-12)).toBe(true);
        expect(close(roll.rollingSharpeRatio[i], want.sharpe[k] ?? null, 1e-9)).toBe(true);
      });
      if (prep.aligned) {
        const rb = rollingBeta(prep.aligned, prep.scale);
        const bAt = new Map(rb.dates.map((d, i) => [d, i]));
        c.series.rollingBeta.dates.forEach((d, k) => {
          const i = bAt.get(d);
          expect(i).toBeDefined();
          if (i === undefined) return;
          expect(close(rb.rollingBeta[i], c.series.rollingBeta.beta[k] ?? null, 1e-9)).toBe(true);
        });
      }
    });
  }
});
