import type { ProductConfig } from '@portal/domain';

/** Lower-case without accents, so "credit suisse" finds "Crédit Suisse". */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

type Searchable = Pick<
  ProductConfig,
  'productId' | 'productName' | 'productShortName' | 'isin' | 'shareClass'
>;

/**
 * Admin → Products search: products whose name, short name, ISIN (the product's or its share class's) or id
 * contains every word of the query, in any order.
 */
export function filterAdminProducts<T extends Searchable>(products: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...products];
  return products.filter((p) => {
    const haystack = fold(
      [p.productName, p.productShortName, p.isin, p.shareClass?.isin, p.productId].filter(Boolean).join(' '),
    );
    return words.every((w) => haystack.includes(w));
  });
}
