import type { ProductConfig } from '@portal/domain';

/*
 * The products a reader can add to the comparison: the catalogue's listed products (those the reader may open and
 * that are offered to their investor profile), found by name or ISIN as on a fund centre's search.
 */

export type CatalogueProduct = Pick<
  ProductConfig,
  'productId' | 'productName' | 'productColor' | 'isin' | 'shareClass'
>;

export interface ProductChoice {
  value: string;
  label: string;
  /** The share class's ISIN, else the product's; searched too. */
  isin: string | null;
}

/** The catalogue's products not compared yet, in the catalogue's order. */
export function productChoices(
  products: readonly CatalogueProduct[],
  chosen: readonly string[],
): ProductChoice[] {
  const taken = new Set(chosen);
  return products
    .filter((p) => !taken.has(p.productId))
    .map((p) => ({ value: p.productId, label: p.productName, isin: p.shareClass?.isin ?? p.isin ?? null }));
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/** Whether a choice matches the typed text: part of its name (accents and case ignored) or of its ISIN. */
export function matchesSearch(choice: Pick<ProductChoice, 'label' | 'isin'>, search: string): boolean {
  const needle = fold(search);
  if (needle === '') return true;
  return fold(choice.label).includes(needle) || (choice.isin !== null && fold(choice.isin).includes(needle));
}
