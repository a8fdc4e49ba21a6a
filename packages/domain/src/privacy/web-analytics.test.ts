import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../tenant/site-settings.js';
import {
  ANALYTICS_TEXT_MAX_CHARS,
  apiFailureEvent,
  browserRefusesTracking,
  pageViewEvent,
  parseStoredAnalyticsConsent,
  webAnalyticsDecision,
  webAnalyticsOrigin,
  webAnalyticsSettingsSchema,
  type StoredAnalyticsConsent,
  type WebAnalyticsSiteSettings,
} from './web-analytics.js';

const TARGET = { endpoint: 'https://stats.example.ch/api/event', domain: 'funds.example.ch' };
const NOW = new Date('2026-11-29T12:00:00Z');
const granted: StoredAnalyticsConsent = { choice: 'granted', decidedAt: '2026-06-01T08:00:00.000Z' };
const denied: StoredAnalyticsConsent = { choice: 'denied', decidedAt: '2026-06-01T08:00:00.000Z' };

const decide = (
  settings: WebAnalyticsSiteSettings,
  consent: StoredAnalyticsConsent | null,
  privacySignal = false,
  now = NOW,
) => webAnalyticsDecision({ settings, consent, privacySignal, now });

describe('webAnalyticsDecision: consent x tenant flag x configured target', () => {
  const on = { disableGoogleAnalytics: false, webAnalytics: TARGET };
  const flagged = { disableGoogleAnalytics: true, webAnalytics: TARGET };
  const unconfigured = { disableGoogleAnalytics: false };

  it.each([
    // [settings, consent, expected state]
    ['on', on, null, 'ask'],
    ['on', on, granted, 'send'],
    ['on', on, denied, 'refused'],
    ['flag set', flagged, null, 'off'],
    ['flag set', flagged, granted, 'off'],
    ['flag set', flagged, denied, 'off'],
    ['no target', unconfigured, null, 'off'],
    ['no target', unconfigured, granted, 'off'],
    ['no target', unconfigured, denied, 'off'],
  ] as const)('tenant %s, consent %o: %s', (_, settings, consent, state) => {
    expect(decide(settings, consent).state).toBe(state);
  });

  it('sends only with consent, to the configured target', () => {
    expect(decide(on, granted)).toEqual({ state: 'send', target: TARGET });
  });

  it('the tenant flag wins over a target and a consent given while analytics were on', () => {
    expect(decide(flagged, granted)).toEqual({ state: 'off', reason: 'tenantDisabled' });
    expect(decide(unconfigured, granted)).toEqual({ state: 'off', reason: 'notConfigured' });
  });

  it('a browser privacy signal (GPC, Do Not Track) counts as a refusal: never asked, even after a consent', () => {
    expect(decide(on, null, true)).toEqual({ state: 'refused', reason: 'privacySignal' });
    expect(decide(on, granted, true)).toEqual({ state: 'refused', reason: 'privacySignal' });
    // A tenant with analytics off says so first: there is nothing to refuse.
    expect(decide(flagged, null, true).state).toBe('off');
  });

  it('asks again after a year, a consent as a refusal', () => {
    const yearAndADayLater = new Date('2027-06-02T09:00:00Z');
    expect(decide(on, granted, false, yearAndADayLater)).toEqual({ state: 'ask', reason: 'expired' });
    expect(decide(on, denied, false, yearAndADayLater)).toEqual({ state: 'ask', reason: 'expired' });
    expect(decide(on, granted, false, new Date('2027-05-31T09:00:00Z')).state).toBe('send');
  });
});

describe('webAnalyticsOrigin (the CSP connect-src entry)', () => {
  it('is the endpoint origin only for a tenant with analytics on and configured', () => {
    expect(webAnalyticsOrigin({ disableGoogleAnalytics: false, webAnalytics: TARGET })).toBe(
      'https://stats.example.ch',
    );
    expect(webAnalyticsOrigin({ disableGoogleAnalytics: true, webAnalytics: TARGET })).toBeNull();
    expect(webAnalyticsOrigin({ disableGoogleAnalytics: false })).toBeNull();
    expect(
      webAnalyticsOrigin({
        disableGoogleAnalytics: false,
        webAnalytics: { ...TARGET, endpoint: 'https://stats.example.ch:8443/api/event' },
      }),
    ).toBe('https://stats.example.ch:8443');
  });
});

