/**
 * After the load event, how long a page has to itself before the work it does not need for its first reading starts
 * unasked (the Firebase SDKs, charts further down, the language menu, the notifications host): past the phase a
 * phone spends loading and the visitor spends starting to read.
 */
const PAGE_SETTLED_DELAY_MS = 5_000;

/**
 * Runs `run` once the page has loaded and then had {@link PAGE_SETTLED_DELAY_MS} to itself, when the main thread is
 * idle (at the latest 2 s later): for work the page's first reading does not need. Returns a cancel function.
 */
export function whenPageSettled(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenLoaded = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2_000 });
      else run();
    }, PAGE_SETTLED_DELAY_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    window.removeEventListener('load', whenLoaded);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
