import { API } from '@portal/domain';
import { type CumulativeReturnsResponse } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import type { CardResult, NamedSeries, SeriesPoint } from '../types';
import { named, pointsOf, windowShortfall, type SeriesLabels, type SeriesQuery } from './series-query';

/** `GET /api/products/{id}/cumulative-returns`: `W_k - 1` of fund and benchmark, rebased at the window start. */
export const cumulativeReturnsEndpoint = defineEndpoint(API.cumulativeReturns, {
  params: params<SeriesQuery & { initial_value?: number; adjusted?: boolean; with_resample?: boolean }>(),
});

/** The fund's cumulative return on or before `date` (the fund line is resampled: the nearest earlier point). */
function valueOnOrBefore(points: readonly SeriesPoint[], date: string): number {
  let value = 0;
  for (const p of points) {
    if (p.date > date) break;
    if (p.value !== null) value = p.value;
  }
  return value;
}

/**
 * The live series drawn over a backtest: rebased on the fund's line at the live series' first date, so it reads
 * as "what the live product did from there".
 */
function rebasedLive(fund: NamedSeries, live: CumulativeReturnsResponse, label: string): NamedSeries | null {
  const first = live.fund.dates[0];
  const firstValue = live.fund.values[0];
  if (first === undefined || firstValue === undefined) return null;
  const base = (1 + valueOnOrBefore(fund.points, first)) / (1 + firstValue);
  return {
    id: 'live',
    label,
    points: pointsOf(
      live.fund.dates,
      live.fund.values.map((v) => base * (1 + v) - 1),
    ),
  };
}

export function toCumulativeReturnsCard(
  response: CumulativeReturnsResponse,
  labels: SeriesLabels,
  live: { response: CumulativeReturnsResponse; label: string } | null,
): CardResult<'cumulativeReturns'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  const fund = named(labels.fundId, labels.fund, response.fund);
  return {
    status: 'ok',
    data: {
      fund,
      benchmark: response.benchmark ? named('benchmark', labels.benchmark ?? '', response.benchmark) : null,
      liveComparison: live ? rebasedLive(fund, live.response, live.label) : null,
    },
  };
}
