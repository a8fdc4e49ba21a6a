import {
  applyHoldingOverrides,
  snapshotOn,
  type PortfolioOverride,
  type PortfolioSnapshot,
} from './portfolio.js';

/*
 * What a product invests in, for the home page's asset-class filter (issue 28, docs/comparison.md "Finding
 * products"): read from its latest holdings, overrides applied, as its holdings section shows them. A filter needs
 * one value per product, so a portfolio is called by the class holding more than half of its weight; a portfolio
 * that no class dominates is multi-asset. Weights are taken by absolute value (a short position is exposure too).
 */

/** The share of the portfolio's weight a class must exceed to name the portfolio. */
export const DOMINANT_ASSET_CLASS_SHARE = 0.5;

/** The class a portfolio no class dominates is filed under (a key of the holdings vocabulary). */
export const MIXED_ASSET_CLASS = 'multiAsset';

/**
 * The asset class of the latest snapshot: the class above {@link DOMINANT_ASSET_CLASS_SHARE} of the total weight,
 * else {@link MIXED_ASSET_CLASS}; `null` without holdings (no snapshot, or one with no weight at all).
 */
export function dominantAssetClass(
  snapshots: readonly PortfolioSnapshot[],
  overrides: readonly PortfolioOverride[],
): string | null {
  const snapshot = snapshotOn(snapshots, undefined);
  if (!snapshot) return null;
  const weights = new Map<string, number>();
  let total = 0;
  for (const h of applyHoldingOverrides(snapshot.holdings, overrides)) {
    const w = Math.abs(h.weight);
    if (!Number.isFinite(w) || w === 0) continue;
    weights.set(h.assetClass, (weights.get(h.assetClass) ?? 0) + w);
    total += w;
  }
  if (total === 0) return null;
  for (const [assetClass, weight] of weights)
    if (weight / total > DOMINANT_ASSET_CLASS_SHARE) return assetClass;
  return MIXED_ASSET_CLASS;
}
