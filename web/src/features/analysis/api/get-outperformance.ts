import { API } from '@portal/domain';
import { type OutperformanceResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult } from '../types';
import { named, windowShortfall, type SeriesLabels } from './series-query';

/** `GET /api/products/{id}/outperformance`: `W_fund / W_benchmark - 1` on common dates. */
export const outperformanceEndpoint = defineEndpoint(API.outperformance);

export function toOutperformanceCard(
  response: OutperformanceResponse,
  labels: SeriesLabels,
): CardResult<'outperformance'> {
  if (!response.benchmarkId) return { status: 'notEnoughData', reason: 'needsBenchmark' };
  const short = windowShortfall(response.window);
  if (short) return short;
  if (!response.outperformance?.dates.length) return { status: 'notEnoughData', reason: 'needsHistory' };
  return {
    status: 'ok',
    data: {
      relative: named('relative', `${labels.fund} / ${labels.benchmark ?? ''}`, response.outperformance),
    },
  };
}
