import { API } from '@portal/domain';
import { type RollingResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult, NamedSeries, RollingData } from '../types';
import { named, windowShortfall, type SeriesLabels } from './series-query';

/** `GET /api/products/{id}/risk-adjusted`: rolling one-year Sharpe ratio (rf = 0) of fund and benchmark. */
export const riskAdjustedEndpoint = defineEndpoint(API.riskAdjusted);

/** A rolling card from its series; "not enough data" while no series has a value (the first year has none). */
export function toRollingCard(
  metric: RollingData['metric'],
  window: number,
  series: NamedSeries[],
): CardResult<'volatility'> {
  if (!series.some((s) => s.points.some((p) => p.value !== null))) {
    return { status: 'notEnoughData', reason: 'needsHistory' };
  }
  return { status: 'ok', data: { metric, window, series } };
}

/** The volatility and risk-adjusted cards (same response shape). */
export function toFundBenchmarkRollingCard(
  metric: 'volatility' | 'riskAdjustedPerf',
  response: RollingResponse,
  labels: SeriesLabels,
): CardResult<'volatility'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  return toRollingCard(metric, response.rollingWindow, [
    named(labels.fundId, labels.fund, response.fund),
    ...(response.benchmark ? [named('benchmark', labels.benchmark ?? '', response.benchmark)] : []),
  ]);
}
