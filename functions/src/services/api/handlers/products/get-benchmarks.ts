import { API, type BenchmarkConfig, type BenchmarkResponse, type BenchmarksResponse } from '@portal/domain';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, ok, type ApiReply } from '../../http.js';

const toResponse = (b: BenchmarkConfig): BenchmarkResponse => ({
  id_: b.id,
  name: b.name,
  currency: b.currency,
  updateFrequency: b.updateFrequency,
});

/**
 * GET /benchmarks/?benchmark_ids=a,b: benchmark configurations (public, like `benchmarks/*` in Firestore), in
 * catalogue order, or in the requested order with unknown ids left out.
 */
export function getBenchmarks(c: EntryContext<typeof API.benchmarks>): Promise<ApiReply> {
  const q = c.query;
  const all = c.config.benchmarks;
  const chosen =
    q.benchmark_ids === undefined
      ? [...all.values()]
      : [...new Set(q.benchmark_ids)].flatMap((id) => {
          const b = all.get(id);
          return b ? [b] : [];
        });
  const body: BenchmarksResponse = chosen.map(toResponse);
  return Promise.resolve(ok(body));
}

/** GET /benchmarks/{id}: one benchmark configuration, 404 when unknown. */
export function getBenchmark(c: HandlerContext): Promise<ApiReply> {
  // Same parameters as the list (seed 000 §7); the path's id is what counts.
  const id = c.params.id ?? '';
  const b = c.config.benchmarks.get(id);
  if (!b) throw new ApiHttpError('not-found', `no benchmark ${id}`, { details: { benchmarkId: id } });
  return Promise.resolve(ok(toResponse(b)));
}
