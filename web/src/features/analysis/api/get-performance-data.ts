import { API, riskFreeConventionOf } from '@portal/domain';
import { type PerformanceDataResponse, type StatId, type StatPeriod } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import { missingReasonOf } from '../../../lib/statistics-display';
import type { CardResult, StatCell, StatsColumn } from '../types';
import { windowShortfall, type SeriesQuery } from './series-query';

/** `GET products/{id}/performance-data`: the statistics table for the asked periods and statistics. */
export const performanceDataEndpoint = defineEndpoint(API.performanceData, {
  params: params<SeriesQuery & { periods?: readonly StatPeriod[]; stat_ids?: readonly StatId[] }>(),
});

/** Table columns: the statistics periods (seed 000 §9), shortest first, the whole analysis period last. */
export const STATS_COLUMN_ORDER: readonly StatPeriod[] = [
  '1m',
  '3m',
  '6m',
  'ytd',
  '12m',
  '36m',
  '60m',
  'max',
];

export function toPerformanceStatsCard(
  response: PerformanceDataResponse,
  perfStats: readonly StatId[],
  benchmarkLabel: string | null,
): CardResult<'performanceStats'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  const columns: StatsColumn[] = [];
  for (const period of STATS_COLUMN_ORDER) {
    const info = response.periods.find((p) => p.period === period)?.fund;
    if (!info?.available) continue;
    columns.push({
      period,
      startDate: info.startDate,
      endDate: info.endDate,
      nReturns: info.nReturns,
      nMonths: null,
    });
  }
  if (!columns.length) return { status: 'notEnoughData', reason: 'needsHistory' };
  const byKey = new Map(response.cells.map((c) => [`${c.period}|${c.statId}`, c]));
  const rows = perfStats.map((statId) => ({
    statId,
    cells: columns.map((column): StatCell => {
      const c = byKey.get(`${column.period}|${statId}`);
      const value = c?.value ?? null;
      return value === null ? { value, missing: missingReasonOf(c?.nullReason) } : { value };
    }),
  }));
  return {
    status: 'ok',
    data: {
      columns,
      rows,
      conventions: {
        returnMethod: 'simple',
        scale: response.conventions.scale,
        riskFreeRate: response.conventions.riskFreeAnnual,
        riskFree: riskFreeConventionOf(response.conventions),
        varMethod: 'historical',
        varQuantile: 'type7',
      },
      benchmarkLabel: response.benchmarkId ? benchmarkLabel : null,
    },
  };
}
