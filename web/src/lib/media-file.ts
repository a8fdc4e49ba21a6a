import { SITE_CALLS } from '@portal/domain';
import { apiClient } from './api';
import { defineEndpoint } from './api-client';

/* Reading a product's media (the overview's images, contact photos); uploading is ./media-upload.ts, admins' code. */

const fileEndpoint = defineEndpoint(SITE_CALLS.media);

/**
 * The file of a media (GET /api/products/{id}/media/{mediaId}), fetched with the caller's token and (added by the API
 * client, as to every product read) language and investor profile: an <img> could send neither.
 */
export async function fetchMedia(productId: string, mediaId: string, signal: AbortSignal): Promise<Blob> {
  const file = await apiClient.request(fileEndpoint, { id: productId, mediaId }, { signal });
  return file.blob;
}
