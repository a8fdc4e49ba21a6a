import { Box, Group, Stack, Text } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import type { AllocationSlice } from '@portal/domain';
import { formatPercent } from '../../../lib/format';
import { CHART_PALETTE, NIVO_THEME } from '../../../lib/chart-theme';

const percent = (weight: number) => formatPercent(weight, { signed: false, digits: 1 }) ?? '';

/**
 * A breakdown as a nivo pie, donut or horizontal bar chart (loaded on demand: nivo stays out of the first paint).
 * A pie cannot show a negative share, so a breakdown with a short (negative or zero) group is drawn as bars.
 */
export default function HoldingChart({
  type,
  slices,
  label,
  color,
}: {
  type: 'pie' | 'donut' | 'bar';
  slices: readonly AllocationSlice[];
  label: string;
  color: string;
}) {
  const asPie = type !== 'bar' && slices.every((s) => s.weight > 0);
  if (asPie) {
    // The legend lists every slice with its weight (a thin slice has no room for a label of its own).
    return (
      <Group align="center" gap="lg" wrap="wrap" role="img" aria-label={label} data-chart={type}>
        <Box h={240} style={{ flex: '1 1 220px', maxWidth: 300 }}>
          <ResponsivePie
            data={slices.map((s) => ({ id: s.key, label: s.label, value: s.weight }))}
            margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
            innerRadius={type === 'donut' ? 0.6 : 0}
            padAngle={0.6}
            cornerRadius={2}
            colors={CHART_PALETTE}
            theme={NIVO_THEME}
            valueFormat={percent}
            enableArcLinkLabels={false}
            arcLabelsSkipAngle={22}
            arcLabelsTextColor="#ffffff"
            animate={false}
          />
        </Box>
        <Stack gap={4} style={{ flex: '1 1 200px', maxWidth: 320 }} data-testid="holding-legend">
          {slices.map((s, i) => (
            <Group key={s.key} gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap">
                <Box
                  w={12}
                  h={12}
                  style={{
                    borderRadius: 3,
                    flex: 'none',
                    background: CHART_PALETTE[i % CHART_PALETTE.length],
                  }}
                />
                <Text size="sm">{s.label}</Text>
              </Group>
              <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {percent(s.weight)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    );
  }
  // nivo draws a horizontal chart's first row at the bottom: reversed, the largest group is on top.
  const rows = [...slices].reverse().map((s) => ({ key: s.label, value: s.weight }));
  return (
    <Box h={Math.max(160, 34 * slices.length + 40)} role="img" aria-label={label} data-chart="bar">
      <ResponsiveBar
        data={rows}
        keys={['value']}
        indexBy="key"
        layout="horizontal"
        valueScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        markers={[{ axis: 'x', value: 0, lineStyle: { stroke: '#868e96', strokeWidth: 1 } }]}
        margin={{ top: 8, right: 24, bottom: 30, left: 170 }}
        padding={0.3}
        colors={[color]}
        theme={NIVO_THEME}
        valueFormat={percent}
        axisLeft={{ tickSize: 0, tickPadding: 6 }}
        axisBottom={{ format: (v: number) => percent(v), tickValues: 4 }}
        labelTextColor="#ffffff"
        labelSkipWidth={36}
        labelSkipHeight={14}
        enableGridY={false}
        enableGridX
        animate={false}
      />
    </Box>
  );
}
