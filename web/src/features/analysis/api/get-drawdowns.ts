import { API } from '@portal/domain';
import { type DrawdownsResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult } from '../types';
import { named, windowShortfall, type SeriesLabels } from './series-query';

/** `GET /api/products/{id}/drawdowns`: drawdown series (<= 0) and the 10 deepest episodes. */
export const drawdownsEndpoint = defineEndpoint(API.drawdowns);

export function toDrawdownsCard(response: DrawdownsResponse, labels: SeriesLabels): CardResult<'drawdowns'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  return {
    status: 'ok',
    data: {
      fund: named(labels.fundId, labels.fund, response.fund),
      benchmark: response.benchmark ? named('benchmark', labels.benchmark ?? '', response.benchmark) : null,
      episodes: response.episodes.fund.map((e) => ({
        startDate: e.peakDate,
        troughDate: e.troughDate,
        recoveryDate: e.recoveryDate,
        depth: e.depth,
        lengthToTrough: e.toTrough,
      })),
    },
  };
}
