import { FACTSHEET_HEADER_SIZE, type FileRef, type MediaUploadResponse } from '@portal/domain';

/** Image types a factsheet can draw (the PDF embeds PNG and JPEG only). */
export const FACTSHEET_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * Seed 000 §3/§9: the header background image is exactly 794 x 150 px (A4 width at 96 dpi); null when it is, else
 * the size found (for the message).
 */
export function headerImageSizeProblem(size: { width: number; height: number }): string | null {
  return size.width === FACTSHEET_HEADER_SIZE.width && size.height === FACTSHEET_HEADER_SIZE.height
    ? null
    : `${String(size.width)} × ${String(size.height)}`;
}

/** The file-store reference of an uploaded media (the media API keeps it under `media/{productId}/{mediaId}/`). */
export function fileRefOfMedia(media: MediaUploadResponse): FileRef {
  return {
    path: `media/${media.productId}/${media.mediaId}/${media.fileName}`,
    name: media.fileName,
    contentType: media.contentType,
    size: media.size,
  };
}
