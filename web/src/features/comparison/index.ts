/*
 * The comparison of products (docs/comparison.md): the page, whose state is its URL. The route hands it the reader's
 * catalogue (a feature never imports another: the catalogue is the products feature's).
 */
export { ComparisonPage } from './components/comparison-page';
