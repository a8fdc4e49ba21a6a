export { OperationHistory } from './operation-history';
export { OperationError, OperationProgress, OperationStatusBadge } from './operation-history';
