import {
  benchmarkPricesResponseSchema,
  productPricesResponseSchema,
  type AnalysisModeId,
  type CardKind,
  type StatId,
  type UpdateFrequency,
} from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError, defineEndpoint, params } from '../../../lib/api-client';
import { apiClient } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useAsync } from '../../../lib/use-async';
import type { CardResults } from '../types';
import { computeCards, type LabelledSeries } from './analysis-data-local';

/*
 * THE ADAPTER between the analysis page and its data (phase 1). The page asks `useAnalysisData` for the cards of one
 * tab and period; today the prices come from `GET /api/products/{id}/product-prices` and `/benchmark-prices` and the
 * cards are computed in the browser (./analysis-data-local.ts). Phase 2 replaces the body of this module with one
 * `useApiQuery` per card endpoint (cumulative-returns, performance-data, drawdowns, …); the page and the cards keep
 * the same inputs and outputs.
 */

const productPrices = defineEndpoint({
  path: '/api/products/{id}/product-prices',
  response: productPricesResponseSchema,
});

const benchmarkPrices = defineEndpoint({
  path: '/api/products/{id}/benchmark-prices',
  params: params<{ benchmark_symbol: string }>(),
  response: benchmarkPricesResponseSchema,
});

export interface AnalysisDataRequest {
  productId: string;
  mode: AnalysisModeId;
  frequency: UpdateFrequency;
  /** Benchmark id (`benchmark_symbol`), or null for none. */
  benchmarkId: string | null;
  benchmarkLabel: string | null;
  fundLabel: string;
  liveLabel: string;
  /** Overlay the live series on a backtest (allowLiveComparison toggle). */
  liveComparison: boolean;
  components: { seriesId: string; label: string; weight: number }[];
  cards: readonly CardKind[];
  perfStats: readonly StatId[];
  range: { start: string; end: string } | null;
}

export interface PriceData {
  fund: { dates: string[]; prices: number[] };
  /** The mode whose series was served: product-prices serves the product's primary mode only (phase 1). */
  servedMode: AnalysisModeId;
  oldDataEndDate: string | null;
  benchmark: { dates: string[]; prices: number[] } | null;
  /** The benchmark was asked for but could not be loaded (the endpoint is not there yet, or no prices). */
  benchmarkUnavailable: boolean;
  live: { dates: string[]; prices: number[] } | null;
  components: { seriesId: string; dates: string[]; prices: number[] }[] | null;
}

/**
 * The total-return column where a series has one (distributing share classes), as the engine reads by default
 * (`priceField: 'adjusted'`), else the price.
 */
const totalReturn = (s: { dates: string[]; prices: number[]; adjustedPrices: number[] }) => ({
  dates: s.dates,
  prices: s.adjustedPrices.length === s.prices.length ? s.adjustedPrices : s.prices,
});

const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400 || error.status === 403);

