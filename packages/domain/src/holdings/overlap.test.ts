import { describe, expect, it } from 'vitest';
import { holdingsOverlap, type OverlapPortfolio } from './overlap.js';

const row = (holdingName: string, isin: string, weight: number) => ({ holdingName, isin, weight });

describe('holdingsOverlap', () => {
  const a: OverlapPortfolio = {
    productId: 'a',
    date: '2024-06-30',
    holdings: [
      row('Nestlé', 'CH0038863350', 0.05),
      row('Roche', 'CH0012032048', 0.04),
      row('Cash CHF', '', 0.02),
    ],
  };
  const b: OverlapPortfolio = {
    productId: 'b',
    date: '2024-05-31',
    // Same ISIN under another name, one lot split in two rows, cash matched by name.
    holdings: [
      row('NESTLE SA', 'ch0038863350 ', 0.03),
      row('Novartis', 'CH0012005267', 0.06),
      row('cash chf ', '', 0.01),
      row('Cash CHF', '', 0.005),
    ],
  };
  const c: OverlapPortfolio = {
    productId: 'c',
    date: '2024-06-30',
    holdings: [row('Roche', 'CH0012032048', 0.1)],
  };

  it('matches positions by ISIN, else by name, and sums each pair’s smaller weights', () => {
    const o = holdingsOverlap([a, b, c]);
    expect(o.portfolios).toEqual([
      { productId: 'a', date: '2024-06-30', positions: 3 },
      { productId: 'b', date: '2024-05-31', positions: 3 },
      { productId: 'c', date: '2024-06-30', positions: 1 },
    ]);
    expect(o.commonCount).toBe(3);
    // Largest combined weight first: Roche 0.14, Nestlé 0.08, cash 0.035.
    expect(o.common.map((p) => [p.name, p.isin])).toEqual([
      ['Roche', 'CH0012032048'],
      ['Nestlé', 'CH0038863350'],
      ['Cash CHF', ''],
    ]);
    expect(o.common[1]?.weights).toEqual([0.05, 0.03, null]);
    expect(o.common[2]?.weights[1]).toBeCloseTo(0.015, 12);
    const ab = o.pairs.find((p) => p.a === 'a' && p.b === 'b');
    expect(ab?.commonPositions).toBe(2);
    expect(ab?.overlap).toBeCloseTo(0.03 + 0.015, 12);
    expect(o.pairs.find((p) => p.a === 'a' && p.b === 'c')).toMatchObject({
      overlap: 0.04,
      commonPositions: 1,
    });
    expect(o.pairs.find((p) => p.a === 'b' && p.b === 'c')).toMatchObject({ overlap: 0, commonPositions: 0 });
  });

  it('lists nothing in common for disjoint or empty portfolios, and keeps to the limit', () => {
    const empty: OverlapPortfolio = { productId: 'e', date: '2024-06-30', holdings: [] };
    expect(holdingsOverlap([c, empty])).toMatchObject({
      common: [],
      commonCount: 0,
      pairs: [{ overlap: 0 }],
    });
    expect(holdingsOverlap([a, b, c], 1).common).toHaveLength(1);
    expect(holdingsOverlap([a, b, c], 1).commonCount).toBe(3);
  });
});
