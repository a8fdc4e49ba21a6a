import type { AccessContext, ProductConfig } from '@portal/domain';

/**
 * What a section of a product's pages is drawn for: the product, the catalogue it comes from (the share classes of
 * its fund are the catalogue's products with the same root) and what the reader may see and do.
 */
export interface ProductSectionProps {
  product: ProductConfig;
  products: readonly ProductConfig[];
  access: AccessContext;
}
