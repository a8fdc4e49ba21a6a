import { Box, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { useChartA11y, useChartTableTexts } from '../../../../components/chart-data-table';
import { SignedValue } from '../../../../components/signed-value';
import type { YearlyReturnsData } from '../../types';
import { formatReturn } from '../../utils/format-stat';
import { chartTheme } from '../charts/chart-theme';
import { BarTooltip, FundBenchmarkLegend } from './bar-chart-parts';
import type { SeriesColors } from './series-colors';

/** Calendar-year returns: bars of fund and benchmark, and the same figures as a table. */
export function YearlyReturnsCard({
  data,
  colors,
  fundLabel,
  benchmarkLabel,
}: {
  data: YearlyReturnsData;
  colors: SeriesColors;
  fundLabel: string;
  benchmarkLabel: string | null;
}) {
  const { t } = useTranslation('analysis');
  const withBenchmark = benchmarkLabel !== null && data.rows.some((r) => r.benchmark !== null);
  // An undefined year has no bar (never a bar of height 0 that reads as "0 %").
  const rows = data.rows.map((r) => {
    const row: Record<string, string | number> = { year: r.partial ? `${r.year}*` : String(r.year) };
    if (r.fund !== null) row.fund = r.fund;
    if (r.benchmark !== null) row.benchmark = r.benchmark;
    return row;
  });
  // The value axis always spans 0 and every bar, losses included.
  const values = data.rows.flatMap((r) => [r.fund, withBenchmark ? r.benchmark : null]);
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  const labelOf = (id: string | number) => (id === 'fund' ? fundLabel : (benchmarkLabel ?? ''));
  // The table under the chart shows the same figures to everyone: it is the chart's data table.
  const { chartProps, captionId } = useChartA11y(t('cards.yearlyCumulativeReturns'));
  const texts = useChartTableTexts();
  return (
    <Stack gap="sm">
      <Box h={260} {...chartProps}>
        <ResponsiveBar
          role="presentation"
          data={rows}
          keys={withBenchmark ? ['fund', 'benchmark'] : ['fund']}
          indexBy="year"
          groupMode="grouped"
          margin={{ top: 10, right: 16, bottom: 30, left: 56 }}
          padding={0.25}
          valueScale={{ type: 'linear', min: lo, max: hi === lo ? lo + 0.01 : hi, nice: true }}
          markers={[{ axis: 'y', value: 0, lineStyle: { stroke: '#868e96', strokeWidth: 1 } }]}
          colors={({ id }) => (id === 'fund' ? colors.fund : colors.benchmark)}
          enableLabel={false}
          theme={chartTheme}
          valueFormat={(v) => formatReturn(v, 1) ?? ''}
          axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: number) => formatReturn(v, 0) ?? '' }}
          axisBottom={{ tickSize: 0, tickPadding: 6 }}
          animate={false}
          tooltip={({ id, formattedValue, indexValue }) => (
            <BarTooltip title={indexValue} series={labelOf(id)} value={formattedValue} />
          )}
        />
      </Box>
      <FundBenchmarkLegend
        colors={colors}
        fundLabel={fundLabel}
        benchmarkLabel={benchmarkLabel}
        withBenchmark={withBenchmark}
      />
      <Table fz="sm" striped style={{ fontVariantNumeric: 'tabular-nums' }}>
        <VisuallyHidden component="caption" id={captionId}>
          {texts.caption(t('cards.yearlyCumulativeReturns'))}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('yearly.year')}</Table.Th>
            <Table.Th ta="right">{fundLabel}</Table.Th>
            {withBenchmark ? <Table.Th ta="right">{benchmarkLabel}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...data.rows].reverse().map((r) => (
            <Table.Tr key={r.year}>
              <Table.Td>
                {r.year}
                {r.partial ? (
                  <Text span size="xs" c="dimmed" ml={6}>
                    ({t('yearly.partial')})
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">
                <SignedValue value={r.fund} formatted={formatReturn(r.fund)} />
              </Table.Td>
              {withBenchmark ? (
                <Table.Td ta="right">
                  <SignedValue value={r.benchmark} formatted={formatReturn(r.benchmark)} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
