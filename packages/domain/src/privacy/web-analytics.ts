import { z } from 'zod';

/**
 * Web analytics (seed 001 §3 `disableGoogleAnalytics`, seed 000 §7 "Failures are logged to analytics with status,
 * text and endpoint", the privacy policy's "web analytics"; docs/web-analytics.md). The tool is a Plausible-compatible
 * events endpoint (Plausible Analytics, self-hosted or its EU cloud): the web app posts its own small events to it, so
 * no third-party script runs on the site, no cookie is set and the Content-Security-Policy only has to allow one
 * `connect-src` origin. Whether anything is sent is decided here, once, for the page and for the CSP.
 */

/**
 * The tenant's analytics target (`webAnalytics` in tenants/<id>/tenant.json). A tenant without it sends nothing,
 * whatever `disableGoogleAnalytics` says.
 */
export const webAnalyticsSettingsSchema = /* @__PURE__ */ z
  .object({
    /**
     * The events endpoint, e.g. `https://plausible.io/api/event` or `https://stats.example.ch/api/event` for a
     * self-hosted instance. HTTPS only: the events carry the pages a visitor reads.
     */
    endpoint: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
    /** The site's id in the analytics tool (Plausible: the domain the site was registered under). */
    domain: z
      .string()
      .min(1)
      .max(253)
      .regex(/^[a-z0-9.-]+$/, 'a domain name in lower case, e.g. funds.example.ch'),
  })
  .strict();
export type WebAnalyticsSettings = z.infer<typeof webAnalyticsSettingsSchema>;

/** The site settings the decision reads (seed 001 §3). */
export interface WebAnalyticsSiteSettings {
  /** The tenant's switch: `true` turns web analytics off, configured or not. */
  disableGoogleAnalytics: boolean;
  webAnalytics?: WebAnalyticsSettings | undefined;
}

/** The analytics target the tenant's site may send to, or `null` when it sends nothing at all. */
export function webAnalyticsTarget(settings: WebAnalyticsSiteSettings): WebAnalyticsSettings | null {
  if (settings.disableGoogleAnalytics || !settings.webAnalytics) return null;
  return settings.webAnalytics;
}

/**
 * The one origin the Content-Security-Policy's `connect-src` must allow for analytics, or `null`: only for a tenant
 * that has analytics on and configured (scripts/lib/security-headers.ts).
 */
export function webAnalyticsOrigin(settings: WebAnalyticsSiteSettings): string | null {
  const target = webAnalyticsTarget(settings);
  return target ? new URL(target.endpoint).origin : null;
}

/** A visitor's answer to the analytics question, kept in their browser. */
export const storedAnalyticsConsentSchema = /* @__PURE__ */ z
  .object({
    choice: z.enum(['granted', 'denied']),
    /** When the visitor answered (ISO 8601): an answer is asked again after {@link WEB_ANALYTICS_CONSENT_DAYS}. */
    decidedAt: z.iso.datetime(),
  })
  .strict();
export type StoredAnalyticsConsent = z.infer<typeof storedAnalyticsConsentSchema>;

/**
 * How long an answer holds: a year, as the locale cookie (seed 001 §9: 365 days). The Swiss and EU regulators'
 * guidance is to ask again after 6 to 13 months; a refusal is not re-asked sooner than a consent.
 */
export const WEB_ANALYTICS_CONSENT_DAYS = 365;

