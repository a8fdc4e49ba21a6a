import {
  usableModes,
  type AnalysisMode,
  type ProductBenchmark,
  type ProductBenchmarksResponse,
} from '@portal/domain';
import { requireProduct } from '../../access.js';
import type { PortalConfig } from '../../../analytics/config-cache.js';
import type { HandlerContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';

/**
 * The benchmarks offered on the given modes, first-offered first, each with the modes that offer it. A benchmark
 * id missing from the catalogue (a broken document was skipped) is left out rather than failing the page.
 */
export function benchmarksOfModes(config: PortalConfig, modes: readonly AnalysisMode[]): ProductBenchmark[] {
  const byId = new Map<string, ProductBenchmark>();
  for (const mode of modes) {
    for (const id of mode.benchmarks) {
      const b = config.benchmarks.get(id);
      if (!b) continue;
      const entry: ProductBenchmark = byId.get(id) ?? {
        id_: id,
        name: b.name,
        currency: b.currency,
        updateFrequency: b.updateFrequency,
        modes: [],
      };
      entry.modes.push(mode.mode);
      byId.set(id, entry);
    }
  }
  return [...byId.values()];
}

/** GET /products/{id}/benchmarks: no query; only the modes the caller may open count. */
export function getProductBenchmarks(c: HandlerContext): Promise<ApiReply> {
  const product = requireProduct(c);
  const body: ProductBenchmarksResponse = benchmarksOfModes(
    c.config,
    usableModes(c.access, product, c.config.products),
  );
  return Promise.resolve(ok(body));
}
