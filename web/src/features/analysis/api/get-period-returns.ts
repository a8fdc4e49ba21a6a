import { API } from '@portal/domain';
import { type FactsheetPeriodsResponse, type StatPeriod } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/**
 * `GET /api/products/{id}/cumulative-return-periods-factsheet`: the fund's and the benchmark's return over every
 * statistics period (the factsheet's period table), measured back from the last price; cumulative returns (the call
 * annualizes the periods over a year only when asked to).
 */
export const periodReturnsEndpoint = defineEndpoint(API.factsheetPeriods);

/** The period table's columns (issue 13.4): 1M, 3M, YTD, 1Y, 3Y, 5Y and since inception (the whole live series). */
const PERIOD_TABLE_PERIODS = [
  '1m',
  '3m',
  'ytd',
  '12m',
  '36m',
  '60m',
  'max',
] as const satisfies readonly StatPeriod[];
type PeriodTablePeriod = (typeof PERIOD_TABLE_PERIODS)[number];

export interface PeriodReturnColumn {
  period: PeriodTablePeriod;
  /** The period's window; `null` when the series is too short for it (its cells show n/a). */
  startDate: string | null;
  endDate: string | null;
  fund: number | null;
  benchmark: number | null;
}

export interface PeriodReturnsData {
  columns: PeriodReturnColumn[];
  /** A benchmark row is shown (the response was computed against one). */
  hasBenchmark: boolean;
}

/** The table's columns in their fixed order; `null` when the series holds no return at all. */
export function toPeriodReturns(response: FactsheetPeriodsResponse): PeriodReturnsData | null {
  if (!response.window.available) return null;
  const byPeriod = new Map(response.periods.map((p) => [p.period, p]));
  return {
    columns: PERIOD_TABLE_PERIODS.map((period) => {
      const p = byPeriod.get(period);
      const shown = p?.available === true;
      return {
        period,
        startDate: shown ? p.startDate : null,
        endDate: shown ? p.endDate : null,
        fund: shown ? p.fund : null,
        benchmark: shown ? p.benchmark : null,
      };
    }),
    hasBenchmark: response.benchmarkId !== null,
  };
}
