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

/** Time-axis ticks for the span of a chart: years for long ranges, months or weeks for short ones. */
export function timeAxis(
  first: string | undefined,
  last: string | undefined,
): { tickValues: string; format: string } {
  if (!first || !last) return { tickValues: 'every 1 year', format: '%Y' };
  const days = (Date.parse(last) - Date.parse(first)) / DAY_MS;
  if (days > 365 * 12) return { tickValues: 'every 2 years', format: '%Y' };
  if (days > 365 * 3) return { tickValues: 'every 1 year', format: '%Y' };
  if (days > 365 * 1.5) return { tickValues: 'every 6 months', format: '%b %Y' };
  if (days > 180) return { tickValues: 'every 2 months', format: '%b %Y' };
  if (days > 60) return { tickValues: 'every 1 month', format: '%b %Y' };
  return { tickValues: 'every 1 week', format: '%d %b' };
}
