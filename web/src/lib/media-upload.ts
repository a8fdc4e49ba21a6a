import { API, MEDIA_HEAD_BYTES, type MediaUploadResponse } from '@portal/domain';
import { apiClient } from './api';
import { defineEndpoint } from './api-client';

/*
 * The product media API (packages/domain/src/contracts/media.ts): images and videos of a product (generic components,
 * the overview header's background image, contact photos) go up through the api function and come back through it
 * with the reader's token, never from Storage (./media-file.ts). The upload field is components/media-upload-field.tsx.
 */

const uploadEndpoint = defineEndpoint(API.uploadMedia);

/** The first bytes of a picked file, for `checkPickedMedia` (empty if the browser cannot read it). */
export async function readMediaHead(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, MEDIA_HEAD_BYTES).arrayBuffer());
  } catch {
    return new Uint8Array(0);
  }
}

/**
 * Uploads an image or video to the product (POST /api/products/{id}/media, its admins only); `onProgress` gets the
 * share sent (0 to 1). The answer names the stored file: keep `productId` and `mediaId` in the record that shows it.
 */
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
