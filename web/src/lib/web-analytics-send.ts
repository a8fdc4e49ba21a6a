import {
  apiFailureEvent,
  pageViewEvent,
  type WebAnalyticsEvent,
  type WebAnalyticsSettings,
} from '@portal/domain';

/*
 * Posts one event to the tenant's Plausible-compatible endpoint (docs/web-analytics.md). Its own chunk, loaded by
 * ./web-analytics.ts with the first event a consenting visitor sends: a visitor who did not consent never loads it.
 */

export type AnalyticsEventInput =
  | { kind: 'pageView'; href: string; referrer: string }
  | { kind: 'apiFailure'; href: string; failure: { status: number; text: string; endpoint: string } };

/** The request of an event (pure, for tests). */
export function analyticsRequest(target: WebAnalyticsSettings, input: AnalyticsEventInput): RequestInit {
  const event: WebAnalyticsEvent =
    input.kind === 'pageView'
      ? pageViewEvent(target, input.href, input.referrer)
      : apiFailureEvent(target, input.href, input.failure);
  return {
    method: 'POST',
    // `text/plain` keeps it a simple request (no CORS pre-flight); Plausible reads the JSON body all the same. The
    // answer is never read, so `no-cors` is enough, and `keepalive` lets the last event outlive a closing page.
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(event),
    mode: 'no-cors',
    credentials: 'omit',
    keepalive: true,
    // The page's URL is in the body already, without its query: the Referer header must not add it back.
    referrerPolicy: 'no-referrer',
  };
}

export function sendAnalyticsEvent(target: WebAnalyticsSettings, input: AnalyticsEventInput): void {
  // Fire and forget: a lost event is not worth an error report (the error sink would report analytics' failures).
  fetch(target.endpoint, analyticsRequest(target, input)).catch(() => undefined);
}
