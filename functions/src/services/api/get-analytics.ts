import {
  RETURNS_PRICE_FIELD,
  STAT_PERIODS,
  computeAnalysisSeries,
  computeStatisticsTable,
  cumulativeReturnsQuerySchema,
  factsheetPeriodsQuerySchema,
  lastCumulativeReturnsQuerySchema,
  performanceDataQuerySchema,
  periodReturns,
  seriesQuerySchema,
  type BetaResponse,
  type CumulativeReturnsResponse,
  type DrawdownsResponse,
  type FactsheetPeriodsResponse,
  type LastCumulativeReturnsResponse,
  type MonthlyReturnsResponse,
  type OutperformanceResponse,
  type PerformanceDataResponse,
  type PeriodAvailability,
  type PeriodWindow,
  type PreparedAnalytics,
  type ReturnProfileResponse,
  type RollingResponse,
  type RollingSeriesResponse,
  type StatisticsTable,
  type YearlyReturnsResponse,
} from '@portal/domain';
import {
  baseOf,
  MAX_POINTS,
  prepare,
  wholeWindow,
  windowSpec,
  type AnalyticsSources,
} from '../analytics/analytics-sources.js';
import { cachedReply, loadSources } from './analytics-reply.js';
import type { Handler, HandlerContext } from './context.js';
import { parseQuery } from './parse.js';
import { analysisOf } from '../analytics/analysis-series.js';

/**
 * The statistics and series endpoints (seed 000 §7). Each one: parse the query, check access and the benchmark,
 * learn the series versions, then answer from the result cache or compute with the engine. Unless a call says
 * otherwise (`adjusted=false` on cumulative-returns) every return uses the adjusted price (`RETURNS_PRICE_FIELD`:
 * total return), so the figures of one page agree; the `conventions` of each response state it.
 */

function availability(w: PeriodWindow): PeriodAvailability {
  return w.available
    ? { period: w.period, available: true, startDate: w.startDate, endDate: w.endDate, nReturns: w.nReturns }
    : { period: w.period, available: false, reason: w.reason };
}

export function tableBody(
  s: AnalyticsSources,
  prep: PreparedAnalytics,
  table: StatisticsTable,
): PerformanceDataResponse {
  return {
    ...baseOf(s, table.conventions, wholeWindow(prep.fund.dates)),
    periods: table.periods.map((p) => ({
      period: p.period,
      fund: availability(p.fund),
      aligned: p.aligned ? availability(p.aligned) : null,
    })),
    cells: table.cells,
  };
}

/** GET /products/{id}/performance-data: the statistics table (plain call = `max`, all 29 statistics). */
export const getPerformanceData: Handler = async (c) => {
  const q = parseQuery(performanceDataQuerySchema, c.query);
  const s = await loadSources(c, q.mode, q.benchmark_symbol);
  return cachedReply(c, 'performance-data', s, q, () => {
    const prep = prepare(s, {
      priceField: RETURNS_PRICE_FIELD,
      riskFreeAnnual: q.risk_free_rate ?? 0,
      cut: { start: q.period_start_date, end: q.period_end_date },
    });
    const table = computeStatisticsTable(prep, {
      periods: q.periods && q.periods.length > 0 ? q.periods : ['max'],
      ...(q.stat_ids && q.stat_ids.length > 0 ? { statIds: q.stat_ids } : {}),
    });
    return tableBody(s, prep, table);
  });
};

/** GET /products/{id}/last-cumulative-returns?period=: the fund's cumulative return over one period. */
export const getLastCumulativeReturns: Handler = async (c) => {
  const q = parseQuery(lastCumulativeReturnsQuerySchema, c.query);
  const s = await loadSources(c, q.mode, undefined);
  return cachedReply(c, 'last-cumulative-returns', s, q, () => {
    const prep = prepare(s, { priceField: RETURNS_PRICE_FIELD });
    const [result] = periodReturns(prep.fund, null, prep.scale, [q.period]);
    if (!result) throw new Error('periodReturns returned no line');
    const body: LastCumulativeReturnsResponse = {
      ...baseOf(s, prep.conventions, wholeWindow(prep.fund.dates)),
      period: q.period,
      result,
    };
    return body;
  });
};

/** GET /products/{id}/cumulative-return-periods-factsheet: every statistics period's return, fund and benchmark. */
export const getFactsheetPeriods: Handler = async (c) => {
  const q = parseQuery(factsheetPeriodsQuerySchema, c.query);
  const s = await loadSources(c, q.mode, q.benchmark_symbol);
  return cachedReply(c, 'cumulative-return-periods-factsheet', s, q, () => {
    const prep = prepare(s, {
      priceField: RETURNS_PRICE_FIELD,
      cut: { start: q.period_start_date, end: q.period_end_date },
    });
    const body: FactsheetPeriodsResponse = {
      ...baseOf(s, prep.conventions, wholeWindow(prep.fund.dates)),
      annualizePeriodsBiggerThanOneYear: q.annualize_periods_bigger_than_one_year,
      periods: periodReturns(prep.fund, prep.benchmark, prep.scale, STAT_PERIODS, {
        annualizePeriodsBiggerThanOneYear: q.annualize_periods_bigger_than_one_year,
      }),
    };
    return body;
  });
};

