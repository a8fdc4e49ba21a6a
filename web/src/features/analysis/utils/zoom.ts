import { zoomPresets, zoomPresetStart, type ZoomPreset } from '@portal/domain';

/**
 * Start date of a zoom preset (seed 001 §5, §9): the full period starts at the data start, YTD on 31 December of
 * the year before the last data date, the others `N` calendar months before the last data date (day clamped, like
 * the statistics periods of METRICS.md §2). The engine's definition, so the page and the API agree.
 */
export function zoomStartDate(preset: ZoomPreset, dataStart: string, lastDate: string): string {
  return zoomPresetStart(preset, dataStart, lastDate);
}

/**
 * Whether a zoom button is offered (seed 001 §5), by the engine's `zoomPresets`: a preset is hidden unless its start
 * date is after the data start (it would show the full period under another name); YTD is also hidden when the
 * last data date is more than two months before `today`. The full period is shown whenever there is data.
 */
export function isZoomPresetVisible(
  preset: ZoomPreset,
  dataStart: string,
  lastDate: string,
  today: string,
): boolean {
  return zoomPresets([dataStart, lastDate], today, [preset])[0]?.visible ?? false;
}

/** The mode's zoom buttons that apply to this series, in the configured order. */
export function visibleZoomPresets(
  presets: readonly ZoomPreset[],
  dataStart: string,
  lastDate: string,
  today: string,
): ZoomPreset[] {
  return zoomPresets([dataStart, lastDate], today, presets).flatMap((p) => (p.visible ? [p.preset] : []));
}

/** A date range within the data range: each bound clamped to `[dataStart, lastDate]`, start never after end. */
export function clampRange(
  range: { start: string; end: string },
  dataStart: string,
  lastDate: string,
): { start: string; end: string } {
  const clamp = (d: string) => (d < dataStart ? dataStart : d > lastDate ? lastDate : d);
  const start = clamp(range.start);
  const end = clamp(range.end);
  return start <= end ? { start, end } : { start: end, end: start };
}

/** The preset whose range is exactly `range` (to highlight its button), if any. */
export function activeZoomPreset(
  presets: readonly ZoomPreset[],
  range: { start: string; end: string },
  dataStart: string,
  lastDate: string,
): ZoomPreset | null {
  if (range.end !== lastDate) return null;
  return presets.find((p) => zoomStartDate(p, dataStart, lastDate) === range.start) ?? null;
}