describe('webAnalyticsSettingsSchema (tenant.json `webAnalytics`)', () => {
  it('takes an HTTPS endpoint on a domain and the site id', () => {
    expect(webAnalyticsSettingsSchema.safeParse(TARGET).success).toBe(true);
  });

  it.each([
    ['plain HTTP', { ...TARGET, endpoint: 'http://stats.example.ch/api/event' }],
    ['a script URL', { ...TARGET, endpoint: 'javascript:alert(1)' }],
    ['no domain', { endpoint: TARGET.endpoint }],
    ['an upper-case site id', { ...TARGET, domain: 'Funds.Example.ch' }],
    ['an unknown field', { ...TARGET, measurementId: 'G-123' }],
  ])('refuses %s', (_, value) => {
    expect(webAnalyticsSettingsSchema.safeParse(value).success).toBe(false);
  });

  it('is optional in the site settings, and analytics stay off by default', () => {
    const minimal = {
      id: 'acme',
      orgName: 'Acme',
      logo: 'logo.svg',
      availableLanguages: ['en'],
      firebase: { projectId: 'acme-portal', region: 'test-region1' },
    };
    const settings = siteSettingsSchema.parse(minimal);
    expect(settings.disableGoogleAnalytics).toBe(true);
    expect(settings.webAnalytics).toBeUndefined();
    expect(siteSettingsSchema.parse({ ...minimal, webAnalytics: TARGET }).webAnalytics).toEqual(TARGET);
    expect(siteSettingsSchema.safeParse({ ...minimal, webAnalytics: { endpoint: 'x' } }).success).toBe(false);
  });
});

describe('the visitor stored answer', () => {
  it('reads a well-formed answer and nothing else (then the visitor is asked again)', () => {
    expect(parseStoredAnalyticsConsent(JSON.stringify(granted))).toEqual(granted);
    expect(parseStoredAnalyticsConsent(null)).toBeNull();
    expect(parseStoredAnalyticsConsent('yes')).toBeNull();
    expect(
      parseStoredAnalyticsConsent(JSON.stringify({ choice: 'maybe', decidedAt: granted.decidedAt })),
    ).toBeNull();
    expect(parseStoredAnalyticsConsent(JSON.stringify({ choice: 'granted' }))).toBeNull();
  });
});

describe('browserRefusesTracking', () => {
  it('honours Global Privacy Control and Do Not Track', () => {
    expect(browserRefusesTracking({ globalPrivacyControl: true })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '1' })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: 'yes' })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(browserRefusesTracking({ doNotTrack: null })).toBe(false);
    expect(browserRefusesTracking({})).toBe(false);
  });
});

describe('events', () => {
  it('a page view carries origin and path, never the query or fragment', () => {
    expect(
      pageViewEvent(TARGET, 'https://funds.example.ch/auth/action?mode=resetPassword&oobCode=SECRET#x', ''),
    ).toEqual({
      name: 'pageview',
      url: 'https://funds.example.ch/auth/action',
      domain: 'funds.example.ch',
      referrer: null,
    });
  });

  it('an API failure carries status, text and endpoint (seed 000 §7), texts cut at 100 characters (§9)', () => {
    const event = apiFailureEvent(TARGET, 'https://funds.example.ch/products/a/analysis?x=1', {
      status: 503,
      text: 'x'.repeat(250),
      endpoint: '/api/products/a/details?mode=live',
    });
    expect(event.name).toBe('API failure');
    expect(event.url).toBe('https://funds.example.ch/products/a/analysis');
    expect(event.props).toEqual({
      status: '503',
      text: 'x'.repeat(ANALYTICS_TEXT_MAX_CHARS),
      endpoint: '/api/products/a/details',
    });
  });
});
