import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { embedOptions, type EmbedOptions } from '../lib/embed-options';

/** The message a framed page sends its parent whenever its height changes (docs/embeds.md "Sizing"). */
export const EMBED_SIZE_MESSAGE = 'portal-embed:size';

/**
 * What an embedded page needs of its frame: the partner's options (`?background=`, `?title=`), a transparent page
 * when asked, and its content height posted to the framing page, so that it can size the iframe to the content (no
 * inner scroll bar). The message carries nothing but the height and the page's path: any origin may receive it.
 */
export function useEmbedFrame(): { options: EmbedOptions; ref: RefObject<HTMLDivElement | null> } {
  const { pathname, search } = useLocation();
  const options = useMemo(() => embedOptions(search), [search]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!options.transparent) return;
    const targets = [document.documentElement, document.body];
    for (const el of targets) el.style.background = 'transparent';
    return () => {
      for (const el of targets) el.style.background = '';
    };
  }, [options.transparent]);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.parent === window) return;
    let last = -1;
    const post = () => {
      const height = Math.ceil(el.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: EMBED_SIZE_MESSAGE, path: pathname, height }, '*');
    };
    post();
    const observer = new ResizeObserver(post);
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [pathname]);

  return { options, ref };
}
