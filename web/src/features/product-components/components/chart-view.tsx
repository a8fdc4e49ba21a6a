import { Box } from '@mantine/core';
import { Deferred } from '../../../components/deferred';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import type { ComponentContent, GenericComponentType } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../components/chart-data-table';
import { labelledValuesTable, timeSeriesChartTable } from '../../../lib/chart-table';
import { formatCompact, NUMBER_LOCALE } from '../../../lib/format';
import { PieWithLegend } from '../../../components/pie-with-legend';
import { NIVO_THEME } from '../../../lib/chart-theme';

/**
 * The chart of a line, pie, donut or bar component (loaded on demand: nivo stays out of the first paint). Values are
 * shown with the component's number of decimals, in the page's language; pie and donut values are percentages.
 */
/**
 * A value axis tick: over 999 as `k` with one decimal (seed 000 §9 "value over 999 shown as k with one decimal"), so
 * a figure in the thousands fits the axis; tooltips and the data table keep the exact value.
 */
const compactTick = (v: number): string => formatCompact(v) ?? '';

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
  const { chartProps, captionId } = useChartA11y(content.title);
  const texts = useChartTableTexts();
  if (type === 'pie-chart' || type === 'donut-chart') {
    return (
      <PieWithLegend
        slices={rows.map((r) => ({ id: r.key, label: r.key, value: r.value }))}
        donut={type === 'donut-chart'}
        format={(v) => `${number.format(v)} %`}
        size="wide"
        label={content.title}
        legendTestId="chart-legend"
      />
    );
  }
  if (type === 'line-chart') {
    const dates = rows.map((r) => new Date(`${r.key}T00:00:00Z`));
    const spanDays = dates.length > 1 ? (Number(dates.at(-1)) - Number(dates[0])) / 86_400_000 : 0;
    // Day and month over a short span (ticks in one month would read the same), else month and year.
    const dateFormat = new Intl.DateTimeFormat(
      i18n.language,
      Math.abs(spanDays) < 120
        ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    const table = timeSeriesChartTable(
      [{ label: texts.valueHeader, points: rows.map((r) => ({ date: r.key, value: r.value })) }],
      { ...texts.forDates(content.title), format: (v) => number.format(v) },
    );
    return (
      <>
        <Box h={300} {...chartProps}>
          <Deferred>
            <ResponsiveLine
              role="presentation"
              data={[{ id: content.title || 'series', data: rows.map((r) => ({ x: r.key, y: r.value })) }]}
              margin={{ top: 16, right: 24, bottom: 40, left: 64 }}
              xScale={{ type: 'time', format: '%Y-%m-%d', useUTC: true, precision: 'day' }}
              xFormat="time:%Y-%m-%d"
              yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
              axisBottom={{
                format: (d: Date) => dateFormat.format(d),
                // Few points: a tick on each (never two ticks with the same label); many: about five.
                tickValues: dates.length <= 8 ? dates : 5,
              }}
              axisLeft={{ format: compactTick }}
              yFormat={(v) => number.format(v)}
              colors={[color]}
              theme={NIVO_THEME}
              enablePoints={rows.length <= 40}
              pointSize={5}
              useMesh
              animate={false}
            />
          </Deferred>
        </Box>
        <ChartDataTable table={table} captionId={captionId} />
      </>
    );
  }
  const horizontal = type === 'horizontal-bar-chart';
  const table = labelledValuesTable(
    rows.map((r) => ({ label: r.key, value: r.value })),
    { ...texts.forChart(content.title), format: (v) => number.format(v) },
  );
  return (
    <>
      <Box h={Math.max(220, horizontal ? rows.length * 34 + 40 : 300)} {...chartProps}>
        <Deferred>
          <ResponsiveBar
            role="presentation"
            // nivo draws a horizontal chart's first row at the bottom: reversed, the first row is on top.
            data={(horizontal ? [...rows].reverse() : rows).map((r) => ({ key: r.key, value: r.value }))}
            keys={['value']}
            // Negative values (a losing year) go below the zero line instead of being cut off.
            valueScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            markers={[
              {
                axis: horizontal ? 'x' : 'y',
                value: 0,
                lineStyle: { stroke: '#868e96', strokeWidth: 1 },
              },
            ]}
            indexBy="key"
            layout={horizontal ? 'horizontal' : 'vertical'}
            margin={
              horizontal
                ? { top: 10, right: 24, bottom: 30, left: 140 }
                : { top: 16, right: 16, bottom: 40, left: 64 }
            }
            padding={0.3}
            colors={[color]}
            theme={NIVO_THEME}
            valueFormat={(v) => number.format(v)}
            axisLeft={horizontal ? { tickSize: 0, tickPadding: 6 } : { format: compactTick }}
            axisBottom={horizontal ? { format: compactTick } : { tickSize: 0, tickPadding: 6 }}
            labelTextColor="#ffffff"
            labelSkipWidth={28}
            labelSkipHeight={14}
            animate={false}
          />
        </Deferred>
      </Box>
      <ChartDataTable table={table} captionId={captionId} />
    </>
  );
}
