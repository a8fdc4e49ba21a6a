export { tenantPageComponents } from './components/registry';
