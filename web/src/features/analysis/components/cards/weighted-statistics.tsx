import { Text } from '@mantine/core';
import type { StatId } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../../lib/use-api-query';
import { STATS_COLUMN_ORDER, toPerformanceStatsCard } from '../../api/get-performance-data';
import { weightedPerformanceDataEndpoint } from '../../api/get-weighted-performance-data';
import { seriesParams, type TabSeries } from '../../api/tab-series';
import { PerformanceStatsCard } from './performance-stats-card';

/**
 * The statistics of the weighted portfolio (`weighted-performance-data`, issue 26 item 2) under the weighted returns
 * chart: the same table as the performance statistics card, for the components kept at their target weights.
 */
export function WeightedStatistics({
  series,
  perfStats,
}: {
  series: TabSeries;
  perfStats: readonly StatId[];
}) {
  const { t } = useTranslation('analysis');
  const params = seriesParams(series);
  const query = useApiQuery(
    weightedPerformanceDataEndpoint,
    params
      ? { ...params, periods: STATS_COLUMN_ORDER, ...(perfStats.length ? { stat_ids: perfStats } : {}) }
      : null,
  );
  if (query.status !== 'success') return null;
  const card = toPerformanceStatsCard(query.data, perfStats, null);
  if (card.status !== 'ok') return null;
  return (
    <div data-testid="weighted-statistics">
      <Text fw={600} size="sm" mt="md" mb={4}>
        {t('weightedStatistics')}
      </Text>
      <PerformanceStatsCard data={card.data} />
    </div>
  );
}
