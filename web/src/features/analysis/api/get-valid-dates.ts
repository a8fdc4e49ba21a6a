import { API } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/** `GET /api/products/{id}/valid-dates`: the data range of the tab's series (drives the zoom buttons and period). */
export const validDatesEndpoint = defineEndpoint(API.validDates, {});
