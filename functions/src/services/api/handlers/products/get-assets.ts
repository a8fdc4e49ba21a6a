import {
  ANALYSIS_MODES,
  canSeeProduct,
  canUseMode,
  isSignedIn,
  modesOf,
  type AnalysisModeId,
  type Asset,
  type AssetsResponse,
  type LocalizedText,
  type ProductConfig,
} from '@portal/domain';
import type { HandlerContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';

/** A product's one name, given under each of its languages so that products and benchmarks share one shape. */
function productName(p: ProductConfig): LocalizedText {
  return Object.fromEntries(p.availableLanguages.map((lang) => [lang, p.productName]));
}

/**
 * GET /assets: the products the caller may see (hidden ones only for staff and their admins; role-restricted ones
 * only with the role), then every benchmark offered on a tab the caller may open. A guest sees
 * `lockedBehindLogin` products as locked: listed, data after sign-in.
 */
export function getAssets(c: HandlerContext): Promise<ApiReply> {
  const products: Asset[] = [];
  const benchmarkModes = new Map<string, Set<AnalysisModeId>>();
  for (const p of c.config.products.values()) {
    if (!canSeeProduct(c.access, p)) continue;
    // Not usableModes: a locked product is listed for guests, with the tabs they would get after sign-in.
    const modes = modesOf(p).filter((m) => canUseMode(c.access, p, m, c.config.products));
    if (modes.length === 0) continue;
    const locked = p.lockedBehindLogin && !isSignedIn(c.access.roles);
    products.push({
      id_: p.productId,
      group: p.productType,
      name: productName(p),
      currency: p.currency,
      modes: modes.map((m) => m.mode),
      locked,
    });
    for (const m of modes) {
      for (const id of m.benchmarks) {
        const set = benchmarkModes.get(id) ?? new Set<AnalysisModeId>();
        set.add(m.mode);
        benchmarkModes.set(id, set);
      }
    }
  }
  const benchmarks: Asset[] = [];
  for (const b of c.config.benchmarks.values()) {
    const modes = benchmarkModes.get(b.id);
    if (!modes) continue;
    benchmarks.push({
      id_: b.id,
      group: 'benchmark',
      name: b.name,
      currency: b.currency,
      modes: ANALYSIS_MODES.filter((m) => modes.has(m)),
      locked: false,
    });
  }
  const body: AssetsResponse = [...products, ...benchmarks];
  return Promise.resolve(ok(body));
}
