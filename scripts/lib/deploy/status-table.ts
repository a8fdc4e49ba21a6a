/** The per-tenant status table a deploy prints at its end, and a dry run for its plan (pure). */

export const STATUS_COLUMNS = [
  'tenant',
  'project',
  'region',
  'build',
  'checks',
  'deploy',
  'smoke',
  'duration',
] as const;

export type StatusRow = Record<(typeof STATUS_COLUMNS)[number], string>;

/** `1m 05s`, `12.3s`; `-` for none. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '-';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** A plain-text table, one line per row, columns padded to their widest cell. */
export function formatStatusTable(rows: readonly StatusRow[]): string {
  const widths = STATUS_COLUMNS.map((column) =>
    Math.max(column.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(STATUS_COLUMNS),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(STATUS_COLUMNS.map((c) => row[c]))),
  ].join('\n');
}
