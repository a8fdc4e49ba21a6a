import { Box, Group, Text } from '@mantine/core';
import { Deferred } from '../../../components/deferred';
import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../components/chart-data-table';
import { ChartSliceTooltip } from '../../../components/chart-slice-tooltip';
import { timeSeriesChartTable } from '../../../lib/chart-table';
import { CHART_PALETTE, NIVO_THEME } from '../../../lib/chart-theme';
import { formatDate } from '../../../lib/format';

export interface HistorySeries {
  id: string;
  label: string;
  /** One value per date of the chart; `null` is a gap. */
  values: readonly (number | null)[];
}

const DAY_MS = 86_400_000;

/** Month ticks over short spans, yearly ones beyond two years; labels from `Intl` in the UI language. */
function dateAxis(dates: readonly string[], lang: string) {
  const first = dates[0];
  const last = dates.at(-1);
  const days = first && last ? (Date.parse(last) - Date.parse(first)) / DAY_MS : 0;
  const monthly = days <= 365 * 2.2;
  const step = days <= 200 ? 'every month' : monthly ? 'every 3 months' : 'every year';
  const formatter = new Intl.DateTimeFormat(
    lang,
    monthly ? { month: 'short', year: '2-digit', timeZone: 'UTC' } : { year: 'numeric', timeZone: 'UTC' },
  );
  return { tickValues: step, format: (d: Date) => formatter.format(d) };
}

/**
 * A dated chart of the portfolio's history (nivo, loaded on demand): the groups of a breakdown as stacked areas
 * (`stacked`, each group's weight on top of the ones before, so the top edge is the portfolio's total weight), or one
 * line with its area (the assets under management). Every value is also in the chart's data table.
 */
export default function HistoryChart({
  dates,
  series,
  stacked,
  label,
  format,
  color,
  height = 280,
}: {
  dates: readonly string[];
  series: readonly HistorySeries[];
  stacked: boolean;
  label: string;
  format: (value: number) => string;
  /** The colour of a single line (the product's); stacked groups take the chart palette. */
  color?: string;
  height?: number;
}) {
  const { t, i18n } = useTranslation('common');
  const { chartProps, captionId } = useChartA11y(label);
  const texts = useChartTableTexts();
  const colorOf = (i: number) =>
    !stacked && color ? color : (CHART_PALETTE[i % CHART_PALETTE.length] ?? '#228be6');
  const data = useMemo(
    () =>
      series.map((s) => ({
        id: s.id,
        data: dates.map((d, i) => ({ x: new Date(`${d}T00:00:00Z`), y: s.values[i] ?? null })),
      })),
    [dates, series],
  );
  const table = useMemo(
    () =>
      timeSeriesChartTable(
        series.map((s) => ({
          label: s.label,
          points: dates.map((date, i) => ({ date, value: s.values[i] ?? null })),
        })),
        { ...texts.forDates(label), format },
      ),
    // `texts` and `format` follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dates, series, label, i18n.language],
  );
  const labelOf = new Map(series.map((s) => [s.id, s.label]));
  // The lowest edge of the stack: the smallest running sum of the groups at any date (below zero only for shorts).
  const floor = dates.reduce((low, _, i) => {
    let sum = 0;
    let min = 0;
    for (const line of series) {
      sum += line.values[i] ?? 0;
      min = Math.min(min, sum);
    }
    return Math.min(low, min);
  }, 0);
  const axis = dateAxis(dates, i18n.language);
  return (
    <>
      <Box h={height} {...chartProps} data-chart={stacked ? 'stacked-area' : 'line'}>
        <Deferred>
          <ResponsiveLine
            role="presentation"
            data={data}
            margin={{ top: 10, right: 16, bottom: 30, left: 84 }}
            xScale={{ type: 'time', useUTC: true, precision: 'day' }}
            // Stacked areas stand on zero (their top edge is the total), below it only as far as short positions reach.
            yScale={{ type: 'linear', min: stacked ? floor : 'auto', max: 'auto', stacked }}
            colors={(s) => colorOf(series.findIndex((x) => x.id === s.id))}
            curve="linear"
            enablePoints={dates.length <= 24}
            pointSize={5}
            enableArea
            areaOpacity={stacked ? 0.85 : 0.15}
            lineWidth={stacked ? 1 : 2}
            enableGridX={false}
            axisBottom={{ tickValues: axis.tickValues, format: axis.format, tickSize: 4, tickPadding: 6 }}
            axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (v: number) => format(v) }}
            gridYValues={5}
            enableSlices="x"
            animate={false}
            theme={NIVO_THEME}
            sliceTooltip={({ slice }) => (
              <ChartSliceTooltip
                date={formatDate(slice.points[0]?.data.x.toISOString().slice(0, 10), i18n.language)}
                // Top of the stack first, as drawn; each point's own value, not the stacked sum nivo draws it at.
                rows={[...slice.points].reverse().map((p) => ({
                  id: p.id,
                  color: p.seriesColor,
                  label: labelOf.get(p.seriesId) ?? '',
                  value: typeof p.data.y === 'number' ? format(p.data.y) : t('notAvailable'),
                }))}
              />
            )}
          />
        </Deferred>
      </Box>
      {stacked ? (
        <Group gap="sm" mt={4} data-testid="history-legend">
          {series.map((s, i) => (
            <Group key={s.id} gap={4} wrap="nowrap">
              <Box w={10} h={10} style={{ borderRadius: 2, background: colorOf(i), flex: 'none' }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <ChartDataTable table={table} captionId={captionId} />
    </>
  );
}
