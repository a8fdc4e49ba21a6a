export { HoldingOverridePage } from './components/holding-override-page';
