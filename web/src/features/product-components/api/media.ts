import {
  mediaUploadResponseSchema,
  type DocumentReaderQuery,
  type MediaUploadResponse,
} from '@portal/domain';
import { apiClient } from '../../../lib/api';
import { defineFileEndpoint, defineUploadEndpoint, params } from '../../../lib/api-client';

/* The product media API (packages/domain/src/contracts/media.ts). */

const uploadEndpoint = defineUploadEndpoint({
  path: '/api/products/{id}/media',
  params: params<{ file_name: string }>(),
  response: mediaUploadResponseSchema,
});

const fileEndpoint = defineFileEndpoint({
  path: '/api/products/{id}/media/{mediaId}',
  params: params<DocumentReaderQuery>(),
});

/** Uploads an image or video to the product; `onProgress` gets the share sent (0 to 1). */
export async function uploadMedia(
  productId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<MediaUploadResponse> {
  return apiClient.request(
    uploadEndpoint,
    { id: productId, file_name: file.name, body: file },
    {
      onUploadProgress: (sent, total) => {
        onProgress(Math.min(1, sent / (total || file.size || 1)));
      },
    },
  );
}

/** The file of a media, fetched with the caller's token and investor profile (an <img> could send neither). */
export async function fetchMedia(
  productId: string,
  mediaId: string,
  query: DocumentReaderQuery,
  signal: AbortSignal,
): Promise<Blob> {
  const file = await apiClient.request(fileEndpoint, { id: productId, mediaId, ...query }, { signal });
  return file.blob;
}
