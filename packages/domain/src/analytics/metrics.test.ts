import { describe, expect, it } from 'vitest';
import * as m from './metrics.js';

// Hand-checkable numbers: r = [0.1, -0.05, 0.02, -0.03]
const r = [0.1, -0.05, 0.02, -0.03];
const b = [0.05, -0.02, 0.01, -0.01];

describe('scalar metrics (METRICS.md §4) on a hand-checked example', () => {
  it('return and risk', () => {
    const cum = 1.1 * 0.95 * 1.02 * 0.97 - 1;
    expect(m.cumulativeReturn(r)).toBeCloseTo(cum, 15);
    expect(m.annualizedReturn(r, 12)).toBeCloseTo(Math.pow(1 + cum, 3) - 1, 14);
    const mean = 0.01;
    const sd = Math.sqrt(r.reduce((a, x) => a + (x - mean) ** 2, 0) / 3);
    expect(m.sampleStdDev(r)).toBeCloseTo(sd, 15);
    expect(m.annualizedVolatility(r, 12)).toBeCloseTo(sd * Math.sqrt(12), 15);
    // peak 1.1, trough 1.1 * 0.95 * 1.02 * 0.97
    expect(m.maximumDrawdown(r)).toBeCloseTo(1 - 0.95 * 1.02 * 0.97, 15);
    expect(m.sharpeRatio(r, 12)).toBeCloseTo((mean / sd) * Math.sqrt(12), 14);
    expect(m.sharpeRatio(r, 12, 0.001)).toBeCloseTo(((mean - 0.001) / sd) * Math.sqrt(12), 14);
    expect(m.sortinoRatio(r, 12)).toBeCloseTo(
      (mean / Math.sqrt((0.05 ** 2 + 0.03 ** 2) / 4)) * Math.sqrt(12),
      14,
    );
    expect(m.omegaRatio(r)).toBeCloseTo(0.12 / 0.08, 14);
    expect(m.calmarRatio(r, 12)).toBeCloseTo(
      (m.annualizedReturn(r, 12) ?? 0) / (m.maximumDrawdown(r) ?? 1),
      14,
    );
  });
  it('moments', () => {
    const d = r.map((x) => x - 0.01);
    const m2 = d.reduce((a, x) => a + x ** 2, 0) / 4;
    const m3 = d.reduce((a, x) => a + x ** 3, 0) / 4;
    const m4 = d.reduce((a, x) => a + x ** 4, 0) / 4;
    expect(m.skewness(r)).toBeCloseTo(m3 / m2 ** 1.5, 13);
    expect(m.kurtosis(r)).toBeCloseTo(m4 / m2 ** 2 - 3, 13);
  });
  it('benchmark-relative', () => {
    const mr = 0.01;
    const mb = 0.0075;
    const cov = r.reduce((a, x, i) => a + (x - mr) * ((b[i] ?? 0) - mb), 0);
    const vb = b.reduce((a, y) => a + (y - mb) ** 2, 0);
    const vr = r.reduce((a, x) => a + (x - mr) ** 2, 0);
    const beta = cov / vb;
    expect(m.beta(r, b)).toBeCloseTo(beta, 13);
    expect(m.correlation(r, b)).toBeCloseTo(cov / Math.sqrt(vr * vb), 13);
    expect(m.alpha(r, b, 12)).toBeCloseTo(Math.pow(1 + mr - beta * mb, 12) - 1, 13);
    const rfp = 0.002;
    expect(m.alpha(r, b, 12, rfp)).toBeCloseTo(Math.pow(1 + mr - rfp - beta * (mb - rfp), 12) - 1, 13);
    const diff = r.map((x, i) => x - (b[i] ?? 0));
    const te = (m.sampleStdDev(diff) ?? 0) * Math.sqrt(12);
    expect(m.trackingError(r, b, 12)).toBeCloseTo(te, 14);
    expect(m.informationRatio(r, b, 12)).toBeCloseTo(
      ((m.annualizedReturn(r, 12) ?? 0) - (m.annualizedReturn(b, 12) ?? 0)) / te,
      13,
    );
    const ex = r.map((x) => x - rfp);
    expect(m.treynorRatio(r, b, 12, rfp)).toBeCloseTo((m.annualizedReturn(ex, 12) ?? 0) / beta, 13);
  });
  it('windows of a longer array', () => {
    const long = [NaN, ...r, 0.5];
    expect(m.cumulativeReturn(long, 1, 5)).toBe(m.cumulativeReturn(r));
    expect(m.sharpeRatio(long, 12, 0, 1, 5)).toBe(m.sharpeRatio(r, 12));
  });
  it('null, never NaN/Infinity, when undefined', () => {
    expect(m.cumulativeReturn([])).toBeNull();
    expect(m.annualizedReturn([], 12)).toBeNull();
    expect(m.maximumDrawdown([])).toBeNull();
    expect(m.sampleStdDev([0.1])).toBeNull();
    expect(m.sharpeRatio([0.01, 0.01], 12)).toBeNull();
    expect(m.sortinoRatio([0.01, 0.02], 12)).toBeNull();
    expect(m.omegaRatio([0.01, 0.02])).toBeNull();
    expect(m.calmarRatio([0.01, 0.02], 12)).toBeNull();
    expect(m.beta([0.1, 0.2], [0.01, 0.01])).toBeNull();
    expect(m.correlation([0.1], [0.2])).toBeNull();
    expect(m.annualizedReturn([1e6], 252)).toBeNull(); // overflow
    expect(m.finiteOrNull(NaN)).toBeNull();
  });
});

