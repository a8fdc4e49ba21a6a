import type { z } from 'zod';
import {
  API,
  RETURNS_PRICE_FIELD,
  STAT_PERIODS,
  computeAnalysisSeries,
  computeStatisticsTable,
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
} from '../../../analytics/analytics-sources.js';
import { cachedReply, loadSources } from '../../analytics-reply.js';
import type { Handler, EntryHandler } from '../../context.js';
import { analysisOf } from '../../../analytics/analysis-series.js';

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
export const getPerformanceData: EntryHandler<typeof API.performanceData> = async (c) => {
  const q = c.query;
  const s = await loadSources(c, q.mode, q.benchmark_symbol);
  return cachedReply(c, 'performance-data', s, q, () => {
    const prep = prepare(s, {
      priceField: RETURNS_PRICE_FIELD,
      // A typed rate overrides the currency's risk-free series (docs/risk-free.md).
      riskFreeAnnual: q.risk_free_rate,
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
export const getLastCumulativeReturns: EntryHandler<typeof API.lastCumulativeReturns> = async (c) => {
  const q = c.query;
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
export const getFactsheetPeriods: EntryHandler<typeof API.factsheetPeriods> = async (c) => {
  const q = c.query;
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
export const getCumulativeReturns: EntryHandler<typeof API.cumulativeReturns> = async (c) => {
  const q = c.query;
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

type Analysis = ReturnType<typeof analysisOf>;
/** What a series response adds to the common part (`baseOf`: product, benchmark, conventions, window). */
type OwnFields<R> = Omit<R, keyof ReturnType<typeof baseOf>>;

/**
 * A handler for a window + mode + benchmark call (the common shape of seed 000 §7's series calls): the analysis of
 * the window, answered with the common part and the fields the endpoint picks from it.
 */
function seriesHandler<R>(
  endpoint: string,
  fields: (a: Analysis, s: AnalyticsSources) => OwnFields<R>,
): Handler<z.output<typeof seriesQuerySchema>> {
  return async (c) => {
    const q = c.query;
    const s = await loadSources(c, q.mode, q.benchmark_symbol);
    return cachedReply(c, endpoint, s, q, () => {
      const a = analysisOf(s, q.period_start_date, q.period_end_date);
      return { ...baseOf(s, a.conventions, a.window), ...fields(a, s) };
    });
  };
}

export const getYearlyReturns = seriesHandler<YearlyReturnsResponse>('yearly-cumulative-returns', (a) => ({
  fund: a.yearlyReturns.fund,
  benchmark: a.yearlyReturns.benchmark,
}));

export const getMonthlyReturns = seriesHandler<MonthlyReturnsResponse>('monthly-cumulative-returns', (a) => ({
  fund: a.monthlyReturns.fund,
  benchmark: a.monthlyReturns.benchmark,
}));

export const getDrawdowns = seriesHandler<DrawdownsResponse>('drawdowns', (a) => ({
  maxPoints: MAX_POINTS,
  fund: a.drawdowns.fund,
  benchmark: a.drawdowns.benchmark,
  episodes: a.drawdownEpisodes,
}));

export const getOutperformance = seriesHandler<OutperformanceResponse>('outperformance', (a) => ({
  maxPoints: MAX_POINTS,
  outperformance: a.outperformance,
}));

/** A rolling metric of the fund, and of the benchmark on its own calendar and frequency over the fund window's dates. */
function rollingFields(
  a: Analysis,
  metric: 'rollingAnnualizedVolatility' | 'rollingSharpeRatio',
): OwnFields<RollingResponse> {
  const fund: RollingSeriesResponse = {
    dates: a.rolling1y.fund.dates,
    values: a.rolling1y.fund[metric],
    oldDataEndDate: a.oldDataEndDate,
  };
  const b = a.rolling1y.benchmark;
  const benchmark: RollingSeriesResponse | null = b
    ? { dates: b.dates, values: b[metric], oldDataEndDate: a.oldDataEndDate }
    : null;
  return { metric, rollingWindow: Math.round(a.conventions.scale), maxPoints: MAX_POINTS, fund, benchmark };
}

export const getVolatility = seriesHandler<RollingResponse>('volatility', (a) =>
  rollingFields(a, 'rollingAnnualizedVolatility'),
);

export const getRiskAdjusted = seriesHandler<RollingResponse>('risk-adjusted', (a) =>
  rollingFields(a, 'rollingSharpeRatio'),
);

export const getBeta = seriesHandler<BetaResponse>('beta', (a) => {
  const beta = a.rolling1y.beta;
  return {
    rollingWindow: Math.round(a.conventions.scale),
    maxPoints: MAX_POINTS,
    beta: beta ? { dates: beta.dates, values: beta.rollingBeta, oldDataEndDate: beta.oldDataEndDate } : null,
  };
});

export const getReturnProfile = seriesHandler<ReturnProfileResponse>('returns', (a, s) => {
  const p = a.returnProfile;
  return {
    basis: p.basis,
    binWidth: p.binWidth,
    bins: p.bins,
    fundCount: p.bins.reduce((n, b) => n + b.fund, 0),
    benchmarkCount: s.benchmark ? p.bins.reduce((n, b) => n + (b.benchmark ?? 0), 0) : null,
  };
});
