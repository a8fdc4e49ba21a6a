import type { z } from 'zod';
import {
  allocationOverTimeQuerySchema,
  allocationQuerySchema,
  latestDateQuerySchema,
} from '../analytics-queries.js';
import {
  allocationOverTimeResponseSchema,
  allocationResponseSchema,
  assetsUnderManagementResponseSchema,
  holdingsDetailsResponseSchema,
  holdingsResponseSchema,
  performanceTableResponseSchema,
  type AllocationDimension,
} from '../holdings.js';
import { readerOnlyQuerySchema } from '../reader.js';
import { ex, get, json, read } from './builders.js';

/** The allocation calls of the holdings API and the dimension each groups by (contracts/holdings.ts). */
export const ALLOCATION_ENDPOINTS = {
  'currency-exposure': 'currency',
  'asset-classes': 'assetClass',
  'instrument-types': 'instrumentType',
  sectors: 'sector',
  regions: 'region',
} as const satisfies Record<string, AllocationDimension>;
export type AllocationEndpoint = keyof typeof ALLOCATION_ENDPOINTS;

/** A holdings read (docs/holdings.md): 204 when the product has no holdings; revalidated, admins change them. */
const holdingsRead = <const P extends string, S extends z.ZodType, Q extends z.ZodType>(
  path: P,
  summary: string,
  response: S,
  query: Q,
  exampleQuery?: Record<string, string>,
) =>
  get(path, summary, read('product'), json(response, { noData: true }), {
    query,
    cache: 'revalidate',
    example: ex(exampleQuery),
  });

const allocation = <const P extends string>(path: P, dimension: string) =>
  holdingsRead(path, `Latest allocation by ${dimension}`, allocationResponseSchema, allocationQuerySchema, {
    lang: 'en',
  });
const allocationOverTime = <const P extends string>(path: P, dimension: string) =>
  holdingsRead(
    path,
    `Allocation by ${dimension} over time`,
    allocationOverTimeResponseSchema,
    allocationOverTimeQuerySchema,
    {
      lang: 'en',
      period_start_date: '2024-01-01',
    },
  );

/*
 * The holdings reads of a product's overview and holdings page: their own module, so the web's holdings chunk takes
 * these entries and their schemas without the rest of the table (./table.ts spreads them in at their place).
 */
export const HOLDINGS_READS = {
  holdingsDetails: holdingsRead(
    'products/:id/holdings-details',
    'Holdings dates and totals',
    holdingsDetailsResponseSchema,
    readerOnlyQuerySchema,
  ),
  holdings: holdingsRead(
    'products/:id/holdings',
    'The holdings of the latest date',
    holdingsResponseSchema,
    allocationQuerySchema,
    { lang: 'en' },
  ),
  currencyExposure: allocation('products/:id/currency-exposure', 'currency'),
  currencyExposureOverTime: allocationOverTime('products/:id/currency-exposure-over-time', 'currency'),
  assetClasses: allocation('products/:id/asset-classes', 'asset class'),
  assetClassesOverTime: allocationOverTime('products/:id/asset-classes-over-time', 'asset class'),
  instrumentTypes: allocation('products/:id/instrument-types', 'instrument type'),
  instrumentTypesOverTime: allocationOverTime('products/:id/instrument-types-over-time', 'instrument type'),
  sectors: allocation('products/:id/sectors', 'sector'),
  sectorsOverTime: allocationOverTime('products/:id/sectors-over-time', 'sector'),
  regions: allocation('products/:id/regions', 'region'),
  regionsOverTime: allocationOverTime('products/:id/regions-over-time', 'region'),
  assetsUnderManagement: holdingsRead(
    'products/:id/assets-under-management',
    'Assets under management',
    assetsUnderManagementResponseSchema,
    latestDateQuerySchema,
  ),
  performanceTable: holdingsRead(
    'products/:id/performance-table-data',
    'The share classes’ performance table',
    performanceTableResponseSchema,
    readerOnlyQuerySchema,
  ),
};