async function loadBenchmark(
  productId: string,
  benchmarkId: string,
  signal: AbortSignal,
): Promise<{ dates: string[]; prices: number[] } | null> {
  try {
    const b = await apiClient.request(
      benchmarkPrices,
      { id: productId, benchmark_symbol: benchmarkId },
      { signal },
    );
    return b.dates.length ? totalReturn(b) : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** A weighted component is a product (its live series) or else a benchmark of the product. */
async function loadComponent(
  productId: string,
  seriesId: string,
  signal: AbortSignal,
): Promise<{ seriesId: string; dates: string[]; prices: number[] } | null> {
  try {
    const p = await apiClient.request(productPrices, { id: seriesId }, { signal });
    return { seriesId, ...totalReturn(p) };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const b = await loadBenchmark(productId, seriesId, signal);
  return b ? { seriesId, ...b } : null;
}

async function loadPrices(req: AnalysisDataRequest, signal: AbortSignal): Promise<PriceData> {
  const wantsComponents = req.cards.includes('cumulativeWeightedReturns') && req.components.length > 0;
  const [fund, benchmark, components] = await Promise.all([
    apiClient.request(productPrices, { id: req.productId }, { signal }),
    req.benchmarkId ? loadBenchmark(req.productId, req.benchmarkId, signal) : Promise.resolve(null),
    wantsComponents
      ? Promise.all(req.components.map((c) => loadComponent(req.productId, c.seriesId, signal)))
      : Promise.resolve(null),
  ]);
  const loadedComponents = components?.filter((c) => c !== null) ?? null;
  const fundPrices = totalReturn(fund);
  return {
    fund: fundPrices,
    servedMode: fund.mode,
    oldDataEndDate: fund.oldDataEndDate,
    benchmark,
    benchmarkUnavailable: req.benchmarkId !== null && benchmark === null,
    // product-prices serves the live series: the comparison line of a backtest tab.
    live: req.liveComparison && req.mode !== 'live' && fund.mode === 'live' ? fundPrices : null,
    components: loadedComponents?.length === req.components.length ? loadedComponents : null,
  };
}

export interface AnalysisData {
  status: 'loading' | 'error' | 'success';
  error: unknown;
  prices: PriceData | undefined;
  cards: Partial<CardResults>;
  /** Reloads the data; resolves when the new data is there (the cards' refresh overlay waits for it). */
  reload: () => Promise<void>;
}

/** The data of every card of one analysis tab for one period. */
export function useAnalysisData(req: AnalysisDataRequest): AnalysisData {
  const session = useSession();
  const [generation, setGeneration] = useState(0);
  const pending = useRef<(() => void)[]>([]);
  const viewer = session.status === 'loading' ? null : (session.user?.uid ?? 'guest');
  const componentIds = req.components.map((c) => c.seriesId).join(',');
  const baseKey = [
    viewer,
    req.productId,
    req.mode,
    req.benchmarkId ?? '',
    req.liveComparison,
    componentIds,
  ].join('|');
  const key = viewer ? `${baseKey}|${generation}` : null;
  const state = useAsync(key, (signal) => loadPrices(req, signal));
  useEffect(() => {
    if (state.status === 'loading') return;
    const resolvers = pending.current;
    pending.current = [];
    for (const resolve of resolvers) resolve();
  }, [state.status, key]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        pending.current.push(resolve);
        setGeneration((g) => g + 1);
      }),
    [],
  );

  // A refresh keeps showing the previous data of the same request until the new data is in (the refreshed card
  // shows its own overlay meanwhile); any other change of the request starts from a loading state.
  const [previous, setPrevious] = useState<{ baseKey: string; data: PriceData } | null>(null);
  if (state.status === 'success' && previous?.data !== state.data) setPrevious({ baseKey, data: state.data });
  const prices = state.data ?? (previous?.baseKey === baseKey ? previous.data : undefined);
  const { cards, perfStats, fundLabel, benchmarkLabel, liveLabel, components, productId, frequency } = req;
  const rangeStart = req.range?.start;
  const rangeEnd = req.range?.end;
  const cardResults = useMemo((): Partial<CardResults> => {
    if (!prices || rangeStart === undefined || rangeEnd === undefined) return {};
    const named = (id: string, label: string, s: { dates: string[]; prices: number[] }): LabelledSeries => ({
      id,
      label,
      dates: s.dates,
      prices: s.prices,
    });
    return computeCards(
      {
        fund: named(productId, fundLabel, prices.fund),
        benchmark: prices.benchmark ? named('benchmark', benchmarkLabel ?? '', prices.benchmark) : null,
        live: prices.live ? named('live', liveLabel, prices.live) : null,
        components:
          prices.components?.map((c, i) => ({
            ...named(c.seriesId, components[i]?.label ?? c.seriesId, c),
            weight: components[i]?.weight ?? 0,
          })) ?? null,
        frequency,
        range: { start: rangeStart, end: rangeEnd },
        perfStats,
      },
      cards,
    );
  }, [
    prices,
    rangeStart,
    rangeEnd,
    cards,
    perfStats,
    fundLabel,
    benchmarkLabel,
    liveLabel,
    components,
    productId,
    frequency,
  ]);

  return {
    status: state.status === 'idle' ? 'loading' : state.status,
    error: state.error,
    prices,
    cards: cardResults,
    reload,
  };
}
