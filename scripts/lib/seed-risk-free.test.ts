import { priceSeriesMetaSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { loadPriceProfiles } from '../seed.js';
import { SYNTHETIC_RATE_IDS, syntheticRateSeries } from './seed-risk-free.js';

// The demo's synthetic SARON, €STR and SOFR (docs/risk-free.md): plausible levels, deterministic, business days.
const TODAY = '2026-11-27';
const FROM = '2005-01-03';
const mean = (s: ReturnType<typeof syntheticRateSeries>, from: string, to: string) => {
  const v = s.points.filter((p) => p.date >= from && p.date <= to).map((p) => p.price);
  return v.reduce((a, b) => a + b, 0) / v.length;
};

describe('synthetic risk-free rates', () => {
  it('are what the demo seeds', () => {
    expect(loadPriceProfiles('demo').riskFreeRates).toEqual(['saron', 'estr', 'sofr']);
    expect(SYNTHETIC_RATE_IDS).toEqual(['saron', 'estr', 'sofr']);
  });

  it('cover every business day from the start to today, the same on every run', () => {
    const s = syntheticRateSeries('saron', FROM, TODAY);
    expect(s.base).toEqual({
      seriesId: 'saron',
      kind: 'rate',
      ownerId: 'saron',
      frequency: 'daily',
      currency: 'CHF',
    });
    expect(priceSeriesMetaSchema.pick({ kind: true, currency: true }).parse(s.base)).toBeTruthy();
    expect(s.points[0]?.date).toBe(FROM);
    expect(s.points.at(-1)?.date).toBe('2026-11-27');
    for (const p of s.points) expect([0, 6]).not.toContain(new Date(`${p.date}T00:00:00Z`).getUTCDay());
    expect(syntheticRateSeries('saron', FROM, TODAY)).toEqual(s);
  });

  it('follow the real path roughly: negative 2015-2022 in CHF and EUR, hikes in 2022-2023, cuts in 2024-2025', () => {
    const saron = syntheticRateSeries('saron', FROM, TODAY);
    const estr = syntheticRateSeries('estr', FROM, TODAY);
    const sofr = syntheticRateSeries('sofr', FROM, TODAY);
    for (const s of [saron, estr]) {
      const negative = s.points.filter((p) => p.date >= '2015-02-01' && p.date <= '2022-05-31');
      expect(negative.every((p) => p.price < 0)).toBe(true);
      expect(mean(s, '2023-07-01', '2023-12-31')).toBeGreaterThan(mean(s, '2022-01-01', '2022-03-31') + 1);
      expect(mean(s, '2025-07-01', '2025-12-31')).toBeLessThan(mean(s, '2023-07-01', '2023-12-31') - 1);
    }
    expect(sofr.points.every((p) => p.price >= 0 && p.price <= 6)).toBe(true);
    expect(mean(sofr, '2023-08-01', '2024-08-31')).toBeGreaterThan(5);
    expect(mean(sofr, '2021-01-01', '2021-12-31')).toBeLessThan(0.2);
    expect(mean(sofr, '2025-12-15', TODAY)).toBeLessThan(4);
  });
});
