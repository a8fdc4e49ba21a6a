import type { AssetsUnderManagementResponse } from '../contracts/holdings.js';
import {
  applyHoldingOverrides,
  byDate,
  snapshotOn,
  tidySum,
  type PortfolioOverride,
  type PortfolioSnapshot,
} from './portfolio.js';

/**
 * The assets-under-management call. Where the product has holdings, the AuM is the sum of the position values (market
 * values in the product's currency, overrides applied) of the latest snapshot on or before `latestDate`, with the
 * same figure at every earlier snapshot as `history`: it moves with the data the allocations show. A product
 * without any snapshot falls back to the AuM figure of its configuration (admin, general tab), undated. `null` =
 * no data (204): neither, or snapshots exist but none on or before `latestDate` (a configured figure is today's,
 * so it cannot stand in for a past date).
 */
export function assetsUnderManagement(
  input: {
    productId: string;
    currency: string;
    snapshots: readonly PortfolioSnapshot[];
    overrides: readonly PortfolioOverride[];
    configuredAum: number | undefined;
  },
  latestDate: string | undefined,
): AssetsUnderManagementResponse | null {
  const base = { productId: input.productId, currency: input.currency };
  if (input.snapshots.length === 0) {
    if (input.configuredAum === undefined) return null;
    return { ...base, source: 'productConfig', date: null, aum: input.configuredAum, history: [] };
  }
  const shown = snapshotOn(input.snapshots, latestDate);
  if (!shown) return null;
  const history = byDate(input.snapshots)
    .filter((s) => s.date <= shown.date)
    .map((s) => ({
      date: s.date,
      aum: tidySum(applyHoldingOverrides(s.holdings, input.overrides).map((h) => h.value)),
    }));
  const last = history.at(-1);
  return { ...base, source: 'holdings', date: shown.date, aum: last?.aum ?? 0, history };
}
