import { ZOOM_PRESETS, type ZoomPreset } from '../constants.js';
import { minusMonths, ytdAnchor } from './dates.js';

/** Months back of each month-based zoom preset (seed 000 §9: 1M 3M 6M YTD 1Y 2Y 3Y 5Y 10Y MAX). */
const ZOOM_MONTHS: Partial<Record<ZoomPreset, number>> = {
  '1m': 1,
  '3m': 3,
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '3y': 36,
  '5y': 60,
  '10y': 120,
};

export interface ZoomPresetState {
  preset: ZoomPreset;
  /** Start date of the zoomed range (the chart shows `startDate .. lastDate`). */
  startDate: string;
  visible: boolean;
  /** Why a preset is hidden. */
  hiddenReason: 'startsBeforeData' | 'staleData' | null;
}

/**
 * Start date of a zoom preset (seed 001 §9): `L - N months` (day clamped, like the statistics periods) for
 * 1m..10y, 31 December of the previous year for `ytd`, the data start for `max` (full period).
 */
export function zoomPresetStart(preset: ZoomPreset, firstDate: string, lastDate: string): string {
  if (preset === 'max') return firstDate;
  if (preset === 'ytd') return ytdAnchor(lastDate);
  return minusMonths(lastDate, ZOOM_MONTHS[preset] ?? 0);
}

/**
 * Zoom presets and their visibility (seed 001 §5): a preset is hidden unless its start date is **after** the data
 * start; `ytd` is also hidden when the last data date is more than two months before `today`; the full period
 * (`max`) starts at the data start and is always shown when there is data. Returns the presets in `buttons` order
 * (default: all); empty when the series is empty.
 */
export function zoomPresets(
  dates: readonly string[],
  today: string,
  buttons: readonly ZoomPreset[] = ZOOM_PRESETS,
): ZoomPresetState[] {
  const firstDate = dates[0];
  const lastDate = dates[dates.length - 1];
  if (firstDate === undefined || lastDate === undefined) return [];
  return buttons.map((preset) => {
    const startDate = zoomPresetStart(preset, firstDate, lastDate);
    let hiddenReason: ZoomPresetState['hiddenReason'] = null;
    if (preset !== 'max' && !(startDate > firstDate)) hiddenReason = 'startsBeforeData';
    else if (preset === 'ytd' && lastDate < minusMonths(today, 2)) hiddenReason = 'staleData';
    return { preset, startDate, visible: hiddenReason === null, hiddenReason };
  });
}
