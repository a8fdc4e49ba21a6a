import type { ComparisonResponse } from '@portal/domain';

/*
 * The API sends each pair of compared products once (a before b, in request order); the page shows the full
 * symmetric matrix, a product against itself being 1 by definition.
 */

type PairCorrelation = ComparisonResponse['correlations'][number];

export type CorrelationCell =
  | { kind: 'self' }
  | { kind: 'pair'; value: number | null; nReturns: number; startDate: string | null; endDate: string | null }
  /** A pair the answer does not hold (it holds every pair of compared products: a defensive n/a). */
  | { kind: 'missing' };

/** Rows and columns in the order of `productIds`. */
export function correlationMatrix(
  productIds: readonly string[],
  correlations: readonly PairCorrelation[],
): CorrelationCell[][] {
  const byPair = new Map<string, PairCorrelation>();
  for (const c of correlations) {
    byPair.set(`${c.a}\u0000${c.b}`, c);
    byPair.set(`${c.b}\u0000${c.a}`, c);
  }
  return productIds.map((row) =>
    productIds.map((column): CorrelationCell => {
      if (row === column) return { kind: 'self' };
      const c = byPair.get(`${row}\u0000${column}`);
      return c
        ? { kind: 'pair', value: c.value, nReturns: c.nReturns, startDate: c.startDate, endDate: c.endDate }
        : { kind: 'missing' };
    }),
  );
}
