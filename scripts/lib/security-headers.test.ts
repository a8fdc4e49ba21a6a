import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../firebase.js';
import { contentSecurityPolicy, hostingHeaders, productionFirebaseConfig } from './security-headers.js';

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
