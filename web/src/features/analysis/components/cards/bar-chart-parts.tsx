import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartLegend } from '../charts/time-series-chart';
import type { SeriesColors } from './series-colors';

/** The hover box of a fund/benchmark bar: what the bar stands for (a year, a range), then the series and its value. */
export function BarTooltip({ title, series, value }: { title: ReactNode; series: string; value: ReactNode }) {
  return (
    <Paper shadow="sm" p="xs" withBorder>
      <Text size="xs" fw={600}>
        {title}
      </Text>
      <Text size="xs">
        {series}: {value}
      </Text>
    </Paper>
  );
}

/** The legend of a fund/benchmark bar chart; the benchmark only when the chart draws it. */
export function FundBenchmarkLegend({
  colors,
  fundLabel,
  benchmarkLabel,
  withBenchmark,
}: {
  colors: SeriesColors;
  fundLabel: string;
  benchmarkLabel: string | null;
  withBenchmark: boolean;
}) {
  return (
    <ChartLegend
      lines={[
        { id: 'fund', label: fundLabel, color: colors.fund },
        ...(withBenchmark ? [{ id: 'benchmark', label: benchmarkLabel ?? '', color: colors.benchmark }] : []),
      ]}
    />
  );
}
