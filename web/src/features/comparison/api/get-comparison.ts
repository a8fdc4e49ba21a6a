import { API, type ComparisonPeriod } from '@portal/domain';
import { defineEndpoint, params } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';
import type { ComparisonState } from '../utils/comparison-url';

/**
 * `GET /api/products/comparison` (docs/comparison.md): the products side by side in one call, each through its own
 * gate; a product the reader may not see comes back refused, in its place. The ids travel as the comma list the
 * schema reads (`products=a,b,c`); the reader's language and investor profile are added by the client, as on every
 * product read.
 */
export const comparisonEndpoint = defineEndpoint(API.comparison, {
  params: params<ComparisonCallParams>(),
});

/** The call's params (also the comparison PDF's, ./download-comparison.ts): the ids as a list the client joins. */
export interface ComparisonCallParams {
  products: readonly string[];
  period: ComparisonPeriod;
  period_start_date?: string;
  period_end_date?: string;
}

/** The call's params for the page's state: the window's dates only where the reader chose them. */
export const comparisonParams = (state: ComparisonState): ComparisonCallParams => ({
  products: state.productIds,
  period: state.period,
  ...(state.from ? { period_start_date: state.from } : {}),
  ...(state.to ? { period_end_date: state.to } : {}),
});

/** The comparison of the page's state; idle for `null` (fewer than two products: nothing to compare). */
export function useComparison(state: ComparisonState | null) {
  return useApiQuery(comparisonEndpoint, state ? comparisonParams(state) : null);
}
