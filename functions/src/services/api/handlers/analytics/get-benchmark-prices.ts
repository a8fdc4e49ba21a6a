import { API, usableModes, type BenchmarkPricesResponse } from '@portal/domain';
import { requireProduct } from '../../access.js';
import type { EntryContext } from '../../context.js';
import type { ApiReply } from '../../http.js';
import { cachedJson } from '../../analytics-reply.js';
import {
  columnarPrices,
  loadBenchmarkSeries,
  resolveBenchmark,
  versionTag,
} from '../../../analytics/series-data.js';

/**
 * GET /products/{id}/benchmark-prices?benchmark_symbol=: a benchmark the product offers on a mode the caller may
 * open (else 400), columnar like product-prices. A benchmark without prices yet is empty at version 0.
 */
export async function getBenchmarkPrices(c: EntryContext<typeof API.benchmarkPrices>): Promise<ApiReply> {
  const q = c.query;
  const product = requireProduct(c);
  const benchmark = resolveBenchmark(
    c.config,
    usableModes(c.access, product, c.config.products),
    q.benchmark_symbol,
  );
  if (!benchmark) throw new Error('benchmark_symbol is required by the schema');
  const data = await loadBenchmarkSeries(c.db, benchmark);
  const build = (): BenchmarkPricesResponse => ({
    productId: product.productId,
    benchmarkId: benchmark.id,
    oldDataEndDate: product.oldDataEndDate ?? null,
    ...columnarPrices(data),
  });
  return cachedJson(c, 'benchmark-prices', [product.productId, versionTag(data)], {}, build);
}
