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
});
