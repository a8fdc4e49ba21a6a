import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../functions/src/services/api/api-headers.js';
import { PAGE_CACHE_CONTROL } from '../../functions/src/services/site/render-page.js';
import { HOSTING_URL } from '../../scripts/lib/emulators.js';
import { contentSecurityPolicy } from '../../scripts/lib/security-headers.js';

// The security headers as a browser receives them from the Hosting emulator (docs/security.md): the web app's pages
// and files, an embeddable page (framable by any site) against a normal page (framable by none), and the API behind
// Hosting's `/api/**` rewrite (its own policy, not the pages').

const EMBED = '/products/global-equity-chf/embedded/live-perf-graph';

async function headersOf(path: string, init?: RequestInit): Promise<{ status: number; headers: Headers }> {
  const res = await fetch(`${HOSTING_URL}${path}`, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  return { status: res.status, headers: res.headers };
}

/**
 * The first `/assets/*.js` file index.html loads: its entry script, named on `startup.js` (`data-entry`) on a page the
 * server rendered with its body (docs/server-pages.md).
 */
async function anAsset(): Promise<string> {
  const html = await (await fetch(`${HOSTING_URL}/`)).text();
  const asset = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('index.html loads no /assets/*.js: build the web app first');
  return asset;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

function expectTransportHeaders(headers: Headers): void {
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

function expectPageHeaders(headers: Headers): string {
  expectTransportHeaders(headers);
  const csp = headers.get('content-security-policy') ?? '';
  expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
  expect(directive(csp, 'form-action')).toBe("form-action 'self'");
  expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  // This run's emulators, never Google's production endpoints.
  expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:8080');
  expect(csp).not.toContain('googleapis.com');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  return csp;
}

describe('Hosting security headers', () => {
  it.each(['/', '/auth/login', '/admin/users', '/products/global-equity-chf/overview', '/de/no-such-page'])(
    'a normal page (%s): the strict policy, framable by no site',
    async (path) => {
      const { status, headers } = await headersOf(path);
      expect(status).toBe(200);
      const csp = expectPageHeaders(headers);
      expect(csp).toBe(contentSecurityPolicy({ mode: 'emulator' }, "'none'"));
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      // The page comes from the site function, which says how long caches keep it; Hosting adds no rule of its own.
      expect(headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL.visitor);
    },
  );

  it('never lets a cache keep a page for a browser that holds a session; files are revalidated', async () => {
    const signedIn = await headersOf('/', { headers: { Cookie: '__session=l%3Den%26s%3D1' } });
    expect(signedIn.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL.signedIn);
    for (const file of ['/startup.js', '/robots.txt'])
      expect((await headersOf(file)).headers.get('cache-control'), file).toBe('no-cache');
  });

  it.each([EMBED, '/products/global-equity-chf/embedded/historical-stats-table', `/de${EMBED}`])(
    'an embeddable page (%s): the same policy, framable by any site, no X-Frame-Options',
    async (path) => {
      const { status, headers } = await headersOf(path);
      expect(status).toBe(200);
      const csp = expectPageHeaders(headers);
      expect(csp).toBe(contentSecurityPolicy({ mode: 'emulator' }, '*'));
      expect(headers.get('x-frame-options')).toBeNull();
    },
  );

  it('an embed path one level deeper or under another section is a normal page', async () => {
    for (const path of [`${EMBED}/more`, '/products/global-equity-chf/analysis']) {
      const csp = (await headersOf(path)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
    }
  });

  it('the built files: the same headers, cached for good; index.html start-up script too', async () => {
    const asset = await headersOf(await anAsset());
    expect(asset.status).toBe(200);
    expectPageHeaders(asset.headers);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const startup = await headersOf('/startup.js');
    expect(startup.status).toBe(200);
    expect(startup.headers.get('content-type')).toMatch(/javascript/);
    expectPageHeaders(startup.headers);
  });

  it('index.html runs no inline script: every executable script is a file of the own origin', async () => {
    const html = await (await fetch(`${HOSTING_URL}/`)).text();
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Data blocks (the tenant's settings, JSON-LD) are never executed.
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
      expect(attributes).toMatch(/\bsrc="\/[^/]/);
      expect(body.trim()).toBe('');
    }
  });
});

describe('API security headers', () => {
  it.each([
    ['GET', '/api/site/state', 200],
    ['GET', '/api/no-such-route', 404],
    ['DELETE', '/api/site/state', 405],
  ] as const)('%s %s (%i): data, never a page', async (method, path, status) => {
    const res = await headersOf(path, { method });
    expect(res.status).toBe(status);
    expectTransportHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toBe(API_SECURITY_HEADERS['Content-Security-Policy']);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // The pages' policy entries do not reach the API.
    expect(res.headers.get('permissions-policy')).toBeNull();
  });

  // Refused by the functions runtime's body parser before the API runs (services/api/body-errors.ts): still the
  // API's JSON error with the API's headers, not Express's HTML error page.
  it.each([
    ['truncated JSON', '{"a":', 'application/json', 400],
    ['an unknown charset', '{}', 'application/json; charset=latin2', 415],
  ] as const)('POST with %s (%i): data, never a page', async (_, body, type, status) => {
    const res = await headersOf('/api/contact', { method: 'POST', body, headers: { 'Content-Type': type } });
    expect(res.status).toBe(status);
    expectTransportHeaders(res.headers);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-security-policy')).toBe(API_SECURITY_HEADERS['Content-Security-Policy']);
    expect(res.headers.get('permissions-policy')).toBeNull();
  });
});
