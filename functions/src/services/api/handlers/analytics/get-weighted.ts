import {
  API,
  RETURNS_PRICE_FIELD,
  computeStatisticsTable,
  pickPrices,
  prepareAnalytics,
  redactedComponents,
  resample,
  scaleFor,
  unseenIds,
  weightedReturns,
  type AnalysisMode,
  type AnalysisModeId,
  type AnalyticsConventions,
  type PriceSeries,
  type WeightedPerformanceDataResponse,
  type WeightedReturnsResponse,
} from '@portal/domain';
import {
  baseOf,
  cutSeries,
  MAX_POINTS,
  riskFreeOf,
  wholeWindow,
  type AnalyticsSources,
} from '../../../analytics/analytics-sources.js';
import { cachedReply, loadSources } from '../../analytics-reply.js';
import { requireMode } from '../../access.js';
import type { HandlerContext, EntryHandler } from '../../context.js';
import { tableBody } from './get-analytics.js';
import { ApiHttpError } from '../../http.js';
import { loadNamedSeries, type SeriesData } from '../../../analytics/series-data.js';

type Component = NonNullable<AnalysisMode['weightedComponents']>[number];

/** A component, its series, and the id the answer shows for it (redacted where a guest may not know it). */
type Part = { component: Component; data: SeriesData; shownId: string };

/**
 * The ids a weighted answer may name: the answer is cached for every caller alike (analytics-sources.ts), so a
 * component whose series is a product a guest may not see (hidden, dev, role-restricted) is shown to everyone as
 * `redacted-series-<n>` (its name and weight stay).
 */
const GUEST_ACCESS = { roles: ['guest'], userDefinedRoles: [] };

/**
 * Access (the policy's statuses), the mode's weighted components (404 when it has none) and, concurrently, the
 * sources and every component's series (a product's or a benchmark's id): a warm call costs one round of reads.
 */
async function loadWeighted(
  c: HandlerContext,
  modeId: AnalysisModeId,
  benchmarkSymbol: string | undefined,
): Promise<{ s: AnalyticsSources; parts: Part[] }> {
  const { product, mode } = requireMode(c, modeId);
  const components = mode.weightedComponents ?? [];
  if (components.length === 0) {
    throw new ApiHttpError(
      'not-found',
      `mode ${mode.mode} of ${product.productId} has no weighted components`,
      {
        messageKey: 'api.errors.noWeightedComponents',
        details: { productId: product.productId, mode: mode.mode },
      },
    );
  }
  const fallback = { frequency: mode.updateFrequency, currency: product.currency };
  const [s, data] = await Promise.all([
    loadSources(c, modeId, benchmarkSymbol),
    Promise.all(components.map((w) => loadNamedSeries(c.db, w.seriesId, fallback))),
  ]);
  const shown = redactedComponents(components, unseenIds(GUEST_ACCESS, c.config.products));
  const parts = components.map((component, i) => {
    const d = data[i];
    if (!d) throw new Error('component series missing');
    return { component, data: d, shownId: shown[i]?.seriesId ?? component.seriesId };
  });
  return { s, parts };
}

/**
 * Buy-and-hold weighted returns from the window start (engine `weightedReturns`: fixed start weights, additive
 * contributions), on total-return (adjusted) prices.
 */
function weighted(parts: readonly Part[], start: string | undefined, end: string | undefined) {
  return weightedReturns(
    parts.map((p) => ({
      id: p.component.seriesId,
      dates: p.data.series.dates,
      prices: pickPrices(p.data.series, RETURNS_PRICE_FIELD),
      weight: p.component.weight,
    })),
    { from: start ?? null, to: end ?? null },
  );
}

/** GET /products/{id}/cumulative-weighted-returns: total and per-component contributions, resampled for charts. */
export const getCumulativeWeightedReturns: EntryHandler<typeof API.cumulativeWeightedReturns> = async (c) => {
  const q = c.query;
  const { s, parts } = await loadWeighted(c, q.mode, q.benchmark_symbol);
  return cachedReply(
    c,
    'cumulative-weighted-returns',
    s,
    q,
    () => {
      const w = weighted(parts, q.period_start_date, q.period_end_date);
      // Thin the shared date axis once (positions as values), keeping every series on the same points.
      const all = w.dates.map((_, i) => i);
      const keep =
        all.length > MAX_POINTS ? resample({ dates: w.dates, values: all }, MAX_POINTS).values : all;
      const pick = (arr: readonly number[]) => keep.map((i) => arr[i] ?? Number.NaN);
      const scale = scaleFor(s.fund.frequency, w.dates);
      const conventions: AnalyticsConventions = {
        returnMethod: 'simple',
        scale,
        riskFreeAnnual: 0,
        varMethod: 'historical-type7',
        priceField: RETURNS_PRICE_FIELD,
        benchmarkAlignment: 'common-dates',
        pairScale: scale,
        riskFreeSeries: null,
      };
      const body: WeightedReturnsResponse = {
        ...baseOf(s, conventions, wholeWindow(w.dates)),
        maxPoints: MAX_POINTS,
        dates: keep.map((i) => w.dates[i] ?? ''),
        total: pick(w.total),
        components: parts.map((p, k) => ({
          seriesId: p.shownId,
          name: p.component.name,
          weight: w.contributions[k]?.weight ?? p.component.weight,
          contribution: pick(w.contributions[k]?.values ?? []),
        })),
      };
      return body;
    },
    parts.map((p) => p.data),
  );
};

/**
 * GET /products/{id}/weighted-performance-data: the statistics table of the weighted portfolio, whose price is
 * `1 + total` of the buy-and-hold weighted returns over the window (so periods count back from its last date).
 */
export const getWeightedPerformanceData: EntryHandler<typeof API.weightedPerformanceData> = async (c) => {
  const q = c.query;
  const { s, parts } = await loadWeighted(c, q.mode, q.benchmark_symbol);
  return cachedReply(
    c,
    'weighted-performance-data',
    s,
    q,
    () => {
      const w = weighted(parts, q.period_start_date, q.period_end_date);
      const prices = w.total.map((t) => 1 + t);
      const portfolio: PriceSeries = { dates: w.dates, prices, adjusted: prices };
      const benchmark = s.benchmark
        ? cutSeries(s.benchmark.data.series, q.period_start_date, q.period_end_date)
        : null;
      const prep = prepareAnalytics({
        fund: portfolio,
        benchmark,
        frequency: s.fund.frequency,
        riskFreeAnnual: q.risk_free_rate ?? 0,
        riskFreeSeries: riskFreeOf(s, q.risk_free_rate, q.period_end_date),
        priceField: RETURNS_PRICE_FIELD,
        oldDataEndDate: s.product.oldDataEndDate ?? null,
      });
      const table = computeStatisticsTable(prep, {
        periods: q.periods && q.periods.length > 0 ? q.periods : ['max'],
        ...(q.stat_ids && q.stat_ids.length > 0 ? { statIds: q.stat_ids } : {}),
      });
      const body: WeightedPerformanceDataResponse = {
        ...tableBody(s, prep, table),
        components: parts.map((p) => ({
          seriesId: p.shownId,
          name: p.component.name,
          weight: p.component.weight,
        })),
      };
      return body;
    },
    parts.map((p) => p.data),
  );
};
