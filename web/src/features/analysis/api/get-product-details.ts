import { API } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/**
 * `GET /api/products/{id}/details` (seed 000 §7): the product, its share classes and the tabs the caller may open
 * (the API applies the access policy: 401 for a guest on a locked product, 403 without the right, 404 unknown).
 */
export const productDetailsEndpoint = defineEndpoint(API.productDetails, {});
