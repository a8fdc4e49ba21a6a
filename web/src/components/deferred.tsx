import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenPageSettled } from '../lib/page-settled';

/**
 * Renders `children` (a chart: scales, paths, an animated element per point; a phone spends up to a second on one)
 * only when their place comes near the screen, or once the page has settled: a visitor's page load and first reading
 * are not held up by charts further down. Until then, and on the server, an empty box that fills its parent: place
 * this inside a box of the chart's size, so that nothing moves when the chart arrives. The render itself is a
 * transition, which React may interrupt for the visitor's input.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const show = () => {
      startTransition(() => {
        setShown(true);
      });
    };
    const near =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) show();
            },
            // Within half a screen: drawn by the time it scrolls in.
            { rootMargin: '50% 0px' },
          );
    near?.observe(element);
    const cancel = whenPageSettled(show);
    return () => {
      near?.disconnect();
      cancel();
    };
  }, []);
  if (shown) return children;
  return <div ref={place} style={{ width: '100%', height: '100%' }} />;
}
