import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartShading, OutperformanceData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { TimeSeriesChart } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/** The fund's performance relative to the benchmark: above 0 the fund is ahead since the period start. */
export function OutperformanceCard({
  data,
  shading,
  colors,
}: {
  data: OutperformanceData;
  shading: ChartShading;
  colors: SeriesColors;
}) {
  const { t } = useTranslation('analysis');
  return (
    <>
      <TimeSeriesChart
        lines={[{ ...data.relative, color: colors.fund }]}
        shading={shading}
        height={280}
        legend={false}
        formatValue={(v) => formatReturn(v, 1) ?? ''}
        ariaLabel={t('cards.outperformance')}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {data.relative.label}
      </Text>
    </>
  );
}
