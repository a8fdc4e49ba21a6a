import { describe, expect, it } from 'vitest';
import { logged, run } from './api-test-harness.js';

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
