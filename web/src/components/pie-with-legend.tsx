import { Box, Group, Stack, Text } from '@mantine/core';
import { Deferred } from './deferred';
import { ResponsivePie } from '@nivo/pie';
import { CHART_PALETTE, NIVO_THEME } from '../lib/chart-theme';
import { labelledValuesTable } from '../lib/chart-table';
import { ChartDataTable, useChartA11y, useChartTableTexts } from './chart-data-table';

export interface PieSlice {
  id: string;
  label: string;
  value: number;
}

/**
 * The two sizes in use: a holdings overview card (compact) and a product component page (wide). Each: pie height and
 * margin, flex basis and most width of the pie and of the legend, gap between them and between legend rows, and the
 * smallest slice angle that gets a label.
 */
const size = (
  height: number,
  margin: number,
  pie: [string, number],
  legend: [string, number],
  gap: 'lg' | 'xl',
) => ({
  height,
  margin,
  pie,
  legend,
  gap,
});
const SIZES = {
  compact: { ...size(240, 10, ['220px', 300], ['200px', 320], 'lg'), rowGap: 4, skip: 22 },
  wide: { ...size(280, 12, ['280px', 420], ['220px', 360], 'xl'), rowGap: 6, skip: 18 },
};

/**
 * A nivo pie or donut with its legend beside it: every slice with its colour and formatted value (a thin slice has
 * no room for a label of its own). Used by the holdings charts and the generic component charts (lazy chunks only).
 */
export function PieWithLegend({
  slices,
  donut,
  format,
  size,
  label,
  legendTestId,
  dataChart,
}: {
  slices: readonly PieSlice[];
  donut: boolean;
  format: (value: number) => string;
  size: keyof typeof SIZES;
  label: string;
  legendTestId: string;
  dataChart?: string;
}) {
  const s = SIZES[size];
  const m = s.margin;
  const { chartProps, captionId } = useChartA11y(label);
  const texts = useChartTableTexts();
  const table = labelledValuesTable(slices, { ...texts.forChart(label), format });
  return (
    <Group align="center" gap={s.gap} wrap="wrap" data-chart={dataChart}>
      <Box h={s.height} style={{ flex: `1 1 ${s.pie[0]}`, maxWidth: s.pie[1] }} {...chartProps}>
        <Deferred>
          <ResponsivePie
            role="presentation"
            data={slices.map((x) => ({ id: x.id, label: x.label, value: x.value }))}
            margin={{ top: m, right: m, bottom: m, left: m }}
            innerRadius={donut ? 0.6 : 0}
            padAngle={0.6}
            cornerRadius={2}
            colors={CHART_PALETTE}
            theme={NIVO_THEME}
            valueFormat={format}
            enableArcLinkLabels={false}
            arcLabelsSkipAngle={s.skip}
            arcLabelsTextColor="#ffffff"
            animate={false}
          />
        </Deferred>
      </Box>
      <Stack
        gap={s.rowGap}
        style={{ flex: `1 1 ${s.legend[0]}`, maxWidth: s.legend[1] }}
        data-testid={legendTestId}
      >
        {slices.map((x, i) => (
          <Group key={x.id} gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap">
              <Box
                w={12}
                h={12}
                style={{ borderRadius: 3, flex: 'none', background: CHART_PALETTE[i % CHART_PALETTE.length] }}
              />
              <Text size="sm">{x.label}</Text>
            </Group>
            <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(x.value)}
            </Text>
          </Group>
        ))}
      </Stack>
      <ChartDataTable table={table} captionId={captionId} />
    </Group>
  );
}
