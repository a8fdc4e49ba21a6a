export { FactsheetForPdf } from './components/factsheet-for-pdf';
export { FactsheetPage } from './components/factsheet-page';
