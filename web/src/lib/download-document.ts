import { API } from '@portal/domain';
import type { DocumentReaderQuery } from '@portal/domain';
import { apiClient } from './api';
import { defineEndpoint, type DownloadedFile } from './api-client';
import { saveFile } from './save-file';

/**
 * `GET /api/products/{id}/documents/{docId}/file` (packages/domain/src/contracts/documents.ts): the file of a
 * document, through the API so that the token and the visitor's investor profile go with it (the API client adds the
 * reader's parameters to every product read) and every check of `documentDownloadDecision` applies. `id` is the
 * product the document is stored under; a `lang` given here (the admin console's, the document's own) wins over the
 * page language.
 */
const documentFileEndpoint = defineEndpoint(API.documentFile);

export type DocumentFileParams = { id: string; docId: string } & DocumentReaderQuery;

/** Fetches a document's file and saves it as a download; rejects with the API's `ApiRequestError`. */
export async function downloadDocument(
  input: DocumentFileParams,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const file = await apiClient.request(documentFileEndpoint, input, options);
  saveFile(file);
  return file;
}

/**
 * `GET /api/products/{id}/last-factsheet/file`: the product's last factsheet in the reader's language (else the
 * default one), with the same checks as any document; 404 `api.errors.noFactsheetYet` when there is none.
 */
const lastFactsheetEndpoint = defineEndpoint(API.lastFactsheetFile, {});

/** Fetches the product's last factsheet and saves it as a download. */
export async function downloadLastFactsheet(
  input: { id: string } & DocumentReaderQuery,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const file = await apiClient.request(lastFactsheetEndpoint, input, options);
  saveFile(file);
  return file;
}
