import type { Language } from '../constants.js';
import type { HoldingRow, HoldingsDetailsResponse, HoldingsResponse } from '../contracts/holdings.js';
import { holdingKeyOf, type Holding, type HoldingKey } from '../schemas/holdings.js';
import { currencyLabel, holdingTermLabel } from './vocabulary-labels.js';

/*
 * A product's portfolio as the holdings calls read it: the snapshots of `products/{id}/holdings/{date}` with the
 * overrides of `products/{id}/holdingOverrides` applied on read (seed 000 §3 "each field has an override value"),
 * so an override reaches every date, past and future, without rewriting a snapshot.
 */

/** What the calculations need of a stored snapshot. */
export interface PortfolioSnapshot {
  date: string;
  holdings: readonly Holding[];
}

/** What the calculations need of a stored override. */
export interface PortfolioOverride {
  key: HoldingKey;
  values: Partial<Holding>;
}

/** A position after the overrides, remembering whether one applied. */
export interface EffectiveHolding extends Holding {
  overridden: boolean;
}

/**
 * Sums without the binary noise of adding decimal fractions (0.1 + 0.2 = 0.30000000000000004): rounded to 12
 * decimals, far below any weight or currency unit shown.
 */
export const tidySum = (values: Iterable<number>): number => {
  let s = 0;
  for (const v of values) s += v;
  return Math.round(s * 1e12) / 1e12;
};

/** Index of overrides by holding key; the last one of a key wins (the store keeps one per key). */
function overrideIndex(overrides: readonly PortfolioOverride[]): Map<string, Partial<Holding>> {
  const index = new Map<string, Partial<Holding>>();
  for (const o of overrides)
    index.set(holdingKeyOf(o.key), { ...index.get(holdingKeyOf(o.key)), ...o.values });
  return index;
}

/**
 * The positions with their overrides applied, matched by the identifying triple name, currency, ISIN of the stored
 * position (an override may itself rename a position or correct its ISIN). Fields an override leaves out keep
 * their stored value; `overridden` tells whether anything changed.
 */
export function applyHoldingOverrides(
  holdings: readonly Holding[],
  overrides: readonly PortfolioOverride[],
): EffectiveHolding[] {
  const index = overrideIndex(overrides);
  return holdings.map((h) => {
    const values = index.get(holdingKeyOf(h));
    if (!values) return { ...h, overridden: false };
    const merged = { ...h, ...values };
    const changed = (Object.keys(values) as (keyof Holding)[]).some((k) => values[k] !== h[k]);
    return { ...merged, overridden: changed };
  });
}

/** How many overrides match a position of `holdings` (by the stored triple). */
export function matchingOverrideCount(
  holdings: readonly Holding[],
  overrides: readonly PortfolioOverride[],
): number {
  const keys = new Set(holdings.map(holdingKeyOf));
  return new Set(overrides.map((o) => holdingKeyOf(o.key)).filter((k) => keys.has(k))).size;
}

/** Snapshots in ascending date order (the store lists them by document id, which is the date, but say so once). */
export const byDate = <T extends { date: string }>(snapshots: readonly T[]): T[] =>
  [...snapshots].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * The snapshot shown for `latestDate`: the latest one dated on or before it, or the latest of all when no date is
 * given. `null` when there is none (no snapshot at all, or all after the date).
 */
export function snapshotOn<T extends { date: string }>(
  snapshots: readonly T[],
  latestDate: string | undefined,
): T | null {
  let best: T | null = null;
  for (const s of snapshots) {
    if (latestDate !== undefined && s.date > latestDate) continue;
    if (!best || s.date > best.date) best = s;
  }
  return best;
}

/** Largest weight first (short positions last); ties by name, then currency and ISIN, so the order is stable. */
export function compareByWeight(
  a: { weight: number; holdingName: string; currency: string; isin: string },
  b: { weight: number; holdingName: string; currency: string; isin: string },
): number {
  return (
    b.weight - a.weight ||
    a.holdingName.localeCompare(b.holdingName) ||
    a.currency.localeCompare(b.currency) ||
    a.isin.localeCompare(b.isin)
  );
}

/** One position as the API shows it: translatable values as `{key, label}` in `lang`. */
export function holdingRow(h: EffectiveHolding, lang: Language): HoldingRow {
  return {
    holdingName: h.holdingName,
    currency: h.currency,
    currencyLabel: currencyLabel(h.currency, lang),
    isin: h.isin,
    assetClass: { key: h.assetClass, label: holdingTermLabel('assetClass', h.assetClass, lang) },
    instrumentType: {
      key: h.instrumentType,
      label: holdingTermLabel('instrumentType', h.instrumentType, lang),
    },
    sector: { key: h.sector, label: holdingTermLabel('sector', h.sector, lang) },
    region: { key: h.region, label: holdingTermLabel('region', h.region, lang) },
    weight: h.weight,
    value: h.value,
    overridden: h.overridden,
  };
}

/**
 * The holdings call: every position of the snapshot on `latestDate` (see {@link snapshotOn}), overrides applied,
 * largest weight first (top holdings are its head: the overview cuts it to the component's count). `null` = no
 * data (204).
 */
export function holdingsOn(
  input: {
    productId: string;
    currency: string;
    snapshots: readonly PortfolioSnapshot[];
    overrides: readonly PortfolioOverride[];
  },
  latestDate: string | undefined,
  lang: Language,
): HoldingsResponse | null {
  const snapshot = snapshotOn(input.snapshots, latestDate);
  if (!snapshot) return null;
  const holdings = applyHoldingOverrides(snapshot.holdings, input.overrides).sort(compareByWeight);
  return {
    productId: input.productId,
    date: snapshot.date,
    lang,
    currency: input.currency,
    count: holdings.length,
    totalWeight: tidySum(holdings.map((h) => h.weight)),
    totalValue: tidySum(holdings.map((h) => h.value)),
    holdings: holdings.map((h) => holdingRow(h, lang)),
  };
}

/** The holdings-details call: every snapshot date with its totals (overrides applied). `null` = no snapshot. */
export function holdingsDetails(input: {
  productId: string;
  currency: string;
  snapshots: readonly PortfolioSnapshot[];
  overrides: readonly PortfolioOverride[];
}): HoldingsDetailsResponse | null {
  const sorted = byDate(input.snapshots);
  const first = sorted[0];
  const latest = sorted.at(-1);
  if (!first || !latest) return null;
  return {
    productId: input.productId,
    currency: input.currency,
    firstDate: first.date,
    latestDate: latest.date,
    snapshots: sorted.map((s) => {
      const holdings = applyHoldingOverrides(s.holdings, input.overrides);
      return {
        date: s.date,
        count: holdings.length,
        totalWeight: tidySum(holdings.map((h) => h.weight)),
        totalValue: tidySum(holdings.map((h) => h.value)),
      };
    }),
    overrides: {
      count: new Set(input.overrides.map((o) => holdingKeyOf(o.key))).size,
      appliedToLatest: matchingOverrideCount(latest.holdings, input.overrides),
    },
  };
}
