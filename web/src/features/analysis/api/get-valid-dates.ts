import { validDatesResponseSchema, type AnalysisModeId } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';

/** `GET /api/products/{id}/valid-dates`: the data range of the tab's series (drives the zoom buttons and period). */
export const validDatesEndpoint = defineEndpoint({
  path: '/api/products/{id}/valid-dates',
  params: params<{ mode: AnalysisModeId; period_start_date?: string; period_end_date?: string }>(),
  response: validDatesResponseSchema,
});
