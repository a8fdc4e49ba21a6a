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
    send(body) {
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

describe('the routes of seed 000 §7', () => {
  const productCalls = [
    'details',
    'benchmarks',
    'valid-dates',
    'last-cumulative-returns',
    'performance-data',
    'cumulative-return-periods-factsheet',
    'cumulative-returns',
    'product-prices',
    'benchmark-prices',
    'yearly-cumulative-returns',
    'monthly-cumulative-returns',
    'drawdowns',
    'outperformance',
    'volatility',
    'beta',
    'returns',
    'risk-adjusted',
    'cumulative-weighted-returns',
    'weighted-performance-data',
    'holdings-details',
    'holdings',
    'currency-exposure',
    'asset-classes',
    'instrument-types',
    'sectors',
    'regions',
    'currency-exposure-over-time',
    'asset-classes-over-time',
    'instrument-types-over-time',
    'sectors-over-time',
    'regions-over-time',
    'assets-under-management',
    'performance-table-data',
    'last-live-price',
  ];
  const gets = [
    ...productCalls.map((c) => `/api/products/p1/${c}`),
    '/api/products/key-numbers',
    '/api/assets',
    '/api/benchmarks/',
    '/api/benchmarks/b1',
  ];

  // A wrong method is answered before any data access: 405 proves the route exists, with the right methods.
  it.each(gets)('GET %s exists', async (path) => {
    const out = await run('DELETE', path);
    expect(out.status).toBe(405);
    expect(out.headers.Allow).toBe('GET, HEAD, OPTIONS');
  });

  it('POST /api/users/remove-follower exists', async () => {
    const out = await run('GET', '/api/users/remove-follower');
    expect(out.status).toBe(405);
    expect(out.headers.Allow).toBe('POST, OPTIONS');
  });
});
