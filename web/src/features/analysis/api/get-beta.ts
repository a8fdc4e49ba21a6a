import { API } from '@portal/domain';
import { type BetaResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult } from '../types';
import { toRollingCard } from './get-risk-adjusted';
import { named, windowShortfall, type SeriesLabels } from './series-query';

/** `GET /api/products/{id}/beta`: rolling one-year beta of the fund against the benchmark. */
export const betaEndpoint = defineEndpoint(API.beta);

export function toBetaCard(response: BetaResponse, labels: SeriesLabels): CardResult<'beta'> {
  if (!response.benchmarkId || !response.beta) return { status: 'notEnoughData', reason: 'needsBenchmark' };
  const short = windowShortfall(response.window);
  if (short) return short;
  return toRollingCard('beta', response.rollingWindow, [named(labels.fundId, labels.fund, response.beta)]);
}
