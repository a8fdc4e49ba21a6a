export { FactsheetPages } from './components/factsheet-pages';
