import {
  checkDocumentFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  documentFileTypeOf,
  type DocumentFileProblem,
} from '@portal/domain';

/** How many first bytes the browser reads to check a file's type: what the server's text check looks at too. */
export const HEAD_BYTES = 65_536;

/**
 * The server's file check (`checkDocumentFile`: type by extension, proven by the first bytes; not empty; at most
 * `DOCUMENT_LIMITS.maxBytes`), on the file's first {@link HEAD_BYTES} and its size: a 30 MB file is not read into
 * memory to learn that it is a PDF.
 */
export function checkUploadFile(
  fileName: string,
  size: number,
  head: Uint8Array,
): { ok: true; warnLarge: boolean } | { ok: false; problem: DocumentFileProblem } {
  if (size > DOCUMENT_LIMITS.maxBytes) return { ok: false, problem: 'tooLarge' };
  const checked = checkDocumentFile(fileName, size === 0 ? new Uint8Array(0) : head);
  if (!checked.ok) return checked;
  return { ok: true, warnLarge: size > DOCUMENT_LIMITS.warnBytes };
}

/**
 * The drop zone's `accept` (react-dropzone: content type → extensions) built from `DOCUMENT_ACCEPT`. The browser
 * accepts a file whose extension OR reported type is listed (a CSV that Windows reports as Excel is accepted by its
 * extension); the content check above decides in the end.
 */
export function dropzoneAccept(): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const extension of DOCUMENT_ACCEPT) {
    const type = documentFileTypeOf(extension);
    if (type) accept[type.contentType] = [...(accept[type.contentType] ?? []), extension];
  }
  return accept;
}

/** react-dropzone's rejection codes as the contract's file problems (the first that applies). */
export function rejectionProblem(codes: readonly string[]): DocumentFileProblem | 'tooMany' {
  if (codes.includes('too-many-files')) return 'tooMany';
  if (codes.includes('file-too-large')) return 'tooLarge';
  if (codes.includes('file-too-small')) return 'empty';
  return 'unsupportedType';
}

/** The display name an upload starts with: the file name without its extension ("Factsheet 2026-03.pdf"). */
export function displayNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  return base.trim().slice(0, 200);
}
