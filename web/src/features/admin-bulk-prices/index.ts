export { BulkPriceUpdatePage } from './components/bulk-price-update-page';
