import { Box, Group, Text } from '@mantine/core';
import { ResponsiveLine, type LineCustomSvgLayerProps, type LineSvgLayer } from '@nivo/line';
import { BRAND_COLORS } from '@portal/domain';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable, useChartA11y, useChartTableTexts } from '../../../../components/chart-data-table';
import { timeSeriesChartTable } from '../../../../lib/chart-table';
import { ChartSliceTooltip } from '../../../../components/chart-slice-tooltip';
import { formatDate, formatDateRange } from '../../../../lib/format';
import type { ChartShading, NamedSeries } from '../../types';
import { chartTheme, timeAxis } from './chart-theme';

export type ChartSeries = { id: string; data: { x: Date; y: number | null }[] };

export interface TimeSeriesLine extends NamedSeries {
  color: string;
  /** Dashed line (benchmarks and comparisons). */
  dashed?: boolean;
}

const CHART_MARGIN = { top: 18, right: 24, bottom: 36, left: 64 };
const toDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const EVENT_FILL = 'rgba(234, 84, 85, 0.07)';
/** The same tint, a little stronger: a 14 px legend swatch needs more colour than a wide band to be seen. */
const EVENT_FILL_SWATCH = 'rgba(234, 84, 85, 0.2)';
/** Approximate width of one character of the 10px shading labels, to keep labels from overlapping. */
const LABEL_CHAR_WIDTH = 5.6;

/** Growth factors (1 + return) that make readable ticks on a log axis: -90 % … +1900 %. */
const LOG_TICK_CANDIDATES = [0.1, 0.25, 0.5, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 2, 3, 4, 5, 7.5, 10, 15, 20];

/**
 * Domain and ticks of a log axis over `1 + value`: the data's own range with a little room (nivo's automatic log
 * domain rounds out to whole powers of ten, which squeezes a fund's history into a thin band).
 */
function logScaleAxis(data: ChartSeries[]): { min: number; max: number; ticks: number[] } {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of data) {
    for (const d of s.data) {
      if (d.y === null || d.y <= 0) continue;
      lo = Math.min(lo, d.y);
      hi = Math.max(hi, d.y);
    }
  }
  if (!Number.isFinite(lo)) return { min: 0.5, max: 2, ticks: [0.5, 1, 2] };
  const min = lo / 1.03;
  const max = hi * 1.03;
  const ticks = LOG_TICK_CANDIDATES.filter((v) => v >= min && v <= max);
  if (ticks.length >= 3) return { min, max, ticks };
  // A narrow range: evenly spaced ticks in log space.
  const step = Math.log(max / min) / 4;
  return { min, max, ticks: [1, 2, 3].map((i) => min * Math.exp(step * i)) };
}

interface ShadedRect {
  key: string;
  x0: number;
  x1: number;
  fill: string;
  label: string;
}

/** The shaded periods of a chart in pixels, clamped to the plotted dates; none without data. */
function shadedRects(
  shading: ChartShading,
  legacyLabel: string,
  { xScale, innerWidth, series }: LineCustomSvgLayerProps<ChartSeries>,
): ShadedRect[] {
  const first = series[0]?.data[0]?.data.x;
  const lastData = series[0]?.data;
  const last = lastData?.[lastData.length - 1]?.data.x;
  if (!first || !last) return [];
  const clampX = (d: Date) => Math.max(0, Math.min(innerWidth, xScale(d)));
  const rects: ShadedRect[] = [];
  if (shading.oldDataEndDate && toDate(shading.oldDataEndDate) > first) {
    rects.push({
      key: 'legacy',
      x0: 0,
      x1: clampX(toDate(shading.oldDataEndDate)),
      fill: BRAND_COLORS.legacyData,
      label: legacyLabel,
    });
  }
  for (const e of shading.events) {
    const start = toDate(e.startDate);
    const end = e.endDate ? toDate(e.endDate) : last;
    if (end < first || start > last) continue;
    rects.push({ key: e.id, x0: clampX(start), x1: clampX(end), fill: EVENT_FILL, label: e.label });
  }
  return rects;
}

/** Shaded periods behind the lines: legacy data (#ececec, seed 001 §3) and the mode's market events. */
function shadingLayer(shading: ChartShading, legacyLabel: string) {
  function ShadingLayer(props: LineCustomSvgLayerProps<ChartSeries>) {
    return (
      <g aria-hidden>
        {shadedRects(shading, legacyLabel, props).map((r) => (
          <rect
            key={r.key}
            x={r.x0}
            y={0}
            width={Math.max(1, r.x1 - r.x0)}
            height={props.innerHeight}
            fill={r.fill}
          />
        ))}
      </g>
    );
  }
  return ShadingLayer;
}

/**
 * The names of the shaded periods, drawn above the lines with a white halo so that they stay legible where a line
 * or an area passes: events along the top, left to right, each only where it does not run into the previous one
 * (the legend under the chart names them all); the legacy-data label at the bottom, where events never write.
 */
