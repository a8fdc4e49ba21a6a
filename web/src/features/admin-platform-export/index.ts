export { ExportPage } from './components/export-page';
