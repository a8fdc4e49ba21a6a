import { FALLBACK_LANGUAGE, type ComponentMedia } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredInvestorProfile } from '../../../lib/investor-profile';
import { isLanguage } from '../../../lib/language';
import { logger } from '../../../lib/logger';
import { fetchMedia } from '../api/media';

export type MediaUrlState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * An object URL of a component's image or video, fetched through the media API with the reader's token, language
 * and (for a visitor) investor profile, so hidden, login-only and profile-restricted products stay closed.
 */
export function useMediaUrl(media: ComponentMedia | undefined): MediaUrlState {
  const { i18n } = useTranslation();
  const stored = useStoredInvestorProfile();
  const lang = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const [state, setState] = useState<{ key: string; value: MediaUrlState } | null>(null);
  const key = media ? `${media.productId}/${media.mediaId}` : '';
  useEffect(() => {
    if (!media) return undefined;
    const controller = new AbortController();
    let url: string | null = null;
    fetchMedia(
      media.productId,
      media.mediaId,
      { lang, investor_profile: stored.type, country: stored.country },
      controller.signal,
    ).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ key, value: { status: 'ready', url } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('A component media could not be loaded', { key, error });
        setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `media` is named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang, stored.type, stored.country]);
  return state?.key === key ? state.value : { status: 'loading' };
}
