import { RENDERED_PAGE_ELEMENT_ID, type RenderedPageData } from '@portal/domain';
import type { DehydratedState } from '@tanstack/react-query';

/*
 * A page the server rendered (docs/server-pages.md): what it was rendered from. On the server, the page's request
 * gives it (web/src/server/render.tsx installs the reader); in the browser, the page carries it as JSON
 * (`<script type="application/json" id="portal-page">`), so that hydration renders exactly what the server did.
 * The external stores whose value depends on the visitor (the stored investor profile, the site state) answer their
 * `getServerSnapshot` from here; React uses it for the hydrating render and switches to the live value right after.
 */

export interface RenderedPage extends RenderedPageData {
  queries: DehydratedState;
}

let serverReader: (() => RenderedPage | undefined) | null = null;

/** The server entry's reader of the current request's page (an AsyncLocalStorage): set once, on the server only. */
export function installRenderedPageReader(read: () => RenderedPage | undefined): void {
  serverReader = read;
}

let fromDocument: RenderedPage | null | undefined;

function readDocument(): RenderedPage | null {
  if (fromDocument !== undefined) return fromDocument;
  const element = typeof document === 'undefined' ? null : document.getElementById(RENDERED_PAGE_ELEMENT_ID);
  fromDocument = element?.textContent ? (JSON.parse(element.textContent) as RenderedPage) : null;
  return fromDocument;
}

/** The page being rendered on the server, or the one this document was rendered from; null for a client-only page. */
export function renderedPage(): RenderedPage | null {
  if (serverReader) return serverReader() ?? null;
  return readDocument();
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
let serverFetch: Fetch | null = null;

/**
 * The server entry's fetch of the site's own URLs: the API contract's calls run through the API's pipeline in the
 * function's process, as a guest; the tenant's help content comes from the deploy's files.
 */
export function installServerFetch(fetch: Fetch): void {
  serverFetch = fetch;
}

/** `fetch` of a URL of this site: the server's own transport while rendering there, else the browser's. */
export const siteFetch: Fetch = (url, init) => (serverFetch ? serverFetch(url, init) : fetch(url, init));

let serverRedirect: ((to: string) => void) | null = null;

/** The server entry's receiver of a redirect the page decided while rendering (answered as an HTTP redirect). */
export function installServerRedirect(receive: (to: string) => void): void {
  serverRedirect = receive;
}

/** Tells the server that the page being rendered redirects (a no-op in the browser, where `<Navigate>` does it). */
export function redirectOnServer(to: string): void {
  serverRedirect?.(to);
}

type Sanitize = (html: string) => string;
let serverSanitizer: Sanitize | null = null;

/** The function's rich-text sanitiser (the components API's, RICH_TEXT_POLICY): DOMPurify needs a DOM. */
export function installServerRichTextSanitizer(sanitize: Sanitize): void {
  serverSanitizer = sanitize;
}

/** The server's rich-text sanitiser while rendering there; null in the browser. */
export const serverRichTextSanitizer = (): Sanitize | null => serverSanitizer;
