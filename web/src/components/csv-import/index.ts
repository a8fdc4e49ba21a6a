export { CsvImportChecking, CsvImportPanel } from './csv-import-panel';
export type {
  CsvFilePicker,
  CsvImportAction,
  CsvImportConfirm,
  CsvImportPanelProps,
} from './csv-import-panel';
