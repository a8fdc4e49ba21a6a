import type { Language } from '../constants.js';
import type {
  AllocationDimension,
  AllocationOverTimeResponse,
  AllocationResponse,
  AllocationSlice,
} from '../contracts/holdings.js';
import {
  applyHoldingOverrides,
  byDate,
  snapshotOn,
  tidySum,
  type EffectiveHolding,
  type PortfolioOverride,
  type PortfolioSnapshot,
} from './portfolio.js';
import { currencyLabel, holdingTermLabel } from './vocabulary-labels.js';

/*
 * Allocations: the positions grouped by one of their dimensions (currency, asset class, instrument type, sector,
 * region), weights and values summed per group. Weights are summed as stored, never rescaled: a short position
 * lowers its group, a snapshot that does not add up to 100 % shows it in `totalWeight`.
 */

/** The label of a group key in `lang`. */
export function dimensionLabel(dimension: AllocationDimension, key: string, lang: Language): string {
  return dimension === 'currency' ? currencyLabel(key, lang) : holdingTermLabel(dimension, key, lang);
}

interface Group {
  key: string;
  weights: number[];
  values: number[];
}

function groupBy(holdings: readonly EffectiveHolding[], dimension: AllocationDimension): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const h of holdings) {
    const key = h[dimension];
    let g = groups.get(key);
    if (!g) {
      g = { key, weights: [], values: [] };
      groups.set(key, g);
    }
    g.weights.push(h.weight);
    g.values.push(h.value);
  }
  return groups;
}

/** Largest weight first, ties by label (locale order of `lang`). */
const bySliceWeight =
  (lang: Language) =>
  (a: { weight: number; label: string }, b: { weight: number; label: string }): number =>
    b.weight - a.weight || a.label.localeCompare(b.label, lang);

/** The groups of one set of positions, largest weight first. */
export function allocationSlices(
  holdings: readonly EffectiveHolding[],
  dimension: AllocationDimension,
  lang: Language,
): AllocationSlice[] {
  return [...groupBy(holdings, dimension).values()]
    .map((g) => ({
      key: g.key,
      label: dimensionLabel(dimension, g.key, lang),
      weight: tidySum(g.weights),
      value: tidySum(g.values),
      count: g.weights.length,
    }))
    .sort(bySliceWeight(lang));
}

/** An allocation call: the snapshot on `latestDate`, overrides applied, grouped. `null` = no data (204). */
export function allocationOn(
  input: {
    productId: string;
    currency: string;
    snapshots: readonly PortfolioSnapshot[];
    overrides: readonly PortfolioOverride[];
  },
  dimension: AllocationDimension,
  latestDate: string | undefined,
  lang: Language,
): AllocationResponse | null {
  const snapshot = snapshotOn(input.snapshots, latestDate);
  if (!snapshot) return null;
  const holdings = applyHoldingOverrides(snapshot.holdings, input.overrides);
  return {
    productId: input.productId,
    date: snapshot.date,
    lang,
    dimension,
    currency: input.currency,
    totalWeight: tidySum(holdings.map((h) => h.weight)),
    totalValue: tidySum(holdings.map((h) => h.value)),
    slices: allocationSlices(holdings, dimension, lang),
  };
}

/**
 * An allocation over time: every snapshot dated within `[start, end]` (either side open), one weight column per
 * date and one line per group ever present (0 where the group has no position that day), ordered as on the last
 * date, then groups gone by then by their largest weight. `null` = no snapshot in the window (204).
 */
export function allocationOverTime(
  input: {
    productId: string;
    snapshots: readonly PortfolioSnapshot[];
    overrides: readonly PortfolioOverride[];
  },
  dimension: AllocationDimension,
  window: { start?: string | undefined; end?: string | undefined },
  lang: Language,
): AllocationOverTimeResponse | null {
  const inWindow = byDate(input.snapshots).filter(
    (s) =>
      (window.start === undefined || s.date >= window.start) &&
      (window.end === undefined || s.date <= window.end),
  );
  if (inWindow.length === 0) return null;
  const lines = new Map<string, number[]>();
  const totals: number[] = [];
  inWindow.forEach((snapshot, i) => {
    const holdings = applyHoldingOverrides(snapshot.holdings, input.overrides);
    totals.push(tidySum(holdings.map((h) => h.weight)));
    for (const g of groupBy(holdings, dimension).values()) {
      let line = lines.get(g.key);
      if (!line) {
        line = new Array<number>(inWindow.length).fill(0);
        lines.set(g.key, line);
      }
      line[i] = tidySum(g.weights);
    }
  });
  const last = inWindow.length - 1;
  const series = [...lines.entries()]
    .map(([key, weights]) => ({ key, label: dimensionLabel(dimension, key, lang), weights }))
    .sort(
      (a, b) =>
        (b.weights[last] ?? 0) - (a.weights[last] ?? 0) ||
        Math.max(...b.weights) - Math.max(...a.weights) ||
        a.label.localeCompare(b.label, lang),
    );
  return {
    productId: input.productId,
    lang,
    dimension,
    dates: inWindow.map((s) => s.date),
    totalWeights: totals,
    series,
  };
}
