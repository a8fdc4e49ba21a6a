import type { AnalysisModeId, CardKind, StatId } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Endpoint } from '../../../lib/api-client';
import { useReaderQuery } from '../../../lib/reader-query';
import { useApiQuery } from '../../../lib/use-api-query';
import type { DataRange } from '../hooks/use-analysis-controls';
import type { CardResult } from '../types';
import { betaEndpoint, toBetaCard } from './get-beta';
import { cumulativeReturnsEndpoint, toCumulativeReturnsCard } from './get-cumulative-returns';
import { cumulativeWeightedReturnsEndpoint, toWeightedReturnsCard } from './get-cumulative-weighted-returns';
import { drawdownsEndpoint, toDrawdownsCard } from './get-drawdowns';
import { outperformanceEndpoint, toOutperformanceCard } from './get-outperformance';
import { performanceDataEndpoint, STATS_COLUMN_ORDER, toPerformanceStatsCard } from './get-performance-data';
import { returnsEndpoint, toReturnProfileCard } from './get-returns';
import { riskAdjustedEndpoint, toFundBenchmarkRollingCard } from './get-risk-adjusted';
import { validDatesEndpoint } from './get-valid-dates';
import { volatilityEndpoint } from './get-volatility';
import { toYearlyReturnsCard, yearlyCumulativeReturnsEndpoint } from './get-yearly-cumulative-returns';
import type { SeriesLabels, SeriesQuery } from './series-query';

/*
 * The analysis page's data: one analytics API query per card (so a card's refresh reloads that card only), each
 * mapped onto the card's props (../types.ts). The API serves the tab's own series (live, historical, internal)
 * and applies the access policy.
 */

export interface AnalysisDataRequest {
  productId: string;
  mode: AnalysisModeId;
  /** Benchmark id (`benchmark_symbol`), or null for none. */
  benchmarkId: string | null;
  benchmarkLabel: string | null;
  fundLabel: string;
  liveLabel: string;
  /** Overlay the live series on a backtest (allowLiveComparison toggle). */
  liveComparison: boolean;
  cards: readonly CardKind[];
  perfStats: readonly StatId[];
  /** The analysis period; `null` until the data range is known. */
  range: { start: string; end: string } | null;
  /** Annual risk-free rate of the statistics table (decimal); 0 leaves the parameter out. */
  riskFreeRate: number;
  lang: string;
}

/** One card's query: its outcome once loaded, and a refresh that resolves when the reload ends. */
export interface CardQuery<K extends CardKind> {
  status: 'loading' | 'error' | 'success';
  error: unknown;
  result: CardResult<K> | undefined;
  refresh: () => Promise<void>;
}

export type CardQueries = { [K in CardKind]: CardQuery<K> };

export interface AnalysisData {
  /** Status of the tab's data range (`valid-dates`). */
  status: 'loading' | 'error' | 'success';
  error: unknown;
  /** First and last price date of the tab's series; `null` while loading or with fewer than two prices. */
  dataRange: DataRange | null;
  oldDataEndDate: string | null;
  cards: CardQueries;
}

/**
 * `useApiQuery` mapped onto a card's result. While a refresh reloads the same request the previous result stays
 * (the card shows its overlay over it); any other change of the request starts from a loading state.
 */
function useCardQuery<P extends object, D, K extends CardKind>(
  endpoint: Endpoint<P, D>,
  params: NoInfer<P> | null,
  map: (data: D) => CardResult<K>,
): CardQuery<K> {
  const query = useApiQuery(endpoint, params);
  // The reader's parameters go with every product read (the API client adds them): another profile is another request.
  const reader = useReaderQuery();
  const key = params === null ? null : JSON.stringify([params, reader]);
  const [previous, setPrevious] = useState<{ key: string | null; data: D } | null>(null);
  if (query.status === 'success' && (previous?.data !== query.data || previous.key !== key)) {
    setPrevious({ key, data: query.data });
  }
  const data = query.status === 'success' ? query.data : previous?.key === key ? previous.data : undefined;
  const result = useMemo(() => (data === undefined ? undefined : map(data)), [data, map]);

  const waiters = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (query.status === 'loading') return;
    const resolvers = waiters.current;
    waiters.current = [];
    for (const resolve of resolvers) resolve();
  }, [query]);
  const { refetch } = query;
  const idle = query.status === 'idle';
  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (idle) {
          resolve();
          return;
        }
        waiters.current.push(resolve);
        refetch();
      }),
    [refetch, idle],
  );

  const status = query.status === 'error' ? 'error' : result !== undefined ? 'success' : ('loading' as const);
  return { status, error: query.error, result, refresh };
}

