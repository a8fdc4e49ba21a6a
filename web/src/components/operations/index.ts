export { OperationHistory } from './operation-history';
export { OperationError, OperationProgress, OperationStatusBadge } from './operation-history';
export { FileIssueTable } from './file-issue-table';
