export { BulkComponentsPage } from './components/bulk-components-page';