/** The data of every card of one analysis tab for one period. */
export function useAnalysisData(req: AnalysisDataRequest): AnalysisData {
  const { productId, mode, benchmarkId, benchmarkLabel, fundLabel, liveLabel, perfStats, lang } = req;
  const validDates = useApiQuery(validDatesEndpoint, { id: productId, mode });
  const dataStart = validDates.data?.dataStartDate ?? null;
  const dataEnd = validDates.data?.dataEndDate ?? null;
  const hasData = dataStart !== null && dataEnd !== null && dataStart < dataEnd;

  const start = req.range?.start;
  const end = req.range?.end;
  const series = useMemo((): (SeriesQuery & { id: string }) | null => {
    if (start === undefined || end === undefined) return null;
    return {
      id: productId,
      mode,
      ...(benchmarkId ? { benchmark_symbol: benchmarkId } : {}),
      period_start_date: start,
      period_end_date: end,
    };
  }, [productId, mode, benchmarkId, start, end]);
  const shows = (kind: CardKind) => (series && req.cards.includes(kind) ? series : null);

  const labels = useMemo(
    (): SeriesLabels => ({ fundId: productId, fund: fundLabel, benchmark: benchmarkLabel }),
    [productId, fundLabel, benchmarkLabel],
  );

  // The live line over a backtest: the live tab's cumulative returns over the same period.
  const wantsLive = req.liveComparison && mode !== 'live' && req.cards.includes('cumulativeReturns');
  const live = useApiQuery(
    cumulativeReturnsEndpoint,
    series && wantsLive
      ? {
          id: productId,
          mode: 'live',
          period_start_date: series.period_start_date,
          period_end_date: series.period_end_date,
        }
      : null,
  );
  const liveResponse = live.status === 'success' ? live.data : null;

  const cumulativeReturns = useCardQuery(
    cumulativeReturnsEndpoint,
    shows('cumulativeReturns') && series ? { ...series, with_resample: true } : null,
    useCallback(
      (d) =>
        toCumulativeReturnsCard(
          d,
          labels,
          liveResponse ? { response: liveResponse, label: liveLabel } : null,
        ),
      [labels, liveResponse, liveLabel],
    ),
  );
  const performanceStats = useCardQuery(
    performanceDataEndpoint,
    shows('performanceStats') && series
      ? {
          ...series,
          periods: STATS_COLUMN_ORDER,
          ...(perfStats.length ? { stat_ids: perfStats } : {}),
          ...(req.riskFreeRate !== 0 ? { risk_free_rate: req.riskFreeRate } : {}),
        }
      : null,
    useCallback((d) => toPerformanceStatsCard(d, perfStats, benchmarkLabel), [perfStats, benchmarkLabel]),
  );
  const drawdowns = useCardQuery(
    drawdownsEndpoint,
    shows('drawdowns'),
    useCallback((d) => toDrawdownsCard(d, labels), [labels]),
  );
  const outperformance = useCardQuery(
    outperformanceEndpoint,
    shows('outperformance'),
    useCallback((d) => toOutperformanceCard(d, labels), [labels]),
  );
  const volatility = useCardQuery(
    volatilityEndpoint,
    shows('volatility'),
    useCallback((d) => toFundBenchmarkRollingCard('volatility', d, labels), [labels]),
  );
  const riskAdjustedPerf = useCardQuery(
    riskAdjustedEndpoint,
    shows('riskAdjustedPerf'),
    useCallback(
      (d): CardResult<'riskAdjustedPerf'> => toFundBenchmarkRollingCard('riskAdjustedPerf', d, labels),
      [labels],
    ),
  );
  const beta = useCardQuery(
    betaEndpoint,
    shows('beta'),
    useCallback((d) => toBetaCard(d, labels), [labels]),
  );
  const returnProfile = useCardQuery(returnsEndpoint, shows('returnProfile'), toReturnProfileCard);
  const yearlyCumulativeReturns = useCardQuery(
    yearlyCumulativeReturnsEndpoint,
    shows('yearlyCumulativeReturns'),
    toYearlyReturnsCard,
  );
  const cumulativeWeightedReturns = useCardQuery(
    cumulativeWeightedReturnsEndpoint,
    shows('cumulativeWeightedReturns'),
    useCallback((d) => toWeightedReturnsCard(d, labels, lang), [labels, lang]),
  );

  return {
    status: validDates.status === 'idle' ? 'loading' : validDates.status,
    error: validDates.error,
    dataRange: hasData ? { dataStart, lastDate: dataEnd } : null,
    oldDataEndDate: validDates.data?.oldDataEndDate ?? null,
    cards: {
      cumulativeReturns,
      performanceStats,
      drawdowns,
      outperformance,
      volatility,
      riskAdjustedPerf,
      beta,
      returnProfile,
      yearlyCumulativeReturns,
      cumulativeWeightedReturns,
    },
  };
}
