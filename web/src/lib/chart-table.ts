/**
 * The data-table alternative of a chart (WCAG 1.1.1, docs/accessibility.md): what a screen reader reads instead of
 * the picture. Pure: the chart passes its values and its formatters (Intl, lib/format.ts), the builder lays them out
 * as rows of formatted cells. Rendered by `ChartDataTable` (components/chart-data-table.tsx).
 */
export interface ChartTable {
  caption: string;
  /** Header of the first column (the row headers: date, year, group). */
  rowHeader: string;
  /** Headers of the value columns (a series each). */
  columns: string[];
  rows: { header: string; cells: string[] }[];
  /** Set when a long daily series was thinned to month-ends (said in the caption's note). */
  sampled: boolean;
}

/** A value column: its header and its values by row (`null` = no value, shown as `missing`). */
export interface ChartTableSeries {
  label: string;
  values: readonly (number | null)[];
}

interface Formatting {
  caption: string;
  rowHeader: string;
  format: (value: number) => string;
  /** The translated "n/a" of a missing value (never a fake 0). */
  missing: string;
}

const cell = (value: number | null | undefined, f: Formatting): string =>
  typeof value === 'number' && Number.isFinite(value) ? f.format(value) : f.missing;

/** Categories (years, bins, groups, slices) in rows, one column per series. */
export function categoryChartTable(
  categories: readonly string[],
  series: readonly ChartTableSeries[],
  f: Formatting,
): ChartTable {
  return {
    caption: f.caption,
    rowHeader: f.rowHeader,
    columns: series.map((s) => s.label),
    rows: categories.map((header, i) => ({ header, cells: series.map((s) => cell(s.values[i], f)) })),
    sampled: false,
  };
}

/** More rows than a screen-reader user can page through: the table keeps month-ends instead. */
export const MAX_TABLE_ROWS = 400;

/**
 * The indexes of the dates (ISO, ascending) a table keeps: all of them up to {@link MAX_TABLE_ROWS}, else the last
 * date of every month (and the first date, the series' start), else the last date of every year.
 */
export function sampleDates(dates: readonly string[]): number[] {
  const all = dates.map((_, i) => i);
  if (dates.length <= MAX_TABLE_ROWS) return all;
  const lastOf = (prefix: number) =>
    all.filter((i) => i === 0 || dates[i + 1]?.slice(0, prefix) !== dates[i]?.slice(0, prefix));
  const months = lastOf(7);
  return months.length <= MAX_TABLE_ROWS ? months : lastOf(4);
}

/** A dated chart: one row per date of the union of the lines' dates, one column per line. */
export function timeSeriesChartTable(
  lines: readonly { label: string; points: readonly { date: string; value: number | null }[] }[],
  f: Formatting & { formatDate: (iso: string) => string },
): ChartTable {
  const dates = [...new Set(lines.flatMap((l) => l.points.map((p) => p.date)))].sort();
  const keep = sampleDates(dates);
  const byDate = lines.map((l) => new Map(l.points.map((p) => [p.date, p.value])));
  const kept = keep.map((i) => dates[i] ?? '');
  return {
    ...categoryChartTable(
      kept.map(f.formatDate),
      lines.map((l, i) => ({ label: l.label, values: kept.map((d) => byDate[i]?.get(d) ?? null) })),
      f,
    ),
    sampled: kept.length < dates.length,
  };
}

/** A chart of one series (pie slices, bars): a row per label, one value column headed `valueHeader`. */
export function labelledValuesTable(
  items: readonly { label: string; value: number | null }[],
  f: Formatting & { valueHeader: string },
): ChartTable {
  return categoryChartTable(
    items.map((x) => x.label),
    [{ label: f.valueHeader, values: items.map((x) => x.value) }],
    f,
  );
}
