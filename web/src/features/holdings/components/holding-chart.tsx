import { Box } from '@mantine/core';
import { Deferred } from '../../../components/deferred';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../components/chart-data-table';
import { labelledValuesTable } from '../../../lib/chart-table';
import { ResponsiveBar } from '@nivo/bar';
import type { AllocationSlice } from '@portal/domain';
import { formatPercent } from '../../../lib/format';
import { PieWithLegend } from '../../../components/pie-with-legend';
import { NIVO_THEME } from '../../../lib/chart-theme';

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
  const { chartProps, captionId } = useChartA11y(label);
  const texts = useChartTableTexts();
  if (asPie) {
    return (
      <PieWithLegend
        slices={slices.map((s) => ({ id: s.key, label: s.label, value: s.weight }))}
        donut={type === 'donut'}
        format={percent}
        size="compact"
        label={label}
        legendTestId="holding-legend"
        dataChart={type}
      />
    );
  }
  // nivo draws a horizontal chart's first row at the bottom: reversed, the largest group is on top.
  const rows = [...slices].reverse().map((s) => ({ key: s.label, value: s.weight }));
  const table = labelledValuesTable(
    slices.map((s) => ({ label: s.label, value: s.weight })),
    { ...texts.forChart(label), format: percent },
  );
  return (
    <>
      <Box h={Math.max(160, 34 * slices.length + 40)} {...chartProps} data-chart="bar">
        <Deferred>
          <ResponsiveBar
            role="presentation"
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
        </Deferred>
      </Box>
      <ChartDataTable table={table} captionId={captionId} />
    </>
  );
}
