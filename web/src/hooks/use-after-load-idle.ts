import { useEffect, useState } from 'react';

/** True a moment after the page has loaded, when the main thread is idle (the page's own content goes first). */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenLoaded = () => {
      timer = setTimeout(() => {
        const done = () => {
          setReady(true);
        };
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(done, { timeout: 2_000 });
        else done();
      }, 1_000);
    };
    if (document.readyState === 'complete') whenLoaded();
    else window.addEventListener('load', whenLoaded, { once: true });
    return () => {
      window.removeEventListener('load', whenLoaded);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}
