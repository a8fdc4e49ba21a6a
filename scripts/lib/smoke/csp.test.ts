import { API, SITE_CALLS, urlTemplateOf } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, hostingHeaders } from '../security-headers.js';
import { cspProblems, parseCsp } from './csp.js';
import { apiUrl } from './smoke.js';

const pagePolicies = (target: Parameters<typeof hostingHeaders>[0]) =>
  hostingHeaders(target)
    .filter((rule) => !rule.source.includes('embedded'))
    .flatMap((rule) => rule.headers)
    .filter((h) => h.key === 'Content-Security-Policy')
    .map((h) => h.value);

describe('the smoke check’s view of a page’s Content-Security-Policy', () => {
  it('accepts what the project serves, against the emulators and in production', () => {
    const served = [
      ...pagePolicies({ mode: 'emulator' }),
      ...pagePolicies({ mode: 'production', projectId: 'acme-prod', region: 'region-a1' }),
      ...pagePolicies({
        mode: 'production',
        projectId: 'acme-prod',
        region: 'region-b2',
        analyticsOrigin: 'https://a.example',
      }),
    ];
    expect(served.length).toBe(3);
    for (const policy of served) expect(cspProblems(policy)).toEqual([]);
  });

  it('refuses no policy, a missing key directive, and one loosened', () => {
    const strict = contentSecurityPolicy({ mode: 'emulator' }, "'none'");
    expect(cspProblems(null)).toEqual(['no Content-Security-Policy header']);
    expect(cspProblems(strict.replace("object-src 'none'; ", ''))).toEqual(['object-src is missing']);
    expect(cspProblems(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toEqual([
      `script-src is "'self' 'unsafe-inline'", expected "'self'" or "'self' https://apis.google.com"`,
    ]);
    // An embed's policy on a page: anyone could frame it.
    expect(cspProblems(contentSecurityPolicy({ mode: 'emulator' }, '*'))).toEqual([
      `frame-ancestors is "*", expected "'none'"`,
    ]);
  });

  it('reads directives case-insensitively, the first of a repeat winning (as browsers do)', () => {
    expect(parseCsp("Default-Src 'self'; default-src *;; img-src data:").get('default-src')).toEqual([
      "'self'",
    ]);
  });
});

describe('the smoke check’s URLs', () => {
  it('come from the API contract and the public routes', () => {
    expect(apiUrl('https://portal.example', SITE_CALLS.health)).toBe(
      `https://portal.example${urlTemplateOf(API.health)}`,
    );
    expect(apiUrl('https://portal.example', API.overview, { id: 'a b' }, { lang: 'en', x: undefined })).toBe(
      `https://portal.example${urlTemplateOf(API.overview).replace('{id}', 'a%20b')}?lang=en`,
    );
  });
});
