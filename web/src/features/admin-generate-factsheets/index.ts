export { GenerateFactsheetsPage } from './components/generate-factsheets-page';