/** GET /products/{id}/cumulative-returns: `initial_value`, `adjusted` (price column), `with_resample`. */
export const getCumulativeReturns: Handler = async (c) => {
  const q = parseQuery(cumulativeReturnsQuerySchema, c.query);
  const s = await loadSources(c, q.mode, q.benchmark_symbol);
  return cachedReply(c, 'cumulative-returns', s, q, () => {
    const prep = prepare(s, { priceField: q.adjusted ? RETURNS_PRICE_FIELD : 'price' });
    const a = computeAnalysisSeries(prep, {
      window: windowSpec(q.period_start_date, q.period_end_date),
      initialValue: q.initial_value ?? null,
      withResample: q.with_resample ? MAX_POINTS : false,
    });
    const body: CumulativeReturnsResponse = {
      ...baseOf(s, a.conventions, a.window),
      initialValue: a.initialValue,
      maxPoints: q.with_resample ? MAX_POINTS : null,
      fund: a.cumulativeReturns.fund,
      benchmark: a.cumulativeReturns.benchmark,
    };
    return body;
  });
};

type SeriesEndpoint = (s: AnalyticsSources, q: SeriesQuery) => unknown;
interface SeriesQuery {
  mode: 'live' | 'historical' | 'internal';
  benchmark_symbol?: string | undefined;
  period_start_date?: string | undefined;
  period_end_date?: string | undefined;
}

/** A handler for a window + mode + benchmark call (the common shape of seed 000 §7's series calls). */
function seriesHandler(endpoint: string, compute: SeriesEndpoint): Handler {
  return async (c: HandlerContext) => {
    const q = parseQuery(seriesQuerySchema, c.query);
    const s = await loadSources(c, q.mode, q.benchmark_symbol);
    return cachedReply(c, endpoint, s, q, () => compute(s, q));
  };
}

export const getYearlyReturns = seriesHandler('yearly-cumulative-returns', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const body: YearlyReturnsResponse = {
    ...baseOf(s, a.conventions, a.window),
    fund: a.yearlyReturns.fund,
    benchmark: a.yearlyReturns.benchmark,
  };
  return body;
});

export const getMonthlyReturns = seriesHandler('monthly-cumulative-returns', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const body: MonthlyReturnsResponse = {
    ...baseOf(s, a.conventions, a.window),
    fund: a.monthlyReturns.fund,
    benchmark: a.monthlyReturns.benchmark,
  };
  return body;
});

export const getDrawdowns = seriesHandler('drawdowns', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const body: DrawdownsResponse = {
    ...baseOf(s, a.conventions, a.window),
    maxPoints: MAX_POINTS,
    fund: a.drawdowns.fund,
    benchmark: a.drawdowns.benchmark,
    episodes: a.drawdownEpisodes,
  };
  return body;
});

export const getOutperformance = seriesHandler('outperformance', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const body: OutperformanceResponse = {
    ...baseOf(s, a.conventions, a.window),
    maxPoints: MAX_POINTS,
    outperformance: a.outperformance,
  };
  return body;
});

/** A rolling metric of the fund, and of the benchmark on its own calendar and frequency over the fund window's dates. */
function rollingBody(
  s: AnalyticsSources,
  q: SeriesQuery,
  metric: 'rollingAnnualizedVolatility' | 'rollingSharpeRatio',
): RollingResponse {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const fund: RollingSeriesResponse = {
    dates: a.rolling1y.fund.dates,
    values: a.rolling1y.fund[metric],
    oldDataEndDate: a.oldDataEndDate,
  };
  let benchmark: RollingSeriesResponse | null = null;
  const b = a.rolling1y.benchmark;
  if (b) benchmark = { dates: b.dates, values: b[metric], oldDataEndDate: a.oldDataEndDate };
  return {
    ...baseOf(s, a.conventions, a.window),
    metric,
    rollingWindow: Math.round(a.conventions.scale),
    maxPoints: MAX_POINTS,
    fund,
    benchmark,
  };
}

export const getVolatility = seriesHandler('volatility', (s, q) =>
  rollingBody(s, q, 'rollingAnnualizedVolatility'),
);

export const getRiskAdjusted = seriesHandler('risk-adjusted', (s, q) =>
  rollingBody(s, q, 'rollingSharpeRatio'),
);

export const getBeta = seriesHandler('beta', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const beta = a.rolling1y.beta;
  const body: BetaResponse = {
    ...baseOf(s, a.conventions, a.window),
    rollingWindow: Math.round(a.conventions.scale),
    maxPoints: MAX_POINTS,
    beta: beta ? { dates: beta.dates, values: beta.rollingBeta, oldDataEndDate: beta.oldDataEndDate } : null,
  };
  return body;
});

export const getReturnProfile = seriesHandler('returns', (s, q) => {
  const a = analysisOf(s, q.period_start_date, q.period_end_date);
  const p = a.returnProfile;
  const body: ReturnProfileResponse = {
    ...baseOf(s, a.conventions, a.window),
    basis: p.basis,
    binWidth: p.binWidth,
    bins: p.bins,
    fundCount: p.bins.reduce((n, b) => n + b.fund, 0),
    benchmarkCount: s.benchmark ? p.bins.reduce((n, b) => n + (b.benchmark ?? 0), 0) : null,
  };
  return body;
});
