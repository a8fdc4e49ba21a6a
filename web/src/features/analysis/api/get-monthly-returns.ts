import { API, monthlyReturnsGrid, type MonthlyGridYear, type MonthlyReturnsResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { windowShortfall, type NotEnoughData } from './series-query';

/** `GET products/{id}/monthly-cumulative-returns`: each calendar month's return, fund and benchmark. */
export const monthlyReturnsEndpoint = defineEndpoint(API.monthlyReturns, {});

export type MonthlyTable = { status: 'ok'; years: MonthlyGridYear[] } | NotEnoughData;

/** The answer as the year x month table (the domain's `monthlyReturnsGrid`, shared with the factsheet). */
export function toMonthlyTable(response: MonthlyReturnsResponse): MonthlyTable {
  const short = windowShortfall(response.window);
  if (short) return short;
  if (response.fund.length === 0) return { status: 'notEnoughData', reason: 'needsHistory' };
  return { status: 'ok', years: monthlyReturnsGrid(response.fund, response.benchmark) };
}
