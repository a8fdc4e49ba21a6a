import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDaysAfter, epochDay, isWeekend } from './business-days.js';
import type { PricePoint } from './layout.js';
import { priceQualityWarnings, robustScale } from './price-quality.js';

/** Business days from Monday 2026-01-05 on, with prices from `price(i)`. */
function businessSeries(n: number, price: (i: number) => number, from = Date.UTC(2026, 0, 5)): PricePoint[] {
  const out: PricePoint[] = [];
  for (const d = new Date(from); out.length < n; d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() % 6 !== 0) out.push({ date: d.toISOString().slice(0, 10), price: price(out.length) });
  }
  return out;
}
const wiggle = (i: number) => 100 + Math.sin(i * 1.7) * 0.8;

describe('business days', () => {
  it('counts Monday to Friday between two days', () => {
    const fri = epochDay('2026-01-09');
    const mon = epochDay('2026-01-12');
    expect(businessDaysAfter(fri, mon)).toBe(1);
    expect(businessDaysAfter(mon - 7, mon)).toBe(5);
    expect(businessDaysAfter(mon, fri)).toBe(0);
    expect(isWeekend(epochDay('2026-01-10'))).toBe(true);
    expect(isWeekend(fri)).toBe(false);
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('1969-12-31')).toBe(-1);
  });
  it('agrees with a day-by-day count over any two dates (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40000, max: 40000 }), fc.integer({ min: 0, max: 60 }), (from, span) => {
        let count = 0;
        for (let d = from + 1; d <= from + span; d++) {
          const w = new Date(d * 86_400_000).getUTCDay();
          if (w !== 0 && w !== 6) count++;
        }
        expect(businessDaysAfter(from, from + span)).toBe(count);
        expect(epochDay(new Date(from * 86_400_000).toISOString().slice(0, 10))).toBe(from);
      }),
    );
  });
});

describe('price quality warnings (issue 11.3)', () => {
  it('a clean daily series has none', () => {
    expect(priceQualityWarnings(businessSeries(500, wiggle))).toEqual([]);
  });
  it('flags weekend dates', () => {
    const points = [...businessSeries(5, wiggle), { date: '2026-01-10', price: 100 }];
    expect(priceQualityWarnings(points)).toEqual([{ messageKey: 'priceQuality.weekendDate', index: 5 }]);
  });
  it('flags more than 5 business days without a price, not 5', () => {
    const points: PricePoint[] = [
      { date: '2026-01-05', price: 100 },
      { date: '2026-01-13', price: 100.5 }, // Tue next week: 5 missing (Tue..Fri, Mon)
      { date: '2026-01-22', price: 101 }, // Thu the week after: 6 missing
    ];
    expect(priceQualityWarnings(points)).toEqual([
      { messageKey: 'priceQuality.gap', index: 2, fromIndex: 1, businessDays: 6 },
    ]);
    expect(priceQualityWarnings(points, { frequency: 'monthly' })).toEqual([]);
  });
  it('flags a price unchanged for more than 10 business days, once per run', () => {
    const stale = businessSeries(30, (i) => (i >= 5 && i <= 16 ? 100 : wiggle(i)));
    expect(priceQualityWarnings(stale)).toEqual([
      { messageKey: 'priceQuality.unchanged', index: 16, fromIndex: 5, businessDays: 11 },
    ]);
    const tenDays = businessSeries(30, (i) => (i >= 5 && i <= 15 ? 100 : wiggle(i)));
    expect(priceQualityWarnings(tenDays)).toEqual([]);
  });
  it('flags a move beyond 10 robust standard deviations, both the error and the way back', () => {
    const points = businessSeries(300, (i) => (i === 200 ? wiggle(i) * 100 : wiggle(i)));
    const warnings = priceQualityWarnings(points);
    expect(warnings.map((w) => [w.messageKey, w.index, w.fromIndex])).toEqual([
      ['priceQuality.extremeMove', 200, 199],
      ['priceQuality.extremeMove', 201, 200],
    ]);
    expect(warnings[0]?.move).toBeCloseTo((wiggle(200) * 100) / wiggle(199) - 1, 10);
    expect(warnings[0]?.sigmas).toBeGreaterThan(10);
  });
  it('judges moves on the adjusted price: a distribution is not a move', () => {
    const points = businessSeries(100, wiggle).map((p, i) =>
      i >= 50 ? { ...p, price: p.price / 2, adjustedPrice: p.price } : { ...p, adjustedPrice: p.price },
    );
    expect(priceQualityWarnings(points)).toEqual([]);
  });
  it('with too few moves, or all zero, no scale and no move warning', () => {
    expect(robustScale(new Float64Array(19).fill(0.01))).toBeNull();
    expect(robustScale(new Float64Array(50))).toBeNull();
    const mostlyFlat = new Float64Array(50);
    mostlyFlat[10] = 0.01;
    mostlyFlat[20] = -0.01;
    expect(robustScale(mostlyFlat)?.scale).toBeCloseTo(1.2533141373155001 * (0.02 / 50), 12);
  });
});
