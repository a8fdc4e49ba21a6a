import { SITE_CALLS } from '@portal/domain';
import { siteStateSchema, type SiteState } from '@portal/domain';
import { replaceEqualDeep } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { defineEndpoint } from './api-client';
import { apiClient } from './api';
import { logger } from './logger';
import { renderedPage } from './rendered-page';

/** `GET /api/site/state` (packages/domain/src/contracts/site-state.ts). */
const siteStateEndpoint = defineEndpoint(SITE_CALLS.siteState);

export type SiteStateResult =
  { status: 'loading' } | { status: 'success'; data: SiteState } | { status: 'error' };

const LOADING: SiteStateResult = { status: 'loading' };
/** Read first from the page the server rendered, if any: the object its hydration renders with (`renderedState`). */
let state: SiteStateResult | null = null;
let started = false;
const listeners = new Set<() => void>();

const current = (): SiteStateResult => (state ??= renderedState());

function settle(next: SiteStateResult) {
  const previous = current();
  // The same answer as the page's keeps its object: nothing renders again after hydration.
  if (next.status === 'success' && previous.status === 'success') {
    const data = replaceEqualDeep(previous.data, next.data);
    if (data === previous.data) return;
    next = { status: 'success', data };
  }
  state = next;
  for (const listener of listeners) listener();
}

const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

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
    // A server-rendered page hydrates from the state it was rendered with: checking the answer (zod, ~50 ms on a
    // phone) waits for a task of its own instead of lengthening the start-up script's.
    .then((json) => (renderedPage() ? nextTask().then(() => json) : json))
    .then((json) => {
      // The answer the page was rendered from (the server validated it): nothing to check, nothing to render again.
      const rendered = renderedPage()?.siteState;
      if (rendered && json !== null && replaceEqualDeep(rendered, json) === rendered) return rendered;
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
  return useSyncExternalStore(subscribe, current, renderedState);
}

let rendered: SiteStateResult | null = null;
/** The site state a server-rendered page was rendered from (./rendered-page.ts); one object per page. */
function renderedState(): SiteStateResult {
  const page = renderedPage();
  if (!page) return state ?? LOADING;
  if (rendered?.status !== 'success' || rendered.data !== page.siteState)
    rendered = { status: 'success', data: page.siteState };
  return rendered;
}
