import { API, type StatId, type StatPeriod } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import type { SeriesQuery } from './series-query';

/**
 * `GET products/{id}/weighted-performance-data`: the statistics table of the portfolio of the weighted
 * components (the `cumulativeWeightedReturns` card's total), with the components and their weights.
 */
export const weightedPerformanceDataEndpoint = defineEndpoint(API.weightedPerformanceData, {
  params: params<SeriesQuery & { periods?: readonly StatPeriod[]; stat_ids?: readonly StatId[] }>(),
});
