import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../firebase.js';
import { webAnalyticsOrigin } from '@portal/domain';
import {
  contentSecurityPolicy,
  emulatorFirebaseConfig,
  hostingHeaders,
  productionFirebaseConfig,
} from './security-headers.js';
import { listTenants, tenantAnalyticsOrigin } from './tenants.js';

const firebaseJson = () =>
  JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { headers: unknown } };

describe('Hosting security headers', () => {
  it('firebase.json holds the emulator variant exactly (regenerate it from hostingHeaders on a change)', () => {
    expect(firebaseJson().hosting.headers).toEqual(hostingHeaders({ mode: 'emulator' }));
  });

  it('the emulator variant connects to the loopback emulators only, production to Google only', () => {
    const emulator = contentSecurityPolicy({ mode: 'emulator' }, "'none'");
    expect(emulator).toContain("connect-src 'self' http://127.0.0.1:9099 http://localhost:9099");
    expect(emulator).not.toContain('googleapis.com');
    expect(emulator).not.toContain('upgrade-insecure-requests');
    const production = contentSecurityPolicy(
      { mode: 'production', projectId: 'acme-portal', region: 'test-region1' },
      "'none'",
    );
    expect(production).not.toContain('127.0.0.1');
    expect(production).not.toContain('localhost');
    expect(production).toContain('https://firestore.googleapis.com');
    expect(production).toContain('https://test-region1-acme-portal.cloudfunctions.net');
    expect(production).toContain("frame-src 'self' https://acme-portal.firebaseapp.com");
    expect(production).toContain('upgrade-insecure-requests');
  });

  it('scripts run from the own origin only: no inline script, no eval', () => {
    for (const target of [
      { mode: 'emulator' as const },
      { mode: 'production' as const, projectId: 'acme-portal', region: 'test-region1' },
    ]) {
      const scriptSrc = /script-src ([^;]*)/.exec(contentSecurityPolicy(target, "'none'"))?.[1] ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
    }
  });

  it('the production config keeps everything of firebase.json but the headers', () => {
    const config = productionFirebaseConfig(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'), {
      mode: 'production',
      projectId: 'acme-portal',
      region: 'test-region1',
    }) as { hosting: { headers: unknown; rewrites: unknown } };
    expect(config.hosting.rewrites).toEqual(
      (
        JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
          hosting: { rewrites: unknown };
        }
      ).hosting.rewrites,
    );
    expect(JSON.stringify(config.hosting.headers)).not.toContain('127.0.0.1');
  });
});

describe('web analytics in the CSP (docs/web-analytics.md)', () => {
  const target = { endpoint: 'https://stats.example.ch/api/event', domain: 'funds.example.ch' };
  const connectSrc = (csp: string) => /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  const production = { mode: 'production' as const, projectId: 'acme-portal', region: 'test-region1' };

  it('connect-src allows the endpoint origin only for a tenant with analytics on and configured', () => {
    for (const [settings, allowed] of [
      [{ disableGoogleAnalytics: false, webAnalytics: target }, true],
      [{ disableGoogleAnalytics: true, webAnalytics: target }, false],
      [{ disableGoogleAnalytics: false }, false],
    ] as const) {
      const analyticsOrigin = webAnalyticsOrigin(settings);
      for (const mode of [{ mode: 'emulator' as const }, production]) {
        const csp = contentSecurityPolicy({ ...mode, analyticsOrigin }, "'none'");
        expect(connectSrc(csp).includes('https://stats.example.ch'), JSON.stringify(settings)).toBe(allowed);
        expect(csp).not.toContain('stats.example.ch/api');
      }
    }
  });

  it('never as a script, image or frame source: the app posts the events itself', () => {
    const csp = contentSecurityPolicy(
      { ...production, analyticsOrigin: 'https://stats.example.ch' },
      "'none'",
    );
    for (const directive of ['script-src', 'img-src', 'frame-src', 'default-src']) {
      expect(new RegExp(`${directive} [^;]*stats\\.example\\.ch`).test(csp), directive).toBe(false);
    }
  });

  it('the embeds get it too, and an emulator run of such a tenant replaces the static headers', () => {
    const headers = hostingHeaders({ mode: 'emulator', analyticsOrigin: 'https://stats.example.ch' });
    const csps = headers.flatMap((r) => r.headers.filter((h) => h.key === 'Content-Security-Policy'));
    expect(csps).toHaveLength(2);
    for (const h of csps) expect(connectSrc(h.value)).toContain('https://stats.example.ch');
    const config = firebaseJson();
    expect(emulatorFirebaseConfig(config, null)).toBe(config);
    expect(emulatorFirebaseConfig(config, 'https://stats.example.ch').hosting.headers).toEqual(headers);
  });

  it('every tenant of tenants/ that has no analytics on keeps the static emulator headers', () => {
    for (const id of listTenants()) {
      const origin = tenantAnalyticsOrigin(id);
      const config = firebaseJson();
      if (origin === null) expect(emulatorFirebaseConfig(config, origin)).toBe(config);
      else expect(JSON.stringify(emulatorFirebaseConfig(config, origin))).toContain(origin);
    }
  });
});

describe('web/index.html', () => {
  it('has no executable inline script (the CSP allows none): only JSON data blocks and files', () => {
    const html = readFileSync(join(repoRoot, 'web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      const isData = attributes.includes('type="application/json"');
      const isFile = /\bsrc="[^"]+"/.test(attributes) && body.trim() === '';
      expect(isData || isFile, `inline script: ${attributes} ${body.slice(0, 80)}`).toBe(true);
    }
    // No inline event handlers either (onclick="..." needs 'unsafe-inline').
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});
