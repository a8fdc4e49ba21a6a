import { SITE_CALLS } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';

/** `GET /api/products/{id}/benchmarks`: every benchmark the product offers, named per language. */
export const productBenchmarksEndpoint = defineEndpoint(SITE_CALLS.productBenchmarks);
