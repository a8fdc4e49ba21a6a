import type { HoldingRow } from '../contracts/holdings.js';

/*
 * Holdings overlap of compared products (issue 28, docs/comparison.md): which positions two or more products hold
 * and with what weights, on each product's latest snapshot (overrides applied, as its holdings section shows it).
 */

/** One product's positions as its holdings call answers them. */
export interface OverlapPortfolio {
  productId: string;
  /** The snapshot's date. */
  date: string;
  holdings: readonly Pick<HoldingRow, 'holdingName' | 'isin' | 'weight'>[];
}

/** A position held by two or more of the products. */
export interface CommonPosition {
  name: string;
  /** Empty for a position matched by name (no ISIN: cash, derivatives). */
  isin: string;
  /** Its weight in each product, in the portfolios' order; `null` where the product does not hold it. */
  weights: (number | null)[];
}

/** How much two products hold in common: the sum over their common positions of the smaller weight. */
export interface PairOverlap {
  a: string;
  b: string;
  /** `Σ min(w_a, w_b)` over the positions both hold (1 = identical long-only portfolios). */
  overlap: number;
  commonPositions: number;
}

export interface HoldingsOverlap {
  /** The products compared, with their snapshot dates, in order. */
  portfolios: { productId: string; date: string; positions: number }[];
  /** Largest combined weight first; at most `limit`. */
  common: CommonPosition[];
  /** How many positions two or more products hold (`common` may show fewer). */
  commonCount: number;
  pairs: PairOverlap[];
}

/** A position's identity across products: its ISIN, else its name (trimmed, case-folded). */
const keyOf = (h: Pick<HoldingRow, 'holdingName' | 'isin'>): string =>
  h.isin.trim() !== '' ? `isin:${h.isin.trim().toUpperCase()}` : `name:${h.holdingName.trim().toLowerCase()}`;

/**
 * The overlap of `portfolios` (two or more; products without holdings are left out by the caller). A product holding
 * the same position on several rows (two lots) counts their weights together.
 */
export function holdingsOverlap(portfolios: readonly OverlapPortfolio[], limit = 50): HoldingsOverlap {
  const weightsByProduct = portfolios.map((p) => {
    const m = new Map<string, number>();
    for (const h of p.holdings) m.set(keyOf(h), (m.get(keyOf(h)) ?? 0) + h.weight);
    return m;
  });
  const labels = new Map<string, { name: string; isin: string }>();
  for (const p of portfolios)
    for (const h of p.holdings)
      if (!labels.has(keyOf(h))) labels.set(keyOf(h), { name: h.holdingName, isin: h.isin.trim() });

  const common: (CommonPosition & { total: number })[] = [];
  for (const [key, label] of labels) {
    const weights = weightsByProduct.map((m) => m.get(key) ?? null);
    if (weights.filter((w) => w !== null).length < 2) continue;
    const total = weights.reduce<number>((sum, w) => sum + (w ?? 0), 0);
    common.push({ ...label, weights, total });
  }
  common.sort((x, y) => y.total - x.total || x.name.localeCompare(y.name));

  const pairs: PairOverlap[] = [];
  for (let i = 0; i < portfolios.length; i++)
    for (let j = i + 1; j < portfolios.length; j++) {
      const a = weightsByProduct[i] ?? new Map<string, number>();
      const b = weightsByProduct[j] ?? new Map<string, number>();
      let overlap = 0;
      let count = 0;
      for (const [key, wa] of a) {
        const wb = b.get(key);
        if (wb === undefined) continue;
        overlap += Math.min(wa, wb);
        count++;
      }
      pairs.push({
        a: portfolios[i]?.productId ?? '',
        b: portfolios[j]?.productId ?? '',
        overlap,
        commonPositions: count,
      });
    }
  return {
    portfolios: portfolios.map((p, i) => ({
      productId: p.productId,
      date: p.date,
      positions: weightsByProduct[i]?.size ?? 0,
    })),
    common: common.slice(0, limit).map((p) => ({ name: p.name, isin: p.isin, weights: p.weights })),
    commonCount: common.length,
    pairs,
  };
}
