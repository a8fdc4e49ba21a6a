import {
  browserRefusesTracking,
  parseStoredAnalyticsConsent,
  webAnalyticsDecision,
  webAnalyticsTarget,
  type StoredAnalyticsConsent,
  type WebAnalyticsDecision,
  type WebAnalyticsSettings,
} from '@portal/domain';
import { replaceEqualDeep } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isEmbeddedPath } from './embed-options';
import { tenant } from './tenant';

/*
 * Web analytics in the browser (docs/web-analytics.md): the visitor's answer in localStorage, the domain's
 * `webAnalyticsDecision` on it, and the two kinds of event (page views, API failures). Nothing here talks to the
 * analytics endpoint: the sender (./web-analytics-send.ts) is its own chunk, loaded with the first event that may be
 * sent, i.e. after the visitor consented. A tenant without analytics (the flag, or no target) never gets past the
 * first line of each function.
 */

/** localStorage key of the visitor's answer (`StoredAnalyticsConsent` as JSON). */
export const ANALYTICS_CONSENT_STORAGE_KEY = 'webAnalyticsConsent';

/** The tenant's target, or `null` when its pages send nothing (the flag is set, or nothing is configured). */
export const analyticsTarget: WebAnalyticsSettings | null = webAnalyticsTarget(tenant);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Storage disabled (privacy modes): the answer lasts as long as the page, and is asked again next time. */
let memory: StoredAnalyticsConsent | null = null;
const listeners = new Set<() => void>();
let cached: { key: string; decision: WebAnalyticsDecision } | null = null;

function readConsent(): StoredAnalyticsConsent | null {
  return memory ?? parseStoredAnalyticsConsent(storage()?.getItem(ANALYTICS_CONSENT_STORAGE_KEY) ?? null);
}

function privacySignal(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browserRefusesTracking({
    doNotTrack: nav.doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

/** The decision for this visitor now; the same object while nothing changed (useSyncExternalStore). */
export function currentAnalyticsDecision(): WebAnalyticsDecision {
  const consent = readConsent();
  const signal = privacySignal();
  const key = `${JSON.stringify(consent)}|${String(signal)}`;
  if (cached?.key !== key) {
    const decision = webAnalyticsDecision({
      settings: tenant,
      consent,
      privacySignal: signal,
      now: new Date(),
    });
    // The hydrating render's decision, when it is this one: React then has nothing to render again after hydration.
    cached = { key, decision: replaceEqualDeep(unansweredDecision(), decision) };
  }
  return cached.decision;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab answered: this one follows.
  const onStorage = (e: StorageEvent) => {
    if (e.key === ANALYTICS_CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAnalyticsDecision(): WebAnalyticsDecision {
  return useSyncExternalStore(subscribe, currentAnalyticsDecision, unansweredDecision);
}

let unanswered: WebAnalyticsDecision | null = null;
/**
 * A server-rendered page knows no answer (it is in the browser's storage): it renders, and hydrates, as for a visitor
 * who has not answered yet; the stored answer applies right after hydration.
 */
function unansweredDecision(): WebAnalyticsDecision {
  unanswered ??= webAnalyticsDecision({
    settings: tenant,
    consent: null,
    privacySignal: false,
    now: new Date(),
  });
  return unanswered;
}

/** Embedded pages are framed by other sites: they neither ask nor send (their visitor never saw our banner). */
const onEmbeddedPage = () => isEmbeddedPath(window.location.pathname);

type Send = (typeof import('./web-analytics-send'))['sendAnalyticsEvent'];
let sender: Promise<Send> | null = null;

function whenSending(send: (post: Send, target: WebAnalyticsSettings) => void): void {
  if (!analyticsTarget || onEmbeddedPage()) return;
  const decision = currentAnalyticsDecision();
  if (decision.state !== 'send') return;
  sender ??= import('./web-analytics-send').then((m) => m.sendAnalyticsEvent);
  void sender.then(
    (post) => {
      send(post, decision.target);
    },
    () => {
      // The chunk did not load (offline, a new deploy): analytics are not worth an error report; next event retries.
      sender = null;
    },
  );
}

/**
 * The visitor's answer, from the banner or the footer's settings. A consent sends the page they are on at once (its
 * view happened before they could answer); events from before the answer are not kept, so none is sent.
 */
export function setAnalyticsConsent(choice: StoredAnalyticsConsent['choice']): void {
  const consent: StoredAnalyticsConsent = { choice, decidedAt: new Date().toISOString() };
  const s = storage();
  try {
    if (!s) throw new Error('no storage');
    s.setItem(ANALYTICS_CONSENT_STORAGE_KEY, JSON.stringify(consent));
    memory = null;
  } catch {
    memory = consent;
  }
  for (const listener of listeners) listener();
  if (choice === 'granted') trackPageView();
}

/** The current page's view (router navigations: features/web-analytics `PageViews`). */
export function trackPageView(): void {
  whenSending((post, target) => {
    post(target, { kind: 'pageView', href: window.location.href, referrer: document.referrer });
  });
}

/** A failed API call (seed 000 §7 "Failures are logged to analytics with status, text and endpoint"). */
export function trackApiFailure(failure: { status: number; text: string; endpoint: string }): void {
  whenSending((post, target) => {
    post(target, { kind: 'apiFailure', href: window.location.href, failure });
  });
}
