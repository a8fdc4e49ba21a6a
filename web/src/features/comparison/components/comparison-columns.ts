import type { ComparedProduct } from '@portal/domain';

/** A compared product as every part of the page shows it: its column, in request order, in its one colour. */
export interface ComparedColumn {
  product: ComparedProduct;
  color: string;
}
