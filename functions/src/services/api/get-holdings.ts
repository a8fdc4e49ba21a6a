import { allocationOverTimeQuerySchema, allocationQuerySchema, latestDateQuerySchema } from '@portal/domain';
import type { z } from 'zod';
import { requireProduct } from './access.js';
import type { HandlerContext } from './context.js';
import { noContent, type ApiReply } from './http.js';
import { noQuerySchema, parseQuery } from './parse.js';

/** Holdings, allocations, AuM and the performance table: product-level data, each with its query of seed 000 §7. */
const HOLDINGS_QUERIES = {
  'holdings-details': noQuerySchema,
  holdings: allocationQuerySchema,
  'currency-exposure': allocationQuerySchema,
  'asset-classes': allocationQuerySchema,
  'instrument-types': allocationQuerySchema,
  sectors: allocationQuerySchema,
  regions: allocationQuerySchema,
  'currency-exposure-over-time': allocationOverTimeQuerySchema,
  'asset-classes-over-time': allocationOverTimeQuerySchema,
  'instrument-types-over-time': allocationOverTimeQuerySchema,
  'sectors-over-time': allocationOverTimeQuerySchema,
  'regions-over-time': allocationOverTimeQuerySchema,
  'assets-under-management': latestDateQuerySchema,
  'performance-table-data': noQuerySchema,
} as const satisfies Record<string, z.ZodType>;
export type HoldingsEndpoint = keyof typeof HOLDINGS_QUERIES;

export const HOLDINGS_ENDPOINTS: readonly HoldingsEndpoint[] = [
  'holdings-details',
  'holdings',
  'currency-exposure',
  'asset-classes',
  'instrument-types',
  'sectors',
  'regions',
  'currency-exposure-over-time',
  'asset-classes-over-time',
  'instrument-types-over-time',
  'sectors-over-time',
  'regions-over-time',
  'assets-under-management',
  'performance-table-data',
];

/**
 * There is no holdings or AuM data model yet, so every product answers "no data": 204, which the web client shows
 * as an empty card (seed 000 §7). The query and the full access check come first, so a caller learns nothing about
 * a product it may not read, and a bad query is still a 400.
 */
export function noDataEndpoint(endpoint: HoldingsEndpoint) {
  return (c: HandlerContext): Promise<ApiReply> => {
    parseQuery(HOLDINGS_QUERIES[endpoint], c.query);
    requireProduct(c.config, c.access, c.params.id ?? '');
    return Promise.resolve(noContent());
  };
}
