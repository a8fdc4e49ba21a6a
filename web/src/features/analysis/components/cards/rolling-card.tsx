import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import type { ChartShading, RollingData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { TimeSeriesChart, type TimeSeriesLine } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/** One-year rolling volatility, beta or risk-adjusted performance (rolling Sharpe ratio, rf = 0). */
export function RollingCard({
  data,
  shading,
  colors,
}: {
  data: RollingData;
  shading: ChartShading;
  colors: SeriesColors;
}) {
  const { t } = useTranslation('analysis');
  const lines: TimeSeriesLine[] = data.series.map((s, i) =>
    i === 0 ? { ...s, color: colors.fund } : { ...s, color: colors.benchmark, dashed: true },
  );
  const format =
    data.metric === 'volatility'
      ? (v: number) => formatReturn(v, 1)?.replace(/^\+/, '') ?? ''
      : (v: number) => formatNumber(v, { digits: 2 }) ?? '';
  return (
    <>
      <TimeSeriesChart
        lines={lines}
        shading={shading}
        height={260}
        formatValue={format}
        ariaLabel={t(`cards.${data.metric}`)}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('rolling.note', { count: data.window })}
      </Text>
    </>
  );
}
