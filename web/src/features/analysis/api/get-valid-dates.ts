import { API } from '@portal/domain';
import { type AnalysisModeId } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';

/** `GET /api/products/{id}/valid-dates`: the data range of the tab's series (drives the zoom buttons and period). */
export const validDatesEndpoint = defineEndpoint(API.validDates, {
  params: params<{ mode: AnalysisModeId; period_start_date?: string; period_end_date?: string }>(),
});
