/*
 * The embeddable pages (`/products/{productId}/embedded/{page}`, docs/embeds.md) are framed by other sites, which
 * tune them with query parameters. Read once at start-up (the language) and by the embed frame (the rest).
 */

/** `/products/x/embedded/live-perf-graph`, also behind a `/:lang` prefix (`langInUrl`). */
const EMBEDDED_PATH = /^(?:\/[a-z]{2})?\/products\/[^/]+\/embedded\/[^/]+\/?$/;

export const isEmbeddedPath = (pathname: string): boolean => EMBEDDED_PATH.test(pathname);

export interface EmbedOptions {
  /** `?lang=de`: the language to show, before the visitor's own (ignored when the site does not offer it). */
  lang: string | null;
  /** `?background=transparent`: no page background, so the partner's page shows through (default white). */
  transparent: boolean;
  /** `?title=false`: without the page's title line (the partner's page has its own heading). */
  showTitle: boolean;
}

const NO = new Set(['false', '0', 'no', 'off']);

export function embedOptions(search: string): EmbedOptions {
  const query = new URLSearchParams(search);
  const title = query.get('title');
  const lang = query.get('lang')?.trim().toLowerCase();
  return {
    lang: lang === undefined || lang === '' ? null : lang,
    transparent: query.get('background')?.trim().toLowerCase() === 'transparent',
    showTitle: title === null || !NO.has(title.trim().toLowerCase()),
  };
}

/** The language an embedded page is forced into by its `?lang=` (`null` on other pages: the site's rules apply). */
export function forcedEmbedLanguage(location: { pathname: string; search: string }): string | null {
  return isEmbeddedPath(location.pathname) ? embedOptions(location.search).lang : null;
}
