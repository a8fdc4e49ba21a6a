import { API } from '@portal/domain';
import { type Language } from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineEndpoint, params } from '../../../lib/api-client';

/** `POST /api/products/{id}/documents` (packages/domain/src/contracts/documents.ts): the file as the raw body. */
const uploadDocumentEndpoint = defineEndpoint(API.uploadDocument, {
  params: params<{
    display_name: string;
    lang: Language;
    /** Empty: a document of the fund (every share class). */
    share_class: string;
    login_required: boolean;
    file_name: string;
  }>(),
});

export interface UploadMetadata {
  displayName: string;
  lang: Language;
  shareClass: string | null;
  loginRequired: boolean;
}

/** Uploads a document to the product; `onProgress` gets the share of the file sent (0 to 1). Resolves to its id. */
export async function uploadDocument(
  productId: string,
  file: File,
  metadata: UploadMetadata,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const { id } = await apiClient.request(
    uploadDocumentEndpoint,
    {
      id: productId,
      display_name: metadata.displayName,
      lang: metadata.lang,
      share_class: metadata.shareClass ?? '',
      login_required: metadata.loginRequired,
      file_name: file.name,
      body: file,
    },
    {
      onUploadProgress: (sent, total) => {
        onProgress(Math.min(1, sent / (total || file.size || 1)));
      },
    },
  );
  return id;
}
