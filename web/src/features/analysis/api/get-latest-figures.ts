import { API } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/** `GET products/{id}/last-live-price`: the tab's last price, the one before it and the change between them. */
export const lastLivePriceEndpoint = defineEndpoint(API.lastLivePrice, {});

/** `GET products/{id}/last-cumulative-returns`: the tab's return over one period up to its last price. */
export const lastCumulativeReturnsEndpoint = defineEndpoint(API.lastCumulativeReturns, {});

/** `GET products/{id}/performance-table-data`: every share class of the fund with its NAV and returns. */
export const performanceTableEndpoint = defineEndpoint(API.performanceTable, {});
