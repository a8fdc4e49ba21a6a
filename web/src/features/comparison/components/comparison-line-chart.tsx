import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import { ResponsiveLine } from '@nivo/line';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../components/chart-data-table';
import { ChartSliceTooltip } from '../../../components/chart-slice-tooltip';
import { timeSeriesChartTable } from '../../../lib/chart-table';
import { NIVO_THEME } from '../../../lib/chart-theme';
import { formatDate } from '../../../lib/format';

/** One product's line: its colour is the one it has everywhere on the page (chips, table headers). */
export interface ComparisonLine {
  id: string;
  label: string;
  color: string;
  points: { date: string; value: number | null }[];
}

type LineData = { id: string; data: { x: Date; y: number | null }[] };

const MARGIN = { top: 12, right: 20, bottom: 36, left: 60 };
const DAY_MS = 86_400_000;
/** Beyond three years the axis names years; below, months and years. */
const YEARS_AXIS_DAYS = 3 * 365;

const atUtcMidnight = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The first and last dates over every line (the lines of products launched later start later). */
function spanOf(lines: readonly ComparisonLine[]): { first: string; last: string } | null {
  const dates = lines.flatMap((l) => [l.points[0]?.date, l.points.at(-1)?.date]);
  const known = dates.filter((d): d is string => d !== undefined).sort();
  const first = known[0];
  const last = known.at(-1);
  return first !== undefined && last !== undefined ? { first, last } : null;
}

/**
 * A dated chart of several products, one line each, `null` values as gaps (a rolling figure's first year). Its
 * accessible form is the data table of every line (visually hidden), as for every chart of the app.
 */
export function ComparisonLineChart({
  lines,
  label,
  formatValue,
  formatAxis,
  height = 320,
  area = false,
}: {
  lines: readonly ComparisonLine[];
  /** What the chart shows: its accessible name and its data table's caption. */
  label: string;
  /** A value in the tooltip and the data table. */
  formatValue: (value: number) => string;
  /** A tick of the value axis. */
  formatAxis: (value: number) => string;
  height?: number;
  /** Fills down to 0 (drawdowns, all below it). */
  area?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const data = useMemo<LineData[]>(
    () =>
      lines.map((l) => ({ id: l.id, data: l.points.map((p) => ({ x: atUtcMidnight(p.date), y: p.value })) })),
    [lines],
  );
  const colors = useMemo(() => new Map(lines.map((l) => [l.id, l.color])), [lines]);
  const labels = useMemo(() => new Map(lines.map((l) => [l.id, l.label])), [lines]);
  const span = spanOf(lines);
  const years = span !== null && (Date.parse(span.last) - Date.parse(span.first)) / DAY_MS > YEARS_AXIS_DAYS;
  const tickFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(
        i18n.language,
        years ? { year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' },
      ),
    [i18n.language, years],
  );
  const { chartProps, captionId } = useChartA11y(label);
  const texts = useChartTableTexts();
  const table = useMemo(
    () => timeSeriesChartTable(lines, { ...texts.forDates(label), format: formatValue }),
    // `texts` follows the language (a new object each render, the same texts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, label, formatValue, i18n.language],
  );

  return (
    <Box>
      <Box h={height} {...chartProps}>
        <ResponsiveLine<LineData>
          role="presentation"
          data={data}
          margin={MARGIN}
          xScale={{ type: 'time', useUTC: true, precision: 'day' }}
          yScale={{ type: 'linear', min: 'auto', max: area ? 0 : 'auto', stacked: false }}
          colors={(series) => colors.get(series.id) ?? '#868e96'}
          lineWidth={2}
          enablePoints={false}
          enableArea={area}
          areaBaselineValue={0}
          areaOpacity={0.08}
          enableGridX={false}
          axisBottom={{
            tickValues: 6,
            tickSize: 4,
            tickPadding: 6,
            format: (d: Date) => tickFormat.format(d),
          }}
          axisLeft={{ tickValues: 6, tickSize: 0, tickPadding: 8, format: (v: number) => formatAxis(v) }}
          gridYValues={6}
          enableSlices="x"
          animate={false}
          theme={NIVO_THEME}
          sliceTooltip={({ slice }) => (
            <ChartSliceTooltip
              date={formatDate(slice.points[0]?.data.x.toISOString().slice(0, 10), i18n.language)}
              rows={slice.points.map((p) => ({
                id: p.id,
                color: p.seriesColor,
                label: labels.get(p.seriesId) ?? '',
                value: typeof p.data.y === 'number' ? formatValue(p.data.y) : t('notAvailable'),
              }))}
            />
          )}
        />
      </Box>
      <Group gap="md" mt={6} style={{ rowGap: 4 }} aria-hidden>
        {lines.map((l) => (
          <Group key={l.id} gap={6} wrap="nowrap">
            <ColorSwatch color={l.color} size={12} withShadow={false} />
            <Text size="xs">{l.label}</Text>
          </Group>
        ))}
      </Group>
      <ChartDataTable table={table} captionId={captionId} />
    </Box>
  );
}
