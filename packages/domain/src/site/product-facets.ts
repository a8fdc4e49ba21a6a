import type { ProductConfig } from '../tenant/product-config.js';

/*
 * The home page's product filters (issue 28, docs/comparison.md "Finding products"): what a product is, as facets a
 * visitor narrows the list by, with the number of products each value would leave. One home for the web's filter bar,
 * its URL and the server's render of a filtered home page.
 */

/** The facets, in the filter bar's order; each is also its URL parameter (a comma list of values). */
export const PRODUCT_FACETS = ['currency', 'type', 'assetClass', 'family', 'distribution'] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** The URL parameter of the text search. */
export const PRODUCT_SEARCH_PARAM = 'q';

/**
 * What the facets read of a product: its configuration, and the asset class its latest holdings make it (the site
 * state's `assetClasses`, holdings/dominant-asset-class.ts; absent for a product without holdings).
 */
export type Faceted = Pick<
  ProductConfig,
  'currency' | 'productType' | 'productShareClassRoot' | 'shareClass'
> & {
  assetClass?: string | null;
};

/** A product's value of a facet; `null` where not stated (a class without a distribution policy). */
export function facetValueOf(product: Faceted, facet: ProductFacet): string | null {
  switch (facet) {
    case 'currency':
      return product.currency;
    case 'type':
      return product.productType;
    case 'assetClass':
      return product.assetClass ?? null;
    case 'family':
      return product.productShareClassRoot;
    case 'distribution':
      return product.shareClass?.distributionPolicy ?? null;
  }
}

/** The values chosen per facet (none or an empty list: the facet does not filter). */
export type FacetSelection = Partial<Record<ProductFacet, readonly string[]>>;

/** Whether a product has one of the chosen values of every facet (but `except`, for that facet's own counts). */
export function matchesFacets(product: Faceted, selection: FacetSelection, except?: ProductFacet): boolean {
  return PRODUCT_FACETS.every((facet) => {
    const chosen = selection[facet];
    if (facet === except || !chosen || chosen.length === 0) return true;
    const value = facetValueOf(product, facet);
    return value !== null && chosen.includes(value);
  });
}

export interface FacetValueCount {
  value: string;
  /** Products with this value among those the other facets leave: what choosing it would show (or add). */
  count: number;
}

/**
 * Every value of every facet among `products`, with its count over the products matching the other facets' choices
 * (the usual faceted search: a facet's own choice never hides its other values). Values in first-seen order; a chosen
 * value stays listed with 0 when nothing matches it any more.
 */
export function facetCounts(
  products: readonly Faceted[],
  selection: FacetSelection,
): Record<ProductFacet, FacetValueCount[]> {
  const out = {} as Record<ProductFacet, FacetValueCount[]>;
  for (const facet of PRODUCT_FACETS) {
    const counts = new Map<string, number>();
    for (const p of products) {
      const value = facetValueOf(p, facet);
      if (value === null) continue;
      if (!counts.has(value)) counts.set(value, 0);
      if (matchesFacets(p, selection, facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const chosen of selection[facet] ?? []) if (!counts.has(chosen)) counts.set(chosen, 0);
    out[facet] = [...counts].map(([value, count]) => ({ value, count }));
  }
  return out;
}

/** The selection a URL states (unknown parameters ignored, empty values dropped, each value once). */
export function facetSelectionOf(params: URLSearchParams): FacetSelection {
  const selection: FacetSelection = {};
  for (const facet of PRODUCT_FACETS) {
    const values = [
      ...new Set(
        (params.get(facet) ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > 0) selection[facet] = values;
  }
  return selection;
}

/** Writes a facet's choice into URL parameters (removing the parameter when nothing is chosen); other ones kept. */
export function withFacet(
  params: URLSearchParams,
  facet: ProductFacet,
  values: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (values.length === 0) next.delete(facet);
  else next.set(facet, values.join(','));
  return next;
}

/** Whether any facet filters. */
export const filtersActive = (selection: FacetSelection): boolean =>
  PRODUCT_FACETS.some((facet) => (selection[facet]?.length ?? 0) > 0);
