import { PDF_RENDERER_TOKEN_PARAM } from '@portal/domain';
import { logger } from './logger';

/*
 * Custom-token sign-in for the factsheet PDF renderer (seed 000 §4 step 1). The renderer opens
 * `/products/{id}/factsheet-for-pdf-generation?token=<custom token>`. This module runs when it is first imported
 * (lib/firebase.ts imports it before creating Auth, before React and the router start), so the token leaves the URL
 * synchronously, before any await, and never reaches history, logs, Referer headers or screenshots. A `token` on
 * any other route is stripped the same way and ignored; on a page the server rendered (never the PDF renderer's),
 * web/public/startup.js strips it before the page's body is even parsed. Lifetimes: packages/domain/src/access/README.md.
 */

const CUSTOM_TOKEN_PARAM = PDF_RENDERER_TOKEN_PARAM;

/** `/products/{id}/factsheet-for-pdf-generation`, with an optional `/{lang}` prefix (langInUrl tenants). */
const PDF_ROUTE = /^(?:\/[a-z]{2})?\/products\/[^/]+\/factsheet-for-pdf-generation\/?$/;

export const isPdfRendererPath = (pathname: string): boolean => PDF_ROUTE.test(pathname);

/**
 * Removes `token` from the current URL (history.replaceState, synchronous) and returns it when the page is the PDF
 * renderer's; `null` otherwise.
 */
export function takeCustomTokenFromUrl(location: Location, history: History): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(CUSTOM_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(CUSTOM_TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token !== '' && isPdfRendererPath(url.pathname) ? token : null;
}

/** The token of this page load, taken from the URL at start-up. */
export const pdfRendererToken: string | null =
  typeof window === 'undefined' ? null : takeCustomTokenFromUrl(window.location, window.history);

type SignInState = 'none' | 'pending' | 'done' | 'failed';
let state: SignInState = pdfRendererToken ? 'pending' : 'none';
let started = false;
const listeners = new Set<() => void>();

/**
 * Exchanges the token once. Auth was created with in-memory persistence for such a page load (lib/firebase.ts), so
 * the session never reaches browser storage and ends with the tab; a failure leaves the page signed out (guest).
 */
export function startCustomTokenSignIn(signIn: (token: string) => Promise<void>): void {
  if (started || !pdfRendererToken) return;
  started = true;
  signIn(pdfRendererToken).then(
    () => {
      state = 'done';
      for (const l of listeners) l();
    },
    (error: unknown) => {
      logger.error('Custom-token sign-in failed', { error });
      state = 'failed';
      for (const l of listeners) l();
    },
  );
}

/** For `useSyncExternalStore`: whether the custom-token sign-in of this page load is still running. */
export const customTokenSignIn = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SignInState => state,
  /** The PDF renderer's page is never rendered on the server. */
  getServerSnapshot: (): SignInState => 'none',
};
