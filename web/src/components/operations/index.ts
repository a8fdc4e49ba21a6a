export { OperationHistory } from './operation-history';
