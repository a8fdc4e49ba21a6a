import type { ComparedProduct } from '@portal/domain';

/*
 * The products' own details (fees, legal form, domicile, ...) come as free key/value rows in the reader's language,
 * each product with its own set and order. Side by side they are matched by their key's text: a row per key any
 * product has, in the order the keys are first met, each product's value where it states one.
 */

export interface DetailRow {
  /** The key as the first product stating it words it. */
  key: string;
  /** One per product, in the products' order; `null` where the product does not state it. */
  values: (string | null)[];
}

/** The text a key is matched by: case, surrounding and repeated spaces do not make two keys different. */
const matchKey = (key: string) => key.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The union of the products' detail rows. A product stating one key twice keeps both values, joined, rather than
 * losing one.
 */
export function detailRows(products: readonly Pick<ComparedProduct, 'keyFacts'>[]): DetailRow[] {
  const rows = new Map<string, DetailRow>();
  products.forEach((product, index) => {
    for (const { key, value } of product.keyFacts.details) {
      const match = matchKey(key);
      if (match === '') continue;
      let row = rows.get(match);
      if (!row) {
        row = { key: key.trim(), values: products.map(() => null) };
        rows.set(match, row);
      }
      const before = row.values[index];
      row.values[index] = before === null || before === undefined ? value : `${before}; ${value}`;
    }
  });
  return [...rows.values()];
}
