import type { LineSeries, LineSvgProps } from '@nivo/line';

type PartialTheme = NonNullable<LineSvgProps<LineSeries>['theme']>;

/** nivo theme matching the Mantine defaults (font, greys) of the app. */
export const chartTheme: PartialTheme = {
  text: { fontSize: 11, fill: '#495057', fontFamily: 'inherit' },
  axis: {
    ticks: { line: { stroke: '#adb5bd', strokeWidth: 1 }, text: { fontSize: 11, fill: '#495057' } },
    domain: { line: { stroke: '#ced4da', strokeWidth: 1 } },
  },
  grid: { line: { stroke: '#e9ecef', strokeWidth: 1 } },
  crosshair: { line: { stroke: '#868e96', strokeWidth: 1, strokeOpacity: 0.6 } },
};

const DAY_MS = 86_400_000;

interface TickStep {
  /** nivo's time-scale tick interval. */
  every: string;
  days: number;
  /** Room one label needs, in pixels (label plus a gap). */
  labelWidth: number;
  unit: 'year' | 'month' | 'day';
}

/** From the finest to the coarsest: the axis takes the finest whose labels fit the chart's width. */
const TICK_STEPS: TickStep[] = [
  { every: 'every 1 week', days: 7, labelWidth: 56, unit: 'day' },
  { every: 'every 2 weeks', days: 14, labelWidth: 56, unit: 'day' },
  { every: 'every 1 month', days: 30.4, labelWidth: 76, unit: 'month' },
  { every: 'every 2 months', days: 60.9, labelWidth: 76, unit: 'month' },
  { every: 'every 3 months', days: 91.3, labelWidth: 76, unit: 'month' },
  { every: 'every 6 months', days: 182.6, labelWidth: 76, unit: 'month' },
  { every: 'every 1 year', days: 365.25, labelWidth: 46, unit: 'year' },
  { every: 'every 2 years', days: 730.5, labelWidth: 46, unit: 'year' },
  { every: 'every 5 years', days: 1826, labelWidth: 46, unit: 'year' },
];
const COARSEST: TickStep = { every: 'every 10 years', days: 3652, labelWidth: 46, unit: 'year' };

const FORMAT_OPTIONS: Record<TickStep['unit'], Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  day: { day: 'numeric', month: 'short', timeZone: 'UTC' },
};

/**
 * Time-axis ticks for a chart spanning `first..last` that is `width` pixels wide: the finest step (weeks, months,
 * years) whose labels fit without touching, and labels in the page's language (`Intl`: "Mär. 2024", "mars 2024").
 * At least two ticks when the span allows; years for anything longer than about two years.
 */
export function timeAxis(
  first: string | undefined,
  last: string | undefined,
  width: number,
  lang: string,
): { tickValues: string; format: (value: Date) => string } {
  const days = first && last ? Math.max(1, (Date.parse(last) - Date.parse(first)) / DAY_MS) : 365 * 10;
  const room = Math.max(120, width);
  // Month labels for short spans only: beyond ~2 years a year axis reads better even where months would fit.
  const candidates = TICK_STEPS.filter((step) => step.unit !== 'month' || days <= 365 * 2.2);
  const step =
    candidates.find((s) => (days / s.days) * s.labelWidth <= room && (s.unit !== 'day' || days <= 120)) ??
    COARSEST;
  const formatter = new Intl.DateTimeFormat(lang, FORMAT_OPTIONS[step.unit]);
  return { tickValues: step.every, format: (value: Date) => formatter.format(value) };
}
