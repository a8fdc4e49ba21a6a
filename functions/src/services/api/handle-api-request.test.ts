import { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { handleApiRequest, type ApiDeps } from './handle-api-request.js';
import type { ApiResponse } from './http.js';

/** Records what the handler wrote; the cases here never reach Firestore or Auth. */
function recorder() {
  const out = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown, ended: false };
  const res: ApiResponse = {
    status(code) {
      out.status = code;
      return res;
    },
    setHeader(name, value) {
      out.headers[name] = value;
    },
    json(body) {
      out.body = body;
      out.ended = true;
    },
    end() {
      out.ended = true;
    },
  };
  return { res, out };
}

const logged: string[] = [];
const deps: ApiDeps = {
  // Never connected: constructing a client opens no connection.
  db: new Firestore({ projectId: 'unit-test' }),
  auth: { verifyIdToken: () => Promise.reject(new Error('not used')) },
  log: { error: (m) => logged.push(m), warn: (m) => logged.push(m) },
};

async function run(method: string, path: string) {
  const { res, out } = recorder();
  await handleApiRequest(deps, { method, path, query: {}, headers: {} }, res);
  return out;
}

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
