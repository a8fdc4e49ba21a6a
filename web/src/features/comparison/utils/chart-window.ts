import { zoomPresets, type ComparedProduct, type ComparisonResponse, type ZoomPreset } from '@portal/domain';

/*
 * The chart window of the comparison: by default the dates every product has (the API's `common` range, where every
 * line starts at 100 on the same day); a zoom button starts it a year, three years, ... before the products' last
 * common price; or the reader types the dates. The window is written to the URL as dates (`from`, `to`), so a shared
 * link shows the very same window whenever it is opened.
 */

/** The zoom buttons, shortest first; the common period (no dates) is the page's own button, after them. */
export const COMPARISON_ZOOM_PRESETS = [
  'ytd',
  '1y',
  '3y',
  '5y',
  '10y',
] as const satisfies readonly ZoomPreset[];

export interface PresetRange {
  /** The first date every product has (the presets are offered only when they start after it). */
  dataStart: string;
  /** The earliest of the products' last prices: the presets count back from it. */
  lastDate: string;
}

const latest = (dates: readonly string[]) => dates.reduce((a, b) => (a > b ? a : b));
const earliest = (dates: readonly string[]) => dates.reduce((a, b) => (a < b ? a : b));

/**
 * The range the zoom buttons count in, from the products' whole histories. The answer's `common` start is the
 * histories' own only without a chosen start (with one, it is that start): then the latest inception date stands in
 * for it, where every product states one. `null` when the products have no range in common.
 */
export function presetRange(
  products: readonly Pick<ComparedProduct, 'keyFacts'>[],
  common: ComparisonResponse['common'],
  from: string | null,
): PresetRange | null {
  const lastDates = products.map((p) => p.keyFacts.lastDate);
  const inceptions = products.map((p) => p.keyFacts.inceptionDate);
  if (lastDates.length === 0 || lastDates.some((d) => d === null)) return null;
  const lastDate = earliest(lastDates as string[]);
  const fromInceptions = inceptions.some((d) => d === null) ? null : latest(inceptions as string[]);
  const dataStart =
    from === null ? (common?.startDate ?? null) : (fromInceptions ?? common?.startDate ?? null);
  return dataStart !== null && dataStart < lastDate ? { dataStart, lastDate } : null;
}

export interface ZoomChoice {
  preset: ZoomPreset;
  /** The window's start the button sets. */
  from: string;
}

/** The zoom buttons that show a shorter window than the common one (seed 001 §5's rule, the engine's). */
export function zoomChoices(range: PresetRange | null, today: string): ZoomChoice[] {
  if (!range) return [];
  return zoomPresets([range.dataStart, range.lastDate], today, COMPARISON_ZOOM_PRESETS).flatMap((p) =>
    p.visible ? [{ preset: p.preset, from: p.startDate }] : [],
  );
}

/** The button a window is: `common` without dates, the preset that starts it (with no end), else none (typed). */
export function activeZoom(
  choices: readonly ZoomChoice[],
  window: { from: string | null; to: string | null },
): ZoomPreset | 'common' | null {
  if (window.from === null && window.to === null) return 'common';
  if (window.to !== null) return null;
  return choices.find((c) => c.from === window.from)?.preset ?? null;
}
