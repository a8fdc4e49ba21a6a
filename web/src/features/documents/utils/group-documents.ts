import { documentFileTypeOf, type ReaderDocument } from '@portal/domain';

export interface DocumentGroups {
  /** Documents for this share class only (`shareClass` = the page's product), its own and its siblings'. */
  shareClass: ReaderDocument[];
  /** Documents of the fund, for every share class (`shareClass` null). */
  fund: ReaderDocument[];
}

/**
 * The documents page's two groups (docs/documents.md "Share classes"), each in the API's order. The API lists only
 * documents of one of these kinds; anything else (a newer API's kind) is left out rather than shown in a wrong group.
 */
export function groupDocuments(productId: string, documents: readonly ReaderDocument[]): DocumentGroups {
  return {
    shareClass: documents.filter((d) => d.shareClass === productId),
    fund: documents.filter((d) => d.shareClass === null),
  };
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'text/csv': 'CSV',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

/**
 * What kind of file a reader gets, in a word (`PDF`, `Excel`): from the accepted types of the contract
 * (`DOCUMENT_FILE_TYPES`), by the file's name, else its content type; the upper-case extension for anything else.
 */
export function fileTypeLabel(fileName: string, contentType: string): string {
  const type = documentFileTypeOf(fileName)?.contentType ?? contentType;
  const label = TYPE_LABELS[type];
  if (label) return label;
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toUpperCase();
}
