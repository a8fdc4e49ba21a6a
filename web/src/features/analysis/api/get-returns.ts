import { API } from '@portal/domain';
import { type ReturnProfileResponse } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import type { CardResult } from '../types';
import { windowShortfall } from './series-query';

/** `GET /api/products/{id}/returns`: the return profile (histogram of the window's calendar-month returns). */
export const returnsEndpoint = defineEndpoint(API.returns);

export function toReturnProfileCard(response: ReturnProfileResponse): CardResult<'returnProfile'> {
  const short = windowShortfall(response.window);
  if (short) return short;
  if (response.fundCount === 0) return { status: 'notEnoughData', reason: 'needsHistory' };
  return {
    status: 'ok',
    data: { bins: response.bins, fundCount: response.fundCount, benchmarkCount: response.benchmarkCount },
  };
}