/** The stored answer, or `null` when there is none or it cannot be read (then the visitor is asked again). */
export function parseStoredAnalyticsConsent(text: string | null): StoredAnalyticsConsent | null {
  if (text === null) return null;
  try {
    const parsed = storedAnalyticsConsentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the browser says about tracking: `navigator.doNotTrack` and `navigator.globalPrivacyControl`. */
export interface BrowserPrivacySignals {
  doNotTrack?: string | null | undefined;
  globalPrivacyControl?: boolean | undefined;
}

/**
 * Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track set to "1" (old Firefox and
 * Safari sent "yes"). Such a visitor is treated as having declined: never asked, nothing sent.
 */
export function browserRefusesTracking(signals: BrowserPrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1' || signals.doNotTrack === 'yes';
}

export type WebAnalyticsDecision =
  /** Nothing is sent and nothing is asked: the tenant has analytics off, or no target configured. */
  | { state: 'off'; reason: 'tenantDisabled' | 'notConfigured' }
  /** Nothing is sent and nothing is asked: the visitor declined, here or through the browser's privacy signal. */
  | { state: 'refused'; reason: 'declined' | 'privacySignal' }
  /** Nothing is sent yet: the visitor is asked (never answered, or the answer is older than a year). */
  | { state: 'ask'; reason: 'notAsked' | 'expired' }
  /** Page views and API failures go to `target`. */
  | { state: 'send'; target: WebAnalyticsSettings };

/**
 * Whether this visitor's page views and API failures are sent (docs/web-analytics.md): only with the tenant's
 * analytics on and configured, no privacy signal from the browser, and the visitor's consent of less than a year.
 * The tenant's switch comes first: a consent given while analytics were on does not outlive the switch.
 */
export function webAnalyticsDecision(input: {
  settings: WebAnalyticsSiteSettings;
  consent: StoredAnalyticsConsent | null;
  privacySignal: boolean;
  now: Date;
}): WebAnalyticsDecision {
  const { settings, consent } = input;
  if (settings.disableGoogleAnalytics) return { state: 'off', reason: 'tenantDisabled' };
  const target = webAnalyticsTarget(settings);
  if (!target) return { state: 'off', reason: 'notConfigured' };
  if (input.privacySignal) return { state: 'refused', reason: 'privacySignal' };
  if (!consent) return { state: 'ask', reason: 'notAsked' };
  const ageMs = input.now.getTime() - Date.parse(consent.decidedAt);
  if (ageMs > WEB_ANALYTICS_CONSENT_DAYS * 24 * 60 * 60 * 1000) return { state: 'ask', reason: 'expired' };
  return consent.choice === 'granted' ? { state: 'send', target } : { state: 'refused', reason: 'declined' };
}

/** Seed 000 §9: "Analytics messages cut at 100 characters". */
export const ANALYTICS_TEXT_MAX_CHARS = 100;

/** The events the web app sends: names as they appear in the analytics tool's dashboard. */
export const WEB_ANALYTICS_EVENTS = { pageView: 'pageview', apiFailure: 'API failure' } as const;

/** An event in the Plausible events API's shape (`POST <endpoint>`, JSON). */
export interface WebAnalyticsEvent {
  name: string;
  /** The page's URL: origin and path only (no query, no fragment: they can carry tokens and e-mail actions). */
  url: string;
  domain: string;
  referrer: string | null;
  props?: Record<string, string>;
}

const cut = (text: string) => text.slice(0, ANALYTICS_TEXT_MAX_CHARS);

/** A page's URL as it is sent: origin and path of `href`, never its query or fragment. */
export function analyticsPageUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

/** The page-view event of `href`. */
export function pageViewEvent(
  target: WebAnalyticsSettings,
  href: string,
  referrer: string | null,
): WebAnalyticsEvent {
  return {
    name: WEB_ANALYTICS_EVENTS.pageView,
    url: analyticsPageUrl(href),
    domain: target.domain,
    // The browser gives an empty string for "no referrer".
    referrer: referrer === '' ? null : referrer,
  };
}

/**
 * The event of a failed API call (seed 000 §7: "status, text and endpoint"; every text cut at 100 characters). The
 * endpoint is the request's path without its query; the status `0` is a call that got no answer (network, time-out).
 */
export function apiFailureEvent(
  target: WebAnalyticsSettings,
  href: string,
  failure: { status: number; text: string; endpoint: string },
): WebAnalyticsEvent {
  return {
    name: WEB_ANALYTICS_EVENTS.apiFailure,
    url: analyticsPageUrl(href),
    domain: target.domain,
    referrer: null,
    props: {
      status: String(failure.status),
      text: cut(failure.text),
      endpoint: cut(failure.endpoint.split('?')[0] ?? ''),
    },
  };
}
