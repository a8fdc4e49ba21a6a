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
    '/api/products/comparison',
    '/api/products/comparison.pdf',
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

describe('the route table and the domain’s API contract (contracts/api/table.ts)', () => {
  it('has one handler for every entry and an entry for every handler', async () => {
    const { API } = await import('@portal/domain');
    const { API_HANDLERS } = await import('./api-routes.js');
    expect(Object.keys(API_HANDLERS).sort()).toEqual(Object.keys(API).sort());
  });

  it('mounts each entry as declared: method, path, access, body, caching', async () => {
    const { API_ENTRIES } = await import('@portal/domain');
    const { API_ROUTES } = await import('./api-routes.js');
    expect(API_ROUTES).toHaveLength(API_ENTRIES.length);
    API_ROUTES.forEach((route, i) => {
      const [name, entry] = API_ENTRIES[i] ?? [];
      expect([route.methods, route.pattern], name).toEqual([[entry?.method], entry?.path]);
      expect(route.handler.access, name).toEqual(entry?.access);
      expect(route.handler.body, name).toBe(entry?.body.kind);
      expect(route.handler.kind === 'request', name).toBe(entry?.runner === 'request');
      const revalidate = route.handler.kind === 'configured' && route.handler.revalidate === true;
      expect(revalidate, name).toBe(entry?.cache === 'revalidate');
    });
  });

  it('matches the comparison’s literal paths before any product route (first match wins)', async () => {
    const { API_ROUTES } = await import('./api-routes.js');
    const { matchRoute } = await import('./router.js');
    for (const pattern of ['products/comparison', 'products/comparison.pdf']) {
      const match = matchRoute(API_ROUTES, 'GET', `/api/${pattern}`);
      expect(match.kind === 'found' ? match.route.pattern : match.kind).toBe(pattern);
      // Not even as a product named `comparison.pdf` on a later `products/:id` route: the literal comes first.
      const shadowing = API_ROUTES.findIndex((r) => /^products\/:[^/]+$/.test(r.pattern));
      if (shadowing >= 0) expect(API_ROUTES.findIndex((r) => r.pattern === pattern)).toBeLessThan(shadowing);
    }
  });

  it('serves the OpenAPI document built from the same table', async () => {
    const { openApiDocument } = await import('@portal/domain');
    const { openApiReply } = await import('./handlers/site/get-openapi.js');
    const reply = openApiReply({});
    expect(reply.status).toBe(200);
    const doc = 'body' in reply ? (reply.body as { info: { title: string } }) : undefined;
    expect(doc).toEqual(openApiDocument({ title: doc?.info.title ?? '', version: '1' }));
    expect(() => openApiReply({ x: '1' })).toThrow(/invalid query/);
  });
});
