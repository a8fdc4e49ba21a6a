import type { AnalysisModeId } from '@portal/domain';

/** What the page's extra cards ask for: the tab, the chosen benchmark and the analysis period. */
export interface TabSeries {
  productId: string;
  mode: AnalysisModeId;
  benchmarkId: string | null;
  /** `null` until the data range is known. */
  range: { start: string; end: string } | null;
}

/** The series query of the analysis API calls (`seriesQuerySchema`), `null` while the period is unknown. */
export function seriesParams(s: TabSeries) {
  if (!s.range) return null;
  return {
    id: s.productId,
    mode: s.mode,
    ...(s.benchmarkId ? { benchmark_symbol: s.benchmarkId } : {}),
    period_start_date: s.range.start,
    period_end_date: s.range.end,
  };
}
