export { CsvErrorTable } from './csv-error-table';
export type { CsvErrorTableProps } from './csv-error-table';
export { CsvImportChecking, CsvImportConfirmStep, CsvImportPanel } from './csv-import-panel';
export type {
  CsvFilePicker,
  CsvImportAction,
  CsvImportConfirm,
  CsvImportPanelProps,
} from './csv-import-panel';
