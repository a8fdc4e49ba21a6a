import { useEffect, useState } from 'react';
import { logger } from './logger';
import { fetchMedia } from './media-file';
import { useReaderQuery } from './reader-query';

export type MediaUrlState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/** A stored media: the product it was uploaded to and its id (as `MediaUploadResponse` and `ComponentMedia` name it). */
export interface MediaRef {
  productId: string;
  mediaId: string;
}

/**
 * An object URL of a product's image or video (a component's, a contact photo), fetched through the media API with
 * the reader's token, language and (for a visitor) investor profile, so hidden, login-only and profile-restricted
 * products stay closed.
 */
export function useMediaUrl(media: MediaRef | null | undefined): MediaUrlState {
  // The API client sends the reader's language and profile; a change of either fetches the media again.
  const query = useReaderQuery();
  const [state, setState] = useState<{ key: string; value: MediaUrlState } | null>(null);
  const key = media ? `${media.productId}/${media.mediaId}` : '';
  useEffect(() => {
    if (!media) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchMedia(media.productId, media.mediaId, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ key, value: { status: 'ready', url } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('A product media could not be loaded', { key, error });
        setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `media` is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, query]);
  return state?.key === key ? state.value : { status: 'loading' };
}
