import { API } from '@portal/domain';
import { type YearlyReturnsResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult } from '../types';
import { windowShortfall } from './series-query';

/** `GET /api/products/{id}/yearly-cumulative-returns`: calendar-year returns (first and last may be partial). */
export const yearlyCumulativeReturnsEndpoint = defineEndpoint(API.yearlyReturns, {});

export function toYearlyReturnsCard(response: YearlyReturnsResponse): CardResult<'yearlyCumulativeReturns'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  if (!response.window.available) return { status: 'notEnoughData', reason: 'needsHistory' };
  const startYear = response.window.startDate.slice(0, 4);
  const benchmark = new Map((response.benchmark ?? []).map((row) => [row.year, row.value]));
  const rows = response.fund.map((row, i) => ({
    year: row.year,
    fund: row.value,
    benchmark: benchmark.get(row.year) ?? null,
    // Anchored inside the year (first) or ending before the last trading days of December (last).
    partial:
      (i === 0 && startYear === String(row.year)) ||
      (i === response.fund.length - 1 && row.lastDate < `${String(row.year)}-12-24`),
  }));
  return { status: 'ok', data: { rows } };
}
