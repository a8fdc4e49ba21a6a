import { Box } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../../components/chart-data-table';
import { categoryChartTable } from '../../../../lib/chart-table';
import { formatNumber, formatPercent } from '../../../../lib/format';
import type { ReturnProfileData } from '../../types';
import { chartTheme } from '../charts/chart-theme';
import { BarTooltip, FundBenchmarkLegend } from './bar-chart-parts';
import type { SeriesColors } from './series-colors';

/** Histogram of the period's calendar-month returns, fund next to benchmark. */
export function ReturnProfileCard({
  data,
  colors,
  fundLabel,
  benchmarkLabel,
}: {
  data: ReturnProfileData;
  colors: SeriesColors;
  fundLabel: string;
  benchmarkLabel: string | null;
}) {
  const { t } = useTranslation('analysis');
  const pct = (v: number) => formatPercent(v, { digits: 1, signed: false }) ?? '';
  const withBenchmark = data.benchmarkCount !== null;
  const rows = data.bins.map((b) => ({
    bin: pct(b.from),
    range: t('returnProfile.range', { from: pct(b.from), to: pct(b.to) }),
    fund: b.fund,
    benchmark: b.benchmark ?? 0,
  }));
  const keys = withBenchmark ? ['fund', 'benchmark'] : ['fund'];
  const labelOf = (id: string | number) => (id === 'fund' ? fundLabel : (benchmarkLabel ?? ''));
  const { chartProps, captionId } = useChartA11y(t('cards.returnProfile'));
  const texts = useChartTableTexts();
  const table = categoryChartTable(
    rows.map((r) => r.range),
    [
      { label: fundLabel, values: data.bins.map((b) => b.fund) },
      ...(withBenchmark ? [{ label: benchmarkLabel ?? '', values: data.bins.map((b) => b.benchmark) }] : []),
    ],
    {
      caption: texts.caption(`${t('cards.returnProfile')} (${t('returnProfile.count')})`),
      rowHeader: t('returnProfile.axis'),
      format: (v) => formatNumber(v, { digits: 0 }) ?? '',
      missing: texts.missing,
    },
  );
  return (
    <>
      <Box h={290} {...chartProps}>
        <ResponsiveBar
          role="presentation"
          data={rows}
          keys={keys}
          indexBy="bin"
          groupMode="grouped"
          margin={{ top: 10, right: 16, bottom: 54, left: 48 }}
          padding={0.15}
          colors={({ id }) => (id === 'fund' ? colors.fund : colors.benchmark)}
          enableLabel={false}
          theme={chartTheme}
          axisBottom={{
            tickRotation: -40,
            tickSize: 0,
            tickPadding: 6,
            legend: t('returnProfile.axis'),
            legendOffset: 48,
            legendPosition: 'middle',
            // Every other bin label keeps the axis readable with many bins.
            format: (v: string) => (rows.length > 16 && rows.findIndex((r) => r.bin === v) % 2 ? '' : v),
          }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 6,
            legend: t('returnProfile.count'),
            legendOffset: -38,
            legendPosition: 'middle',
          }}
          animate={false}
          tooltip={({ id, value, indexValue }) => (
            <BarTooltip
              title={rows.find((r) => r.bin === indexValue)?.range}
              series={labelOf(id)}
              value={value}
            />
          )}
        />
      </Box>
      <FundBenchmarkLegend
        colors={colors}
        fundLabel={fundLabel}
        benchmarkLabel={benchmarkLabel}
        withBenchmark={withBenchmark}
      />
      <ChartDataTable table={table} captionId={captionId} />
    </>
  );
}
