import { SITE_CALLS } from '@portal/domain';
import { siteStateSchema, type SiteState } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { defineEndpoint } from './api-client';
import { apiClient } from './api';
import { logger } from './logger';
import { renderedPage } from './rendered-page';

/** `GET /api/site/state` (packages/domain/src/contracts/site-state.ts). */
const siteStateEndpoint = defineEndpoint(SITE_CALLS.siteState);

export type SiteStateResult =
  { status: 'loading' } | { status: 'success'; data: SiteState } | { status: 'error' };

let state: SiteStateResult = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();

function settle(next: SiteStateResult) {
  state = next;
  for (const listener of listeners) listener();
}

/** The request index.html starts before any script loads (`window.__siteState`): JSON, or null when it failed. */
function earlyAnswer(): Promise<unknown> {
  const early = (window as { __siteState?: Promise<unknown> }).__siteState;
  return early ?? Promise.resolve(null);
}

/**
 * Reads the site state (index.html's early request, else the API). main.tsx calls it before the first render, so the
 * answer, usually there already, is settled by then and the first render shows the page instead of a loader; a
 * component's subscription starts it too.
 */
export function startSiteState(): void {
  if (started) return;
  started = true;
  void earlyAnswer()
    .then((json) => {
      const parsed = json === null ? null : siteStateSchema.safeParse(json);
      if (parsed?.success) return parsed.data;
      if (parsed)
        logger.warn('site state from the page load is invalid; asking again', {
          issues: parsed.error.message,
        });
      // The API client retries network errors and validates the answer (seed 000 §7).
      return apiClient.request(siteStateEndpoint, {});
    })
    .then(
      (data) => {
        settle({ status: 'success', data });
      },
      (error: unknown) => {
        logger.error('Could not load the site state', { error: String(error) });
        settle({ status: 'error' });
      },
    );
}

function subscribe(listener: () => void): () => void {
  startSiteState();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The public catalogue and compliance switches for a first paint without Firestore (see the contract). Visitors
 * render from it; the live Firestore bindings replace it once the SDK has loaded.
 */
export function useSiteState(): SiteStateResult {
  return useSyncExternalStore(subscribe, () => state, renderedState);
}

let rendered: SiteStateResult | null = null;
/** The site state a server-rendered page was rendered from (./rendered-page.ts); one object per page. */
function renderedState(): SiteStateResult {
  const page = renderedPage();
  if (!page) return state;
  if (rendered?.status !== 'success' || rendered.data !== page.siteState)
    rendered = { status: 'success', data: page.siteState };
  return rendered;
}
