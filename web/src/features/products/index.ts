export { useOverviewContent } from './api/get-overview';
export { useKeyNumbers } from './api/get-key-numbers';
export { useCatalogue, useProduct } from './api/get-products';
export { ProductOverview } from './components/product-overview';
export { ProductsNav } from './components/products-nav';
