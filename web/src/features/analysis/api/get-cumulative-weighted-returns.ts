import { API } from '@portal/domain';
import { type WeightedReturnsResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { localized } from '../../../lib/localized';
import type { CardResult } from '../types';
import { pointsOf, windowShortfall, type SeriesLabels } from './series-query';

/** `GET /api/products/{id}/cumulative-weighted-returns`: total and each component's contribution (404 unweighted). */
export const cumulativeWeightedReturnsEndpoint = defineEndpoint(API.cumulativeWeightedReturns, {});

export function toWeightedReturnsCard(
  response: WeightedReturnsResponse,
  labels: SeriesLabels,
  lang: string,
): CardResult<'cumulativeWeightedReturns'> {
  if (!response.components.length) return { status: 'notEnoughData', reason: 'needsComponents' };
  const short = windowShortfall(response.window);
  if (short) return short;
  return {
    status: 'ok',
    data: {
      components: response.components.map((c) => ({
        id: c.seriesId,
        label: localized(c.name, lang),
        weight: c.weight,
        points: pointsOf(response.dates, c.contribution),
      })),
      total: { id: labels.fundId, label: labels.fund, points: pointsOf(response.dates, response.total) },
    },
  };
}
