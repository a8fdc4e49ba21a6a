import { ANALYSIS_MODES } from '../constants.js';
import { priceSeriesIdFor, type AnalysisMode, type ProductConfig } from '../tenant/product-config.js';
import { canSeeProduct, type AccessContext } from './roles.js';

/*
 * Answers that describe several products (the site state's catalogue, a mode's weighted components) name nothing
 * of the products the caller may not see (issue 24: `/api/site/state` named a hidden series id to guests). One home
 * for the redaction, used by the site state, the product details and the weighted analytics.
 */

/** The ids the caller may not know of: every product it may not see, and each of their price series. */
export function unseenIds(access: AccessContext, catalogue: ReadonlyMap<string, ProductConfig>): Set<string> {
  const unseen = new Set<string>();
  for (const p of catalogue.values()) {
    if (canSeeProduct(access, p)) continue;
    unseen.add(p.productId);
    for (const m of ANALYSIS_MODES) if (p[m]) unseen.add(priceSeriesIdFor(p, m));
  }
  return unseen;
}

type WeightedComponent = NonNullable<AnalysisMode['weightedComponents']>[number];

/**
 * Weighted components with every series id in `unseen` replaced by `redacted-series-<n>` (n counts the redacted
 * ones, in order): names and weights stay, the chart keys stay distinct.
 */
export function redactedComponents<C extends Pick<WeightedComponent, 'seriesId'>>(
  components: readonly C[],
  unseen: ReadonlySet<string>,
): C[] {
  let redacted = 0;
  return components.map((c) =>
    unseen.has(c.seriesId) ? { ...c, seriesId: `${REDACTED_SERIES_PREFIX}${String(++redacted)}` } : c,
  );
}

/** What stands in for a weighted component's series the caller may not know of (contracts/site-state.ts). */
export const REDACTED_SERIES_PREFIX = 'redacted-series-';

/**
 * The products `access` may see, each cut down to name nothing of the products it may not see (contract
 * `siteStateSchema`): a mode's `priceSeriesId`, a benchmark or a weighted component naming such a product or one of
 * its series, a share-class root named after one, a contact photo of one (or of an unknown product). Visible products' own series ids stay:
 * the caller reaches those series through the products anyway.
 */
export function siteStateProducts(
  access: AccessContext,
  catalogue: ReadonlyMap<string, ProductConfig>,
): ProductConfig[] {
  const visible = [...catalogue.values()].filter((p) => canSeeProduct(access, p));
  const unseen = unseenIds(access, catalogue);
  // A root named after an unseen class: the family is still one family, under its first visible member's id.
  const roots = new Map<string, string>();
  for (const p of visible) {
    if (unseen.has(p.productShareClassRoot) && !roots.has(p.productShareClassRoot)) {
      roots.set(p.productShareClassRoot, p.productId);
    }
  }
  const cutMode = (mode: AnalysisMode): AnalysisMode => {
    const { priceSeriesId, ...rest } = mode;
    return {
      ...rest,
      ...(priceSeriesId !== undefined && !unseen.has(priceSeriesId) ? { priceSeriesId } : {}),
      benchmarks: mode.benchmarks.filter((id) => !unseen.has(id)),
      ...(mode.weightedComponents
        ? {
            weightedComponents: redactedComponents(mode.weightedComponents, unseen),
          }
        : {}),
    };
  };
  return visible.map((p) => {
    const out: ProductConfig = {
      ...p,
      productShareClassRoot: roots.get(p.productShareClassRoot) ?? p.productShareClassRoot,
      contacts: p.contacts.map(({ image, ...contact }) =>
        image && catalogue.has(image.productId) && !unseen.has(image.productId)
          ? { ...contact, image }
          : contact,
      ),
    };
    for (const m of ANALYSIS_MODES) {
      const mode = p[m];
      if (mode) out[m] = cutMode(mode);
    }
    return out;
  });
}
