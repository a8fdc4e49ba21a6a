import { API } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import type { SeriesQuery } from './series-query';

/** `GET /api/products/{id}/volatility`: rolling one-year annualized volatility of fund and benchmark. */
export const volatilityEndpoint = defineEndpoint(API.volatility, { params: params<SeriesQuery>() });
