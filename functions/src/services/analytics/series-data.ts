import type { Firestore } from 'firebase-admin/firestore';
import {
  priceSeriesIdFor,
  riskFreeRateFor,
  type AnalysisMode,
  type BenchmarkConfig,
  type PriceSeries,
  type ProductConfig,
  type UpdateFrequency,
} from '@portal/domain';
import { loadSeries } from '../prices/read-series.js';
import type { PortalConfig } from './config-cache.js';
import { ApiHttpError } from '../core/api-error.js';
import { sharedReadsFor } from './shared-reads.js';

/** A price series as the analytics endpoints read it; an absent series is an empty one at version 0. */
export interface SeriesData {
  seriesId: string;
  /** Shared with the series cache: treat as read-only. */
  series: PriceSeries;
  frequency: UpdateFrequency;
  currency: string;
  version: number;
}

const EMPTY: PriceSeries = { dates: [], prices: [], adjusted: [] };

async function load(
  db: Firestore,
  seriesId: string,
  fallback: { frequency: UpdateFrequency; currency: string },
): Promise<SeriesData> {
  // Concurrent calls for one series share its read in flight (shared-reads.ts): warm, that is the meta read.
  const loaded = await sharedReadsFor(db).run(`series:${seriesId}`, () => loadSeries(db, seriesId));
  return {
    seriesId,
    series: loaded?.series ?? EMPTY,
    frequency: loaded?.meta.frequency ?? fallback.frequency,
    currency: loaded?.meta.currency ?? fallback.currency,
    version: loaded?.meta.version ?? 0,
  };
}

/** Any series by id (a weighted component: a product's or a benchmark's), with the mode's defaults if absent. */
export function loadNamedSeries(
  db: Firestore,
  seriesId: string,
  fallback: { frequency: UpdateFrequency; currency: string },
): Promise<SeriesData> {
  return load(db, seriesId, fallback);
}

/** The series of a product's analysis mode (`priceSeriesIdFor`). */
export function loadModeSeries(
  db: Firestore,
  product: ProductConfig,
  mode: AnalysisMode,
): Promise<SeriesData> {
  return load(db, priceSeriesIdFor(product, mode.mode), {
    frequency: mode.updateFrequency,
    currency: product.currency,
  });
}

/** A benchmark's own series (`priceSeries/<benchmarkId>`). */
export function loadBenchmarkSeries(db: Firestore, benchmark: BenchmarkConfig): Promise<SeriesData> {
  return load(db, benchmark.id, { frequency: benchmark.updateFrequency, currency: benchmark.currency });
}

/**
 * The risk-free rate series of a currency (SARON for CHF, ...: domain prices/risk-free.ts), `null` for a currency
 * without one. An absent series comes back empty at version 0, like any other (docs/risk-free.md).
 */
export function loadRiskFreeSeries(db: Firestore, currency: string): Promise<SeriesData | null> {
  const rate = riskFreeRateFor(currency);
  return rate ? load(db, rate.id, { frequency: 'daily', currency }) : Promise.resolve(null);
}

/**
 * The benchmark a request names, which must be one the mode offers (seed 001 §3): anything else is a 400, so a
 * caller cannot compare against arbitrary series. Absent: no benchmark.
 */
export function resolveBenchmark(
  config: PortalConfig,
  modes: readonly AnalysisMode[],
  symbol: string | undefined,
): BenchmarkConfig | null {
  if (symbol === undefined) return null;
  const benchmark = config.benchmarks.get(symbol);
  if (!benchmark || !modes.some((m) => m.benchmarks.includes(symbol))) {
    throw new ApiHttpError('bad-request', `benchmark ${symbol} is not offered here`, {
      messageKey: 'api.errors.unknownBenchmark',
      details: { benchmark: symbol, offered: [...new Set(modes.flatMap((m) => m.benchmarks))] },
    });
  }
  return benchmark;
}

/** Whether two price columns are equal at every date. */
function sameColumn(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The columnar body shared by product-prices and benchmark-prices. `adjustedPrices` is `null` when it equals
 * `prices` at every date (no distribution ever adjusted the series: an index, an accumulating share class), which
 * halves the body of most series; clients then read `prices` for both.
 */
export const columnarPrices = (data: SeriesData) => ({
  seriesId: data.seriesId,
  currency: data.currency,
  frequency: data.frequency,
  version: data.version,
  dates: data.series.dates,
  prices: data.series.prices,
  adjustedPrices: sameColumn(data.series.prices, data.series.adjusted) ? null : data.series.adjusted,
});

/** `seriesId@version`, for result-cache keys. */
export const versionTag = (s: SeriesData | null): string => (s ? `${s.seriesId}@${s.version}` : '-');

/**
 * Index range `[from, to]` of the prices dated within `[start, end]` (either side open when absent); `to < from`
 * when none. Dates are ascending ISO strings, which compare like dates.
 */
export function windowRange(
  dates: readonly string[],
  start: string | undefined,
  end: string | undefined,
): { from: number; to: number } {
  let from = 0;
  let to = dates.length - 1;
  if (start !== undefined) {
    let lo = 0;
    let hi = dates.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((dates[mid] ?? '') < start) lo = mid + 1;
      else hi = mid;
    }
    from = lo;
  }
  if (end !== undefined) {
    let lo = 0;
    let hi = dates.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((dates[mid] ?? '') <= end) lo = mid + 1;
      else hi = mid;
    }
    to = lo - 1;
  }
  return { from, to };
}

/** The part of a series dated within `[start, end]` (the whole series, unchanged, when both are absent). */
export function sliceSeries(
  series: PriceSeries,
  start: string | undefined,
  end: string | undefined,
): PriceSeries {
  if (start === undefined && end === undefined) return series;
  const { from, to } = windowRange(series.dates, start, end);
  if (to < from) return EMPTY;
  return {
    dates: series.dates.slice(from, to + 1),
    prices: series.prices.slice(from, to + 1),
    adjusted: series.adjusted.slice(from, to + 1),
  };
}
