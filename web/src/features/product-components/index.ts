export { ProductComponents, type ComponentChange } from './components/product-components';