describe('monthly statistics', () => {
  it('averages, frequencies, extremes, runs', () => {
    const s = m.monthlyStatistics([0.02, 0.01, 0, -0.03, 0.04, 0.05, 0.06, -0.01, -0.02]);
    expect(s.averageMonthlyReturns).toBeCloseTo(0.12 / 9, 15);
    expect(s.averagePositiveMonthlyReturns).toBeCloseTo(0.18 / 5, 15);
    expect(s.averageNegativeMonthlyReturns).toBeCloseTo(-0.06 / 3, 15);
    expect(s.ratioOfPositiveMonthlyReturns).toBeCloseTo(5 / 9, 15);
    expect(s.ratioOfNegativeMonthlyReturns).toBeCloseTo(3 / 9, 15);
    expect(s.maxPositiveMonthlyReturn).toBe(0.06);
    expect(s.maxNegativeMonthlyReturn).toBe(-0.03);
    expect(s.maxConsecutivePositiveMonthlyReturns).toBe(3);
    expect(s.maxConsecutiveNegativeMonthlyReturns).toBe(2);
  });
  it('no month: all null; only gains: negative stats null, runs 0', () => {
    expect(Object.values(m.monthlyStatistics([])).every((v) => v === null)).toBe(true);
    const up = m.monthlyStatistics([0.01, 0.02]);
    expect(up.averageNegativeMonthlyReturns).toBeNull();
    expect(up.maxNegativeMonthlyReturn).toBeNull();
    expect(up.maxConsecutiveNegativeMonthlyReturns).toBe(0);
    expect(up.valueAtRiskOnePercentOneMonth).toBeCloseTo(0.0101, 15); // a positive quantile is kept
  });
  it('type-7 quantile (R quantile(type = 7), numpy linear)', () => {
    const v = [-0.1, -0.05, 0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.2];
    // h = 9 * 0.05 = 0.45 -> -0.1 + 0.45 * 0.05
    expect(m.valueAtRisk([...v].reverse(), 0.05)).toBeCloseTo(-0.0775, 15);
    expect(m.quantileType7(v, 0.01)).toBeCloseTo(-0.1 + 0.09 * 0.05, 15);
    expect(m.quantileType7([0.3], 0.05)).toBe(0.3);
    expect(m.quantileType7([], 0.05)).toBeNull();
  });
  it('M2 on monthly returns', () => {
    const f = [0.02, -0.01, 0.03];
    const bm = [0.01, 0.0, 0.02];
    const sd = (x: number[]) => m.sampleStdDev(x) ?? NaN;
    const rfm = 0.024 / 12;
    const ex = f.map((x) => x - rfm);
    expect(m.m2RiskAdjustedPerfMonthly(f, bm, 0.024)).toBeCloseTo(
      (ex.reduce((a, x) => a + x, 0) / 3 / sd(ex)) * sd(bm) + rfm,
      15,
    );
    expect(m.m2RiskAdjustedPerfMonthly([0.01], [0.02])).toBeNull();
  });
});
