import type { ProductConfig } from '@portal/domain';

/** A product as the roles tab offers it for a role's product access: its id and name. */
export type CatalogueProduct = Pick<ProductConfig, 'productId' | 'productName'>;
