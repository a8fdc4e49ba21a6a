import { describe, expect, it } from 'vitest';
import { run } from './api-test-harness.js';

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
    // `holdings` also takes the admin's import (holdings-admin.ts).
    expect(out.headers.Allow).toBe(
      path.endsWith('/holdings') ? 'GET, POST, HEAD, OPTIONS' : 'GET, HEAD, OPTIONS',
    );
  });

  it('the holdings admin routes exist: import a date, delete a date, overrides', async () => {
    expect((await run('PUT', '/api/products/p1/holdings')).status).toBe(405);
    const date = await run('GET', '/api/products/p1/holdings/2024-12-31');
    expect([date.status, date.headers.Allow]).toEqual([405, 'DELETE, OPTIONS']);
    const overrides = await run('GET', '/api/holding-overrides');
    expect([overrides.status, overrides.headers.Allow]).toEqual([405, 'POST, OPTIONS']);
  });

  it('POST /api/users/remove-follower exists', async () => {
    const out = await run('GET', '/api/users/remove-follower');
    expect(out.status).toBe(405);
    expect(out.headers.Allow).toBe('POST, OPTIONS');
  });
});

describe('the route table and the domain’s access declarations (contracts/api-access.ts)', () => {
  it('has one route for every declaration and a declaration for every route', async () => {
    const { API_ROUTE_ACCESS, routeAccessOf } = await import('@portal/domain');
    const { API_ROUTES } = await import('./api-routes.js');
    const routes = API_ROUTES.flatMap((r) => r.methods.map((m) => `${m} ${r.pattern}`));
    expect(routes.sort()).toEqual(Object.keys(API_ROUTE_ACCESS).sort());
    for (const r of API_ROUTES)
      for (const m of r.methods)
        expect(r.handler.access, `${m} ${r.pattern}`).toEqual(routeAccessOf(m, r.pattern));
  });
});
