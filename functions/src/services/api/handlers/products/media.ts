import { API, isSignedIn, type MediaFileProblem } from '@portal/domain';
import { requireMedia } from '../../access.js';
import { isMediaFileOf, MediaRejected, readMedia, uploadMedia } from '../../../media/media.js';
import { administeredProduct } from '../../administered-product.js';
import type { HandlerContext, EntryContext } from '../../context.js';
import { ApiHttpError, created, fileReply, type ApiReply } from '../../http.js';

/*
 * The product media API (contract: packages/domain/src/contracts/media.ts; decisions: docs/components.md):
 *   POST /products/{id}/media?file_name=...   the file as the raw body            product admins
 *   GET  /products/{id}/media/{mediaId}       the file, inline, long-cached       whoever may read the product
 */

const PROBLEMS: Record<
  MediaFileProblem,
  { code: 'bad-request' | 'payload-too-large' | 'unsupported-media-type'; messageKey: string }
> = {
  empty: { code: 'bad-request', messageKey: 'api.errors.documentFileEmpty' },
  tooLarge: { code: 'payload-too-large', messageKey: 'api.errors.mediaTooLarge' },
  unsupportedType: { code: 'unsupported-media-type', messageKey: 'api.errors.mediaType' },
  contentMismatch: { code: 'unsupported-media-type', messageKey: 'api.errors.documentFileContent' },
};

/** Media ids never change content: a browser may keep them; a shared cache for a day (a product hidden later). */
const MEDIA_CACHE = {
  guest: 'public, max-age=86400, s-maxage=86400',
  private: 'private, max-age=31536000, immutable',
} as const;

/** POST /products/{id}/media?file_name: stores an image or video of the product. */
export async function postMedia(c: EntryContext<typeof API.uploadMedia>): Promise<ApiReply> {
  const product = administeredProduct(c, 'uploading media');
  const { file_name } = c.query;
  try {
    const body = await uploadMedia(
      {
        db: c.db,
        files: c.files,
        log: c.log,
        productId: product.productId,
        uid: c.caller.uid ?? '',
        now: new Date(),
      },
      file_name,
      c.contentType,
      c.rawBody ?? new Uint8Array(0),
    );
    return created(body);
  } catch (error) {
    if (!(error instanceof MediaRejected)) throw error;
    const { code, messageKey } = PROBLEMS[error.problem];
    throw new ApiHttpError(code, `the file is refused: ${error.problem}`, {
      messageKey,
      details: { problem: error.problem },
    });
  }
}

/**
 * GET /products/{id}/media/{mediaId}: the file, once the caller may read the product (hidden products, roles,
 * login, investor profile: the documents list's decision). Unknown and refused-as-hidden look alike.
 */
export async function getMedia(c: HandlerContext): Promise<ApiReply> {
  const productId = requireMedia(c).productId;
  const mediaId = c.params.mediaId ?? '';
  const media = await readMedia(c.db, c.log, productId, mediaId);
  if (!media || !isMediaFileOf(productId, media.file.path)) {
    throw new ApiHttpError('not-found', 'no such media', { messageKey: 'api.errors.mediaNotFound' });
  }
  const bytes = await c.files.read(media.file.path);
  if (!bytes) {
    c.log.error('the file of a media record is missing from the store', { productId, mediaId });
    throw new ApiHttpError('not-found', 'no such media', { messageKey: 'api.errors.mediaNotFound' });
  }
  return fileReply({
    bytes,
    contentType: media.file.contentType ?? 'application/octet-stream',
    fileName: media.file.name,
    inline: { cacheControl: isSignedIn(c.access.roles) ? MEDIA_CACHE.private : MEDIA_CACHE.guest },
  });
}
