import { API } from '@portal/domain';
import { type YearlyReturnsResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { isPartialYear } from '../../../lib/statistics-display';
import type { CardResult } from '../types';
import { windowShortfall } from './series-query';

/** `GET /api/products/{id}/yearly-cumulative-returns`: calendar-year returns (first and last may be partial). */
export const yearlyCumulativeReturnsEndpoint = defineEndpoint(API.yearlyReturns, {});

export function toYearlyReturnsCard(response: YearlyReturnsResponse): CardResult<'yearlyCumulativeReturns'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  if (!response.window.available) return { status: 'notEnoughData', reason: 'needsHistory' };
  const startDate = response.window.startDate;
  const benchmark = new Map((response.benchmark ?? []).map((row) => [row.year, row.value]));
  const rows = response.fund.map((row, i) => ({
    year: row.year,
    fund: row.value,
    benchmark: benchmark.get(row.year) ?? null,
    partial: isPartialYear(response.fund, i, startDate),
  }));
  return { status: 'ok', data: { rows } };
}
