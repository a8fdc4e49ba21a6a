export { DocumentsPage } from './components/documents-page';
export { DownloadDocumentPage } from './components/download-document-page';
