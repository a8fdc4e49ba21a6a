import { describe, expect, it, vi } from 'vitest';
import { API_ROUTES } from './api-routes.js';
import { logged, run } from './api-test-harness.js';

// Two routes for this file only, ahead of the real table, that declare their body as api-routes.ts does: a JSON
// route and an upload route, both answering 204 without reading Firestore (`request` endpoints).
vi.mock('./api-routes.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./api-routes.js')>();
  const { noContent } = await import('./http.js');
  const endpoint = (body: 'json' | 'upload') => ({
    kind: 'request',
    access: { kind: 'open', why: 'test' },
    body,
    handler: () => Promise.resolve(noContent()),
  });
  return {
    ...original,
    API_ROUTES: [
      { methods: ['POST'], pattern: 'test-only/json', handler: endpoint('json') },
      { methods: ['POST'], pattern: 'test-only/upload', handler: endpoint('upload') },
      ...original.API_ROUTES,
    ],
  };
});

describe('handleApiRequest without data access', () => {
  it('answers OPTIONS with 204 and the allowed methods', async () => {
    const out = await run('OPTIONS', '/api/products/key-numbers');
    expect(out).toMatchObject({ status: 204, body: undefined, ended: true });
    expect(out.headers.Allow).toBe('GET, HEAD, OPTIONS');
  });

  it('answers other methods with 405, Allow and an apiError body', async () => {
    const out = await run('PUT', '/products/x/product-prices');
    expect(out.status).toBe(405);
    expect(out.headers).toMatchObject({ Allow: 'GET, HEAD, OPTIONS', 'Cache-Control': 'private, no-store' });
    expect(out.body).toMatchObject({
      error: { code: 'method-not-allowed', messageKey: 'api.errors.methodNotAllowed' },
    });
  });

  it('answers unknown routes with 404 and always varies on Authorization', async () => {
    const out = await run('GET', '/api/unknown');
    expect(out.status).toBe(404);
    expect(out.headers.Vary).toBe('Authorization');
    expect(out.body).toMatchObject({ error: { code: 'not-found', messageKey: 'api.errors.notFound' } });
    expect(logged).toEqual([]);
  });

  it.each(['a%2Fb', '..', '__proto__', '__x__', 'x'.repeat(1501)])(
    'answers 404 for a parameter that can name no Firestore document (%s), before any read',
    async (id) => {
      const out = await run('GET', `/api/operations/exports/${id}/file`, {
        headers: { authorization: 'Bearer valid-token-of-u1' },
      });
      expect(out.status).toBe(404);
      expect(out.body).toMatchObject({ error: { code: 'not-found', messageKey: 'api.errors.notFound' } });
      expect(logged).toEqual([]);
    },
  );

  it('answers 400 for a query or JSON body holding half a surrogate pair, which Firestore could not store', async () => {
    for (const request of [
      { query: { lang: 'en\uD800' } },
      { body: { a: [{ text: 'x\uDC00' }] } },
      { body: { '\uD800': 1 } },
    ]) {
      const out = await run('GET', '/api/products/key-numbers', request);
      expect(out.status).toBe(400);
      expect(out.body).toMatchObject({ error: { code: 'bad-request', messageKey: 'api.errors.badRequest' } });
    }
    expect(logged).toEqual([]);
  });
});

describe('handleApiRequest: the body a route declares', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'uid=u1&follower_uid=u2'],
    ['text/plain', '{"uid":"u1"}'],
    ['multipart/form-data; boundary=b', '--b--'],
  ])('answers 415 to a %s body on a JSON route, with the API headers', async (type, text) => {
    const out = await run('POST', '/api/test-only/json', {
      headers: { 'content-type': type, 'content-length': String(text.length) },
      body: { uid: 'u1' },
      rawBody: new TextEncoder().encode(text),
    });
    expect(out.status).toBe(415);
    expect(out.body).toMatchObject({
      error: {
        code: 'unsupported-media-type',
        messageKey: 'api.errors.unsupportedMediaType',
        details: { contentType: type },
      },
    });
    expect(out.headers).toMatchObject({
      'Cache-Control': 'private, no-store',
      Vary: 'Authorization',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });

  it('takes JSON, and no body at all, on a JSON route; any type on an upload route', async () => {
    const json = { 'content-type': 'application/json', 'content-length': '2' };
    expect(
      (await run('POST', '/api/test-only/json', { headers: json, body: {}, rawBody: new Uint8Array(2) }))
        .status,
    ).toBe(204);
    expect((await run('POST', '/api/test-only/json')).status).toBe(204);
    const png = { 'content-type': 'image/png', 'content-length': '3' };
    expect(
      (await run('POST', '/api/test-only/upload', { headers: png, rawBody: new Uint8Array(3) })).status,
    ).toBe(204);
    expect(logged).toEqual([]);
  });

  it('declares the body of every route that takes one: uploads exactly where the handler reads the raw bytes', () => {
    const uploads = API_ROUTES.filter(
      (r) => r.handler.body === 'upload' && !r.pattern.startsWith('test-only/'),
    ).map((r) => r.pattern);
    expect(uploads.sort()).toEqual(
      [
        'operations/bulk-components',
        'operations/bulk-components/dry-run',
        'operations/bulk-price-update',
        'products/:id/documents',
        'products/:id/media',
      ].sort(),
    );
    for (const r of API_ROUTES)
      if (r.methods.every((m) => m === 'GET')) expect(r.handler.body, r.pattern).toBe('none');
  });
});
