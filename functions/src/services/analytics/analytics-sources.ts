import {
  lastIndexOnOrBefore,
  prepareAnalytics,
  riskFreeSeriesOf,
  type AnalysisMode,
  type AnalyticsConventions,
  type AnalyticsWindow,
  type AnalysisModeId,
  type BenchmarkConfig,
  type PreparedAnalytics,
  type PriceField,
  type PriceSeries,
  type ProductConfig,
  type SeriesWindowSpec,
  type UpdateFrequency,
} from '@portal/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { PortalConfig } from './config-cache.js';
import {
  loadBenchmarkSeries,
  loadModeSeries,
  loadRiskFreeSeries,
  resolveBenchmark,
  sliceSeries,
  versionTag,
  type SeriesData,
} from './series-data.js';

/** What an analytics endpoint computes from: the product, its mode, the mode's series and an optional benchmark. */
export interface AnalyticsSources {
  product: ProductConfig;
  mode: AnalysisMode;
  fund: SeriesData;
  benchmark: { config: BenchmarkConfig; data: SeriesData } | null;
  /**
   * The risk-free rate series of the product's currency (docs/risk-free.md), used unless a rate is typed; `null` for
   * a currency without one. Stored empty (never uploaded): the constant rate applies.
   */
  riskFree: SeriesData | null;
}

/** Chart series are resampled to at most this many points (the engine's default for `withResample: true`). */
export const MAX_POINTS = 1000;

/**
 * The sources of a product's mode, for a reader the gate already let through: the benchmark check (400 for a
 * benchmark the mode does not offer) and the series' current versions (1 read each when warm).
 */
export async function readSources(
  reads: { db: Firestore; config: PortalConfig },
  product: ProductConfig,
  mode: AnalysisMode,
  benchmarkSymbol: string | undefined,
): Promise<AnalyticsSources> {
  const benchmarkConfig = resolveBenchmark(reads.config, [mode], benchmarkSymbol);
  const [fund, benchmarkData, riskFree] = await Promise.all([
    loadModeSeries(reads.db, product, mode),
    benchmarkConfig ? loadBenchmarkSeries(reads.db, benchmarkConfig) : Promise.resolve(null),
    loadRiskFreeSeries(reads.db, product.currency),
  ]);
  return {
    product,
    mode,
    fund,
    benchmark: benchmarkConfig && benchmarkData ? { config: benchmarkConfig, data: benchmarkData } : null,
    riskFree,
  };
}

/**
 * The request's window: `period_start_date..period_end_date`, the whole series when neither is given. As for the
 * charts' zoom (engine `seriesWindow`), the window starts at the last price on or before the start date (that
 * price is the anchor of the first return) and ends at the last price on or before the end date.
 */
export function windowSpec(start: string | undefined, end: string | undefined): SeriesWindowSpec {
  if (start === undefined && end === undefined) return 'max';
  return { from: start ?? '0000-01-01', to: end ?? null };
}

/** The part of a series inside the window of {@link windowSpec}, for the statistics (periods count back from its end). */
export function cutSeries(
  series: PriceSeries,
  start: string | undefined,
  end: string | undefined,
): PriceSeries {
  if (start === undefined && end === undefined) return series;
  const { dates } = series;
  const to = end === undefined ? dates.length - 1 : lastIndexOnOrBefore(dates, end);
  const from = start === undefined ? 0 : Math.max(0, lastIndexOnOrBefore(dates, start));
  if (to < from) return { dates: [], prices: [], adjusted: [] };
  return {
    dates: dates.slice(from, to + 1),
    prices: series.prices.slice(from, to + 1),
    adjusted: series.adjusted.slice(from, to + 1),
  };
}

/** The window of a (cut) series as a response states it. */
export function wholeWindow(dates: readonly string[]): AnalyticsWindow {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return { available: false, reason: 'noData' };
  if (dates.length < 2) return { available: false, reason: 'noReturns' };
  return { available: true, startDate: first, endDate: last, nReturns: dates.length - 1 };
}

/**
 * The risk-free rates the engine gets (METRICS.md "Risk-free rate from a series"): the currency's stored series
 * unless a rate was typed (`typed`, the `risk_free_rate` query), which overrides it. Cut at the window's end, so the
 * conventions' last fixing is the last one the window could use; its start is never cut, since the first return
 * uses the rate in effect on its anchor date, which may be older than the window.
 */
export function riskFreeOf(s: AnalyticsSources, typed: number | undefined, end: string | undefined) {
  if (typed !== undefined || !s.riskFree) return null;
  const stored = end === undefined ? s.riskFree.series : sliceSeries(s.riskFree.series, undefined, end);
  return riskFreeSeriesOf(s.riskFree.seriesId, stored);
}

/**
 * Prepares fund and benchmark once (typed arrays, returns, alignment on common dates). `riskFreeAnnual`: the typed
 * rate; absent, the currency's risk-free series applies where one is stored (else 0).
 */
export function prepare(
  s: AnalyticsSources,
  options: {
    priceField: PriceField;
    riskFreeAnnual?: number;
    cut?: { start: string | undefined; end: string | undefined };
  },
): PreparedAnalytics {
  const cut = (series: PriceSeries) =>
    options.cut ? cutSeries(series, options.cut.start, options.cut.end) : series;
  return prepareAnalytics({
    fund: cut(s.fund.series),
    benchmark: s.benchmark ? cut(s.benchmark.data.series) : null,
    frequency: s.fund.frequency,
    benchmarkFrequency: s.benchmark?.data.frequency,
    riskFreeAnnual: options.riskFreeAnnual ?? 0,
    riskFreeSeries: riskFreeOf(s, options.riskFreeAnnual, options.cut?.end),
    priceField: options.priceField,
    oldDataEndDate: s.product.oldDataEndDate ?? null,
  });
}

export interface AnalyticsBase {
  productId: string;
  mode: AnalysisModeId;
  benchmarkId: string | null;
  currency: string;
  frequency: UpdateFrequency;
  oldDataEndDate: string | null;
  conventions: AnalyticsConventions;
  window: AnalyticsWindow;
}

/** The fields every analytics response starts with. */
export function baseOf(
  s: AnalyticsSources,
  conventions: AnalyticsConventions,
  window: AnalyticsWindow,
): AnalyticsBase {
  return {
    productId: s.product.productId,
    mode: s.mode.mode,
    benchmarkId: s.benchmark?.config.id ?? null,
    currency: s.fund.currency,
    frequency: s.fund.frequency,
    oldDataEndDate: s.product.oldDataEndDate ?? null,
    conventions,
    window,
  };
}

/**
 * What a computed result of `s` depends on besides the catalogue version and the query, for the result cache's key
 * (result-cache.ts): the product, mode and every series' `id@version`. `extra` names further series read (weighted
 * components).
 */
export function sourceVersions(s: AnalyticsSources, extra: readonly SeriesData[] = []): string[] {
  return [
    s.product.productId,
    s.mode.mode,
    versionTag(s.fund),
    versionTag(s.benchmark?.data ?? null),
    versionTag(s.riskFree),
    ...extra.map(versionTag),
  ];
}
