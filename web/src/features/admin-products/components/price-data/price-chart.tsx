import { Box, Group, Text } from '@mantine/core';
import { ResponsiveLine } from '@nivo/line';
import type { RebasedSeries } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../../components/chart-data-table';
import { timeSeriesChartTable } from '../../../../lib/chart-table';
import { formatCompact, formatDate, formatNumber } from '../../../../lib/format';

const THEME = {
  text: { fontSize: 11, fill: '#495057', fontFamily: 'inherit' },
  axis: {
    ticks: { line: { stroke: '#adb5bd', strokeWidth: 1 }, text: { fontSize: 11, fill: '#495057' } },
    domain: { line: { stroke: '#ced4da', strokeWidth: 1 } },
  },
  grid: { line: { stroke: '#e9ecef', strokeWidth: 1 } },
};

/**
 * The compact chart of the price data tab: the product and its benchmarks, rebased to 100 (loaded on demand: nivo
 * stays out of every other page). `colors[i]` is the colour of `series[i]`.
 */
export default function PriceChart({
  series,
  colors,
  names,
}: {
  series: RebasedSeries[];
  colors: string[];
  names: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('priceData');
  const data = series
    .filter((s) => s.points.length > 0)
    .map((s) => ({
      id: s.id,
      data: s.points.map((p) => ({ x: new Date(`${p.date}T00:00:00Z`), y: p.value })),
    }));
  const colorOf = (id: string) => colors[series.findIndex((s) => s.id === id)] ?? '#868e96';
  const { chartProps, captionId } = useChartA11y(t('chart.label'));
  const texts = useChartTableTexts();
  const table = timeSeriesChartTable(
    series.map((s) => ({ label: names[s.id] ?? s.id, points: s.points })),
    { ...texts.forDates(t('chart.label')), format: (v) => formatNumber(v, { digits: 2 }) ?? '' },
  );
  return (
    <Box>
      <Box h={220} {...chartProps} data-testid="price-chart">
        <ResponsiveLine
          role="presentation"
          data={data}
          margin={{ top: 10, right: 16, bottom: 28, left: 48 }}
          xScale={{ type: 'time', useUTC: true }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          axisBottom={{ format: (d: Date) => String(d.getUTCFullYear()), tickValues: 6 }}
          axisLeft={{ tickValues: 5, format: (v: number) => formatCompact(v) ?? '' }}
          colors={(s) => colorOf(s.id)}
          lineWidth={1.5}
          enablePoints={false}
          enableGridX={false}
          useMesh
          tooltip={({ point }) => (
            <Box bg="white" p={6} style={{ border: '1px solid #dee2e6', borderRadius: 4, fontSize: 12 }}>
              {names[point.seriesId] ?? point.seriesId}:{' '}
              {formatDate(point.data.x.toISOString().slice(0, 10), i18n.language)}{' '}
              {formatNumber(point.data.y, { digits: 2 })}
            </Box>
          )}
          theme={THEME}
          animate={false}
        />
      </Box>
      <Group gap="md" mt={4}>
        {series.map((s, i) => (
          <Group key={s.id} gap={6} wrap="nowrap">
            <Box w={12} h={3} bg={colors[i] ?? '#868e96'} />
            <Text size="xs">{names[s.id] ?? s.id}</Text>
          </Group>
        ))}
      </Group>
      <ChartDataTable table={table} captionId={captionId} />
    </Box>
  );
}
