import { isAdmin, isProductAdmin, type AccessContext } from '../access/roles.js';
import type { BenchmarkConfig } from '../tenant/catalogue.js';
import { modesOf, priceSeriesIdFor, type ProductConfig } from '../tenant/product-config.js';
import type { PricePoint, PriceSeriesMeta } from './layout.js';
import { RISK_FREE_RATES } from './risk-free.js';

/**
 * Which ids a bulk price CSV may name, and which series each one replaces (seed 000 §5 "Bulk price CSV": ids must be
 * known and authorised for the user; §6: operations are limited to the ids the user may update).
 *
 * - A product id stands for the product's main series (its live mode, else its first mode, as `primaryModeOf`), the
 *   series the home table, key numbers and analysis pages read. It is updatable by the product's admins (admin,
 *   superAdmin, or a custom role listing it) when the product allows price data modification.
 * - A benchmark id stands for the benchmark's series; benchmarks are shared by many products, so only admin and
 *   superAdmin update them.
 * - A risk-free rate id (`saron`, `estr`, `sofr`, `sonia`, `tona`: prices/risk-free.ts) stands for that rate series
 *   (kind `rate`, daily, its currency); every tenant knows the five, and like benchmarks only admin and superAdmin
 *   update them. The catalogue refuses a product or benchmark with one of these ids.
 */
export type BulkPriceSeriesBase = Pick<
  PriceSeriesMeta,
  'seriesId' | 'kind' | 'ownerId' | 'frequency' | 'currency'
>;

export interface BulkPriceTargets {
  /** Every product, benchmark and risk-free rate id of the tenant. */
  knownIds: Set<string>;
  /** The ids whose prices this caller may replace. */
  updatableIds: Set<string>;
  /** The series an updatable id replaces. */
  seriesOf: Map<string, BulkPriceSeriesBase>;
}

export interface BulkPriceCatalogue {
  products: readonly ProductConfig[];
  benchmarks: readonly BenchmarkConfig[];
}

/** The known and updatable ids of a caller (`access`) over the tenant's catalogue. Pure. */
export function bulkPriceTargets(catalogue: BulkPriceCatalogue, access: AccessContext): BulkPriceTargets {
  const knownIds = new Set<string>();
  const updatableIds = new Set<string>();
  const seriesOf = new Map<string, BulkPriceSeriesBase>();
  for (const product of catalogue.products) {
    knownIds.add(product.productId);
    const mode = modesOf(product)[0];
    if (!mode || !product.allowPriceDataModification || !isProductAdmin(access, product.productId)) continue;
    updatableIds.add(product.productId);
    seriesOf.set(product.productId, {
      seriesId: priceSeriesIdFor(product, mode.mode),
      kind: 'product',
      ownerId: product.productId,
      frequency: mode.updateFrequency,
      currency: product.currency,
    });
  }
  // Shared series (benchmarks, risk-free rates): their own owner, known to everyone, updatable by admins only.
  const admin = isAdmin(access.roles);
  const addShared = (id: string, base: Pick<BulkPriceSeriesBase, 'kind' | 'frequency' | 'currency'>) => {
    if (knownIds.has(id)) return;
    knownIds.add(id);
    if (!admin) return;
    updatableIds.add(id);
    seriesOf.set(id, { seriesId: id, ownerId: id, ...base });
  };
  for (const b of catalogue.benchmarks) {
    addShared(b.id, { kind: 'benchmark', frequency: b.updateFrequency, currency: b.currency });
  }
  for (const rate of RISK_FREE_RATES)
    addShared(rate.id, { kind: 'rate', frequency: 'daily', currency: rate.currency });
  return { knownIds, updatableIds, seriesOf };
}

/**
 * A price feed's file (the scheduled refresh) brings new prices, not whole histories: its points are laid over the
 * stored series (a date in both takes the file's price, dates only stored stay). Both sorted by date, dates unique;
 * so is the result.
 */
export function mergePriceSeries(
  stored: readonly PricePoint[],
  incoming: readonly PricePoint[],
): PricePoint[] {
  const out: PricePoint[] = [];
  let i = 0;
  let j = 0;
  while (i < stored.length || j < incoming.length) {
    const s = stored[i];
    const n = incoming[j];
    if (n && (!s || n.date <= s.date)) {
      out.push(n);
      if (s?.date === n.date) i++;
      j++;
    } else if (s) {
      out.push(s);
      i++;
    }
  }
  return out;
}
