/**
 * Latency summaries for `npm run load` (pure: no I/O, so a unit test pins the quantile rule and the formatting).
 * Quantiles are nearest-rank (the smallest sample with at least p of the samples at or below it), the rule load
 * tools such as autocannon's histograms report, so an API row and a listener row read the same way.
 */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank quantile of ascending `sorted` samples; NaN for no samples. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** p50/p95/p99/max of `samples` (milliseconds), in any order. */
export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const ms = (value: number): string => (Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`);

/**
 * One aligned line per row: label, count, rate (when a duration is given), p50/p95/p99/max. Rows keep their order.
 */
export function formatLatencyTable(
  rows: readonly { label: string; summary: LatencySummary }[],
  durationSeconds?: number,
): string[] {
  const width = Math.max(5, ...rows.map((r) => r.label.length));
  const header =
    `${'kind'.padEnd(width)}  ${'count'.padStart(8)}` +
    (durationSeconds ? `  ${'req/s'.padStart(8)}` : '') +
    `  ${'p50'.padStart(9)}  ${'p95'.padStart(9)}  ${'p99'.padStart(9)}  ${'max'.padStart(9)}`;
  return [
    header,
    ...rows.map(({ label, summary: s }) => {
      const rate = durationSeconds ? `  ${(s.count / durationSeconds).toFixed(1).padStart(8)}` : '';
      return (
        `${label.padEnd(width)}  ${String(s.count).padStart(8)}${rate}` +
        `  ${ms(s.p50).padStart(9)}  ${ms(s.p95).padStart(9)}  ${ms(s.p99).padStart(9)}  ${ms(s.max).padStart(9)}`
      );
    }),
  ];
}
