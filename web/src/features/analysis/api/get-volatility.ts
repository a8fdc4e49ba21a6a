import { API } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/** `GET /api/products/{id}/volatility`: rolling one-year annualized volatility of fund and benchmark. */
export const volatilityEndpoint = defineEndpoint(API.volatility);
