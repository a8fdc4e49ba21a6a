import type { PartialInvestorProfile } from '../access/investor-profile.js';
import type { SiteState } from '../contracts/site-state.js';
import type { Language } from '../constants.js';

/*
 * The contract between the `site` function and the web app's server build (docs/server-pages.md): the function
 * gathers what a visitor's request says (language, stated investor profile, the site state the API gives them) and
 * the server build renders the page with the app's own components (web/src/server/entry.tsx).
 */

/** What a server-rendered page was rendered from; the page carries it as JSON so that hydration renders the same. */
export interface RenderedPageData {
  language: Language;
  /** The investor profile the request stated (the `__session` cookie), as the stored profile's codes. */
  profile: PartialInvestorProfile;
  /** The site state a guest with that profile gets from the API. */
  siteState: SiteState;
  /** The API answers the page's components asked for (TanStack Query's dehydrated cache). */
  queries: unknown;
  /**
   * Where the page was rendered when that is not the requested address (path and query): the route guard's
   * investor-profile step, rendered in place of the page it guards for a visitor without a profile. The browser
   * shows this address before it hydrates, as the app would have navigated there.
   */
  path?: string;
}

/** The element of the page that holds `RenderedPageData` (`<script type="application/json">`). */
export const RENDERED_PAGE_ELEMENT_ID = 'portal-page';

export interface ServerPageRequest {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  language: Language;
  profile: PartialInvestorProfile;
  siteState: SiteState;
}

export type ServerPageResult =
  /**
   * The HTML of `#root`, what it was rendered from, and the colour scheme its styles assume (Mantine's
   * `data-mantine-color-scheme` of `<html>`, which the app sets only once it runs).
   */
  | { kind: 'page'; html: string; page: RenderedPageData; colorScheme: 'light' | 'dark' }
  /** The router answered with a redirect. */
  | { kind: 'redirect'; location: string };

/** `fetch` of the site's own URLs on the server: `/api/...` in the function's process as a guest, the tenant's files. */
export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRenderer {
  render: (request: ServerPageRequest) => Promise<ServerPageResult>;
}

/**
 * What the function lends the server build: its fetch of the site's own URLs, and its rich-text sanitiser (the one the
 * components API writes with, RICH_TEXT_POLICY), where the browser uses DOMPurify, which needs a DOM.
 */
export interface ServerServices {
  fetch: ServerFetch;
  sanitizeRichText: (html: string) => string;
}

/** The server build's entry module (`entry.mjs`). */
export interface ServerBuildEntry {
  createPageRenderer: (tenant: unknown, services: ServerServices) => Promise<PageRenderer>;
}

/** JSON safe inside `<script type="application/json">`: no `</script>`, no `<!--`, no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
