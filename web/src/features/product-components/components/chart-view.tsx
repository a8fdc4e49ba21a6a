import { Box } from '@mantine/core';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import type { ComponentContent, GenericComponentType } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { NUMBER_LOCALE } from '../../../lib/format';

/** nivo theme matching the Mantine defaults (font, greys). */
const theme = {
  text: { fontSize: 11, fill: '#495057', fontFamily: 'inherit' },
  axis: {
    ticks: { line: { stroke: '#adb5bd', strokeWidth: 1 }, text: { fontSize: 11, fill: '#495057' } },
    domain: { line: { stroke: '#ced4da', strokeWidth: 1 } },
  },
  grid: { line: { stroke: '#e9ecef', strokeWidth: 1 } },
};

const PALETTE = [
  '#1c7ed6',
  '#12b886',
  '#fab005',
  '#f76707',
  '#7048e8',
  '#e64980',
  '#15aabf',
  '#82c91e',
  '#868e96',
];

/**
 * The chart of a line, pie, donut or bar component (loaded on demand: nivo stays out of the first paint). Values are
 * shown with the component's number of decimals, in the page's language; pie and donut values are percentages.
 */
export default function ChartView({
  type,
  content,
  decimals,
  color,
}: {
  type: GenericComponentType;
  content: ComponentContent;
  decimals: number;
  color: string;
}) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(NUMBER_LOCALE, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const rows = content.rows.map((r) => ({
    key: r.key,
    value: typeof r.value === 'number' ? r.value : Number(r.value),
  }));
  if (type === 'pie-chart' || type === 'donut-chart') {
    return (
      <Box h={300} role="img" aria-label={content.title}>
        <ResponsivePie
          data={rows.map((r) => ({ id: r.key, label: r.key, value: r.value }))}
          margin={{ top: 20, right: 120, bottom: 20, left: 120 }}
          innerRadius={type === 'donut-chart' ? 0.6 : 0}
          padAngle={0.6}
          cornerRadius={2}
          colors={PALETTE}
          theme={theme}
          valueFormat={(v) => `${number.format(v)} %`}
          arcLinkLabelsSkipAngle={8}
          arcLabelsSkipAngle={14}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLabelsTextColor="#ffffff"
          animate={false}
        />
      </Box>
    );
  }
  if (type === 'line-chart') {
    return (
      <Box h={300} role="img" aria-label={content.title}>
        <ResponsiveLine
          data={[{ id: content.title || 'series', data: rows.map((r) => ({ x: r.key, y: r.value })) }]}
          margin={{ top: 16, right: 24, bottom: 40, left: 64 }}
          xScale={{ type: 'time', format: '%Y-%m-%d', useUTC: true, precision: 'day' }}
          xFormat="time:%Y-%m-%d"
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          axisBottom={{
            format: (d: Date) =>
              new Intl.DateTimeFormat(i18n.language, {
                month: 'short',
                year: 'numeric',
                timeZone: 'UTC',
              }).format(d),
            tickValues: 5,
          }}
          axisLeft={{ format: (v: number) => number.format(v) }}
          yFormat={(v) => number.format(v)}
          colors={[color]}
          theme={theme}
          enablePoints={rows.length <= 40}
          pointSize={5}
          useMesh
          animate={false}
        />
      </Box>
    );
  }
  const horizontal = type === 'horizontal-bar-chart';
  return (
    <Box h={Math.max(220, horizontal ? rows.length * 34 + 40 : 300)} role="img" aria-label={content.title}>
      <ResponsiveBar
        data={rows.map((r) => ({ key: r.key, value: r.value }))}
        keys={['value']}
        indexBy="key"
        layout={horizontal ? 'horizontal' : 'vertical'}
        margin={
          horizontal
            ? { top: 10, right: 24, bottom: 30, left: 140 }
            : { top: 16, right: 16, bottom: 40, left: 64 }
        }
        padding={0.3}
        colors={[color]}
        theme={theme}
        valueFormat={(v) => number.format(v)}
        axisLeft={horizontal ? { tickSize: 0, tickPadding: 6 } : { format: (v: number) => number.format(v) }}
        axisBottom={
          horizontal ? { format: (v: number) => number.format(v) } : { tickSize: 0, tickPadding: 6 }
        }
        labelTextColor="#ffffff"
        labelSkipWidth={28}
        labelSkipHeight={14}
        animate={false}
      />
    </Box>
  );
}
