import { chartPalette } from '../../../../lib/theme';

/** Line colours of one product's charts: its own colour for the fund, the palette for the rest. */
export interface SeriesColors {
  fund: string;
  benchmark: string;
  live: string;
  /** Further lines (weighted components), in order. */
  others: string[];
}

const BENCHMARK_GREY = '#6c757d';

export function seriesColors(productColor: string, colorScheme?: readonly string[]): SeriesColors {
  const palette = chartPalette(colorScheme).filter((c) => c.toLowerCase() !== productColor.toLowerCase());
  return {
    fund: productColor,
    benchmark: BENCHMARK_GREY,
    live: palette[0] ?? '#f28e2b',
    others: palette.length ? palette : ['#f28e2b', '#59a14f', '#e15759'],
  };
}
