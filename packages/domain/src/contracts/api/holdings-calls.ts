import type { AllocationDimension } from '../holdings.js';

/** The allocation calls of the holdings API and the dimension each groups by (contracts/holdings.ts). */
export const ALLOCATION_ENDPOINTS = {
  'currency-exposure': 'currency',
  'asset-classes': 'assetClass',
  'instrument-types': 'instrumentType',
  sectors: 'sector',
  regions: 'region',
} as const satisfies Record<string, AllocationDimension>;
export type AllocationEndpoint = keyof typeof ALLOCATION_ENDPOINTS;
