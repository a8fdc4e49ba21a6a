import {
  API,
  readGate,
  redactedComponents,
  shareClassInfoOf,
  unseenIds,
  usableModes,
  type AnalysisMode,
  type ModeDetails,
  type ProductConfig,
  type ProductDetailsResponse,
} from '@portal/domain';
import { requireMode } from '../../access.js';
import type { EntryContext } from '../../context.js';
import { ok, type ApiReply } from '../../http.js';
import { benchmarksOfModes } from './product-benchmarks.js';
import { resolveBenchmark } from '../../../analytics/series-data.js';

function modeDetails(mode: AnalysisMode, unseen: ReadonlySet<string>): ModeDetails {
  return {
    mode: mode.mode,
    updateFrequency: mode.updateFrequency,
    tabmenuText: mode.tabmenuText ?? null,
    genericCardsToShow: mode.genericCardsToShow,
    perfStats: mode.perfStats,
    zoomButtons: mode.zoomButtons,
    events: mode.events,
    allowLogScale: mode.allowLogScale,
    defaultLogScale: mode.defaultLogScale,
    allowLiveComparison: mode.allowLiveComparison,
    benchmarks: mode.benchmarks,
    // A component may be a product the caller may not see: named, weighted, its id left out (issue 24).
    weightedComponents: redactedComponents(
      (mode.weightedComponents ?? []).map((w) => ({ seriesId: w.seriesId, name: w.name, weight: w.weight })),
      unseen,
    ),
  };
}

/**
 * GET /products/{id}/details: the configuration the analysis page needs, never more. Modes the caller may not open
 * (internal for everyone but the product's admins, role-restricted tabs) are left out of `modes`; asking for one
 * directly is the policy's 401/403/404. Sibling share classes are listed when the caller may read them.
 */
export function getProductDetails(c: EntryContext<typeof API.productDetails>): Promise<ApiReply> {
  const q = c.query;
  const { product, mode } = requireMode(c, q.mode);
  const benchmarkConfig = resolveBenchmark(c.config, [mode], q.benchmark_symbol);
  const defaultId = mode.benchmarks.find((id) => c.config.benchmarks.has(id));
  const benchmarkId = benchmarkConfig?.id ?? defaultId;
  const benchmark = benchmarksOfModes(c.config, [mode]).find((b) => b.id_ === benchmarkId) ?? null;
  const siblings: ProductConfig[] = [...c.config.products.values()].filter(
    (p) =>
      p.productShareClassRoot === product.productShareClassRoot &&
      readGate(c.reader, { kind: 'product', product: p }).kind === 'allow',
  );
  const unseen = unseenIds(c.access, c.config.products);
  const body: ProductDetailsResponse = {
    productId: product.productId,
    productName: product.productName,
    productShortName: product.productShortName ?? null,
    productType: product.productType,
    productColor: product.productColor,
    colorScheme: product.colorScheme ?? [],
    currency: product.currency,
    inceptionDate: product.inceptionDate,
    isin: product.shareClass?.isin ?? product.isin ?? null,
    oldDataEndDate: product.oldDataEndDate ?? null,
    lockedBehindLogin: product.lockedBehindLogin,
    productShareClassRoot: product.productShareClassRoot,
    isDefaultShareClass: product.isDefaultShareClass,
    shareClass: product.shareClass ? shareClassInfoOf(product.shareClass) : null,
    shareClasses: siblings.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      class: p.shareClass?.class ?? null,
      currency: p.currency,
      isDefaultShareClass: p.isDefaultShareClass,
    })),
    mode: mode.mode,
    modes: usableModes(c.access, product, c.config.products).map((m) => modeDetails(m, unseen)),
    benchmark,
  };
  return Promise.resolve(ok(body));
}
