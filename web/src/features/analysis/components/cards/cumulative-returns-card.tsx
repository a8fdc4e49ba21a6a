import { useTranslation } from 'react-i18next';
import type { ChartShading, CumulativeReturnsData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { TimeSeriesChart, type TimeSeriesLine } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/** Cumulative returns of the fund and its benchmark (optionally on a log scale), events and legacy data shaded. */
export function CumulativeReturnsCard({
  data,
  shading,
  colors,
  logScale,
}: {
  data: CumulativeReturnsData;
  shading: ChartShading;
  colors: SeriesColors;
  logScale: boolean;
}) {
  const { t } = useTranslation('analysis');
  const lines: TimeSeriesLine[] = [
    { ...data.fund, color: colors.fund },
    ...(data.benchmark ? [{ ...data.benchmark, color: colors.benchmark, dashed: true }] : []),
    ...(data.liveComparison ? [{ ...data.liveComparison, color: colors.live }] : []),
  ];
  return (
    <>
      <TimeSeriesChart
        lines={lines}
        shading={shading}
        logScale={logScale}
        formatValue={(v) => formatReturn(v, Math.abs(v) >= 10 ? 0 : 1) ?? ''}
        ariaLabel={t('cards.cumulativeReturns')}
      />
    </>
  );
}