function shadingLabelsLayer(shading: ChartShading, legacyLabel: string) {
  function ShadingLabels(props: LineCustomSvgLayerProps<ChartSeries>) {
    const rects = shadedRects(shading, legacyLabel, props);
    let labelEnd = -Infinity;
    const labels: { key: string; x: number; y: number; text: string }[] = [];
    for (const r of rects.filter((x) => x.key !== 'legacy').sort((a, b) => a.x0 - b.x0)) {
      if (r.x1 - r.x0 < 24 || r.x0 + 4 < labelEnd) continue;
      labels.push({ key: r.key, x: r.x0 + 4, y: 12, text: r.label });
      labelEnd = r.x0 + 4 + r.label.length * LABEL_CHAR_WIDTH + 8;
    }
    const legacy = rects.find((r) => r.key === 'legacy');
    if (legacy && legacy.x1 - legacy.x0 > legacy.label.length * LABEL_CHAR_WIDTH + 8) {
      labels.push({ key: 'legacy', x: legacy.x0 + 4, y: props.innerHeight - 6, text: legacy.label });
    }
    return (
      <g aria-hidden>
        {labels.map((l) => (
          <text
            key={l.key}
            x={l.x}
            y={l.y}
            fontSize={10}
            fill="#5c5c5c"
            stroke="#ffffff"
            strokeWidth={3}
            strokeLinejoin="round"
            paintOrder="stroke"
          >
            {l.text}
          </text>
        ))}
      </g>
    );
  }
  return ShadingLabels;
}

interface ShadingItem {
  key: string;
  fill: string;
  label: string;
  dates: string | null;
}

/** The shaded periods of a chart spanning `[first, last]` (ISO dates), for its legend. */
function useShadingItems(
  shading: ChartShading | undefined,
  first: string | undefined,
  last: string | undefined,
): ShadingItem[] {
  const { t, i18n } = useTranslation('analysis');
  if (!shading || !first || !last) return [];
  const items: ShadingItem[] = [];
  if (shading.oldDataEndDate && shading.oldDataEndDate > first) {
    items.push({
      key: 'legacy',
      fill: BRAND_COLORS.legacyData,
      label: t('legacyData'),
      dates: t('shading.until', { date: formatDate(shading.oldDataEndDate, i18n.language) }),
    });
  }
  for (const e of shading.events) {
    const end = e.endDate ?? last;
    if (end < first || e.startDate > last) continue;
    items.push({
      key: e.id,
      fill: EVENT_FILL_SWATCH,
      label: e.label,
      dates: e.endDate
        ? formatDateRange(e.startDate, e.endDate, i18n.language)
        : t('shading.since', { date: formatDate(e.startDate, i18n.language) }),
    });
  }
  return items;
}

/**
 * A dated line chart (nivo, SVG) with the analysis page's conventions: time axis, shaded events and legacy period,
 * one tooltip for all lines at a date, `null` values as gaps. The parent sets no height: `height` does.
 */
