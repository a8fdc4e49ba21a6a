export { ProductPage as AdminProductPage } from './components/product-page';
export { ProductsPage as AdminProductsPage } from './components/products-page';
