import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../../lib/format';
import type { ChartShading, WeightedReturnsData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { TimeSeriesChart, type TimeSeriesLine } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/**
 * Each weighted component's contribution and their sum, the portfolio of the components kept at their target
 * weights (engine `weightedReturns`); for a mode built from its components this total is the mode's own series.
 */
export function WeightedReturnsCard({
  data,
  shading,
  colors,
}: {
  data: WeightedReturnsData;
  shading: ChartShading;
  colors: SeriesColors;
}) {
  const { t } = useTranslation('analysis');
  const lines: TimeSeriesLine[] = [
    ...(data.total ? [{ ...data.total, label: t('weighted.total'), color: colors.fund }] : []),
    ...data.components.map((c, i) => ({
      ...c,
      label: t('weighted.weight', {
        name: c.label,
        weight: formatPercent(c.weight, { digits: 0, signed: false }),
      }),
      color: colors.others[i % colors.others.length] ?? colors.benchmark,
      dashed: true,
    })),
  ];
  return (
    <>
      <TimeSeriesChart
        lines={lines}
        shading={shading}
        formatValue={(v) => formatReturn(v, 1) ?? ''}
        ariaLabel={t('cards.cumulativeWeightedReturns')}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('weighted.note')}
      </Text>
    </>
  );
}
