import type { AnalysisModeId, AnalyticsWindow } from '@portal/domain';
import type { CardResult, NamedSeries, SeriesPoint } from '../types';

/**
 * The query every analytics series call takes (`seriesQuerySchema` of @portal/domain): the tab's mode, the chosen
 * benchmark and the analysis period. The product id is the `{id}` path parameter.
 */
export interface SeriesQuery {
  mode: AnalysisModeId;
  benchmark_symbol?: string;
  period_start_date?: string;
  period_end_date?: string;
}

export type NotEnoughData = Extract<CardResult<'cumulativeReturns'>, { status: 'notEnoughData' }>;

/** A card cannot be drawn when its window holds no return: no prices at all, or too short a period. */
export function windowShortfall(window: AnalyticsWindow): NotEnoughData | null {
  if (window.available) return null;
  return { status: 'notEnoughData', reason: window.reason === 'noData' ? 'noPrices' : 'needsHistory' };
}

/** Columnar `dates`/`values` of a response as chart points. */
export function pointsOf(dates: readonly string[], values: readonly (number | null)[]): SeriesPoint[] {
  return dates.map((date, i) => ({ date, value: values[i] ?? null }));
}

export function named(
  id: string,
  label: string,
  series: { dates: readonly string[]; values: readonly (number | null)[] },
): NamedSeries {
  return { id, label, points: pointsOf(series.dates, series.values) };
}

/** Labels the cards show for the fund and the benchmark lines. */
export interface SeriesLabels {
  fundId: string;
  fund: string;
  benchmark: string | null;
}
