export { ProductComponents } from './components/product-components';