export function TimeSeriesChart({
  lines,
  shading,
  formatValue,
  height = 340,
  logScale = false,
  area = false,
  legend = true,
  ariaLabel,
}: {
  lines: TimeSeriesLine[];
  shading: ChartShading;
  /** Formats a y value (already back-transformed from the log scale). */
  formatValue: (value: number) => string;
  height?: number;
  /** Plots `1 + value` on a log axis (cumulative returns: equal distances for equal growth rates). */
  logScale?: boolean;
  /** Fills the area between the line and 0 (drawdowns). */
  area?: boolean;
  /**
   * Names the lines under the chart (default). The shaded periods are named there in any case, with their dates:
   * the key to the bands, whose in-chart labels may not all fit.
   */
  legend?: boolean;
  ariaLabel: string;
}) {
  const { t, i18n } = useTranslation('analysis');
  const data = useMemo<ChartSeries[]>(
    () =>
      lines.map((l) => ({
        id: l.id,
        data: l.points.map((p) => ({
          x: toDate(p.date),
          y: p.value === null ? null : logScale ? 1 + p.value : p.value,
        })),
      })),
    [lines, logScale],
  );
  const fromY = (y: number) => (logScale ? y - 1 : y);
  const logAxis = useMemo(() => (logScale ? logScaleAxis(data) : null), [data, logScale]);
  const firstDate = lines[0]?.points[0]?.date;
  const lastDate = lines[0]?.points[lines[0].points.length - 1]?.date;
  // The axis labels depend on the room the chart has: measured, as the card's width follows the layout.
  const { ref: boxRef, width } = useElementSize();
  const axis = timeAxis(firstDate, lastDate, width - CHART_MARGIN.left - CHART_MARGIN.right, i18n.language);
  const colorOf = useMemo(() => new Map(lines.map((l) => [l.id, l.color])), [lines]);
  const labelOf = useMemo(() => new Map(lines.map((l) => [l.id, l.label])), [lines]);
  const dashed = useMemo(() => new Set(lines.filter((l) => l.dashed).map((l) => l.id)), [lines]);
  const { chartProps, captionId } = useChartA11y(ariaLabel);
  const texts = useChartTableTexts();
  const table = useMemo(
    () => timeSeriesChartTable(lines, { ...texts.forDates(ariaLabel), format: formatValue }),
    // `texts` follows the language; `formatValue` is a new arrow on each render of the card, but the same format.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, ariaLabel, i18n.language],
  );

  // Shading first, so the grid lines stay visible across the shaded periods.
  const layers: LineSvgLayer<ChartSeries>[] = [
    shadingLayer(shading, t('legacyData')),
    'grid',
    'markers',
    'axes',
    'areas',
    'crosshair',
    function Lines({ series, lineGenerator }: LineCustomSvgLayerProps<ChartSeries>) {
      return (
        <g>
          {series.map((s) => (
            <path
              key={s.id}
              // nivo's generator skips undefined points, so a `null` value is a gap in the line.
              d={lineGenerator(s.data.map((d) => d.position)) ?? ''}
              fill="none"
              stroke={s.color}
              strokeWidth={dashed.has(s.id) ? 1.5 : 2}
              strokeDasharray={dashed.has(s.id) ? '5 3' : undefined}
            />
          ))}
        </g>
      );
    },
    shadingLabelsLayer(shading, t('legacyData')),
    'slices',
    'mesh',
  ];

  return (
    <>
      <Box ref={boxRef} h={height} {...chartProps}>
        <ResponsiveLine<ChartSeries>
          role="presentation"
          data={data}
          layers={layers}
          margin={CHART_MARGIN}
          xScale={{ type: 'time', useUTC: true, precision: 'day' }}
          yScale={
            logAxis
              ? { type: 'log', base: 10, min: logAxis.min, max: logAxis.max, nice: false }
              : { type: 'linear', min: 'auto', max: area ? 0 : 'auto', stacked: false }
          }
          colors={(s) => colorOf.get(s.id) ?? BRAND_COLORS.primary}
          curve="linear"
          enablePoints={false}
          enableArea={area}
          areaBaselineValue={0}
          areaOpacity={0.12}
          enableGridX={false}
          axisBottom={{ tickValues: axis.tickValues, format: axis.format, tickSize: 4, tickPadding: 6 }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: logAxis?.ticks ?? (height < 300 ? 5 : 7),
            format: (v: number) => formatValue(fromY(v)),
          }}
          gridYValues={logAxis?.ticks ?? (height < 300 ? 5 : 7)}
          enableSlices="x"
          animate={false}
          theme={chartTheme}
          sliceTooltip={({ slice }) => (
            <ChartSliceTooltip
              date={formatDate(slice.points[0]?.data.x.toISOString().slice(0, 10), i18n.language)}
              rows={slice.points.map((p) => ({
                id: p.id,
                color: p.seriesColor,
                label: labelOf.get(p.seriesId) ?? '',
                value: typeof p.data.y === 'number' ? formatValue(fromY(p.data.y)) : t('notAvailable'),
              }))}
            />
          )}
        />
      </Box>
      <ChartLegend lines={legend ? lines : []} shading={shading} first={firstDate} last={lastDate} />
      <ChartDataTable table={table} captionId={captionId} />
    </>
  );
}

/** Colour swatches with the line names, then the shaded periods with their dates, under a chart. */
export function ChartLegend({
  lines,
  shading,
  first,
  last,
}: {
  lines: Pick<TimeSeriesLine, 'id' | 'label' | 'color' | 'dashed'>[];
  shading?: ChartShading;
  /** The chart's first and last dates: only shaded periods within them are listed. */
  first?: string;
  last?: string;
}) {
  const shaded = useShadingItems(shading, first, last);
  if (lines.length === 0 && shaded.length === 0) return null;
  return (
    <Group gap="md" mt={4} style={{ rowGap: 4 }}>
      {lines.map((l) => (
        <Group key={l.id} gap={6} wrap="nowrap">
          <Box
            w={18}
            h={0}
            style={{ borderTop: `${l.dashed ? '2px dashed' : '3px solid'} ${l.color}` }}
            aria-hidden
          />
          <Text size="xs">{l.label}</Text>
        </Group>
      ))}
      {shaded.map((item) => (
        <Group key={item.key} gap={6} wrap="nowrap">
          <Box w={14} h={10} style={{ background: item.fill, borderRadius: 2 }} aria-hidden />
          <Text size="xs">
            {item.label}
            {item.dates ? (
              <Text span size="xs" c="dimmed">
                {' '}
                ({item.dates})
              </Text>
            ) : null}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
